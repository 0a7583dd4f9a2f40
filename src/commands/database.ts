import {
  type DatabaseSetting,
  type DatabaseStep,
  databaseStartupError,
} from '../stores/postgres/startupErrors.ts';

/** The database a URL names, without its credentials: `host:port/name`. */
export function where(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || '5432'}${pathname}`;
}

/**
 * A failed connection or query in a few words: PostgreSQL's own message (`password authentication failed for user
 * "gateway"`, `database "x" does not exist`), or the socket's code when there is no server to say anything (Node
 * reports a refused connection to every address tried as an AggregateError without a message). The first line
 * only: node-pg-migrate wraps some failures in a message that holds the original's stack.
 */
function databaseProblem(err: unknown): string {
  const { message, code } = err as { message?: unknown; code?: unknown };
  if (typeof message === 'string' && message.length > 0) return message.split('\n')[0] ?? message;
  return typeof code === 'string' ? code : 'failed';
}

/**
 * One line for a command's database failure, naming the setting and the fix: start-up's own line where start-up has
 * one (a wrong password, a role without rights, no server), else the server's reason. A command never prints a stack:
 * whatever went wrong, the operator's next step is in the setting or the database, not in our code.
 */
export function databaseLine(
  err: unknown,
  url: string,
  step: DatabaseStep,
  setting: DatabaseSetting,
): string {
  const known = databaseStartupError(err, url, step, setting);
  if (known) return known.message;
  return `${setting}: the database at ${where(url)} cannot be used (${databaseProblem(err)}). Check the server and ${setting}.`;
}
