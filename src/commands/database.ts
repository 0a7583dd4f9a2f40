/** The database a URL names, without its credentials: `host:port/name`. */
export function where(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || '5432'}${pathname}`;
}

/**
 * A failed connection or query in a few words: PostgreSQL's own message (`password authentication failed for user
 * "gateway"`, `database "x" does not exist`), or the socket's code when there is no server to say anything (Node
 * reports a refused connection to every address tried as an AggregateError without a message).
 */
export function databaseProblem(err: unknown): string {
  const { message, code } = err as { message?: unknown; code?: unknown };
  if (typeof message === 'string' && message.length > 0) return message;
  return typeof code === 'string' ? code : 'failed';
}
