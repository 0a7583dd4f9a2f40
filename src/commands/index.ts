import { version } from '../version.ts';

/**
 * The command line. With no argument the process serves (src/main.ts); each command below does its one job, says
 * so in a line and exits 0, or says what is wrong in a line (never a stack trace) and exits 1. Cluster workers are
 * forked with the primary's arguments, so they only ever see none.
 */
const usage = [
  'usage: gateway             serve (settings from the environment, docs/configuration.md)',
  '       gateway --version   print the version',
  '       gateway --check     check what start-up needs (settings, secret files, manifest, database and its migrations); exit 0 or 1',
  '       gateway migrate     apply the database migrations as MIGRATION_DATABASE_URL (the owner), else DATABASE_URL',
].join('\n');

/** Runs the command `args` name and returns its exit code, or undefined when there is none: the caller serves. */
export async function runCommand(
  args: readonly string[],
  env: Record<string, string | undefined>,
): Promise<number | undefined> {
  const [command, ...rest] = args;
  if (command === undefined) return undefined;
  if (rest.length > 0) return refuse(`unexpected argument: ${rest.join(' ')}`);
  switch (command) {
    case '--version':
      console.log(version);
      return 0;
    case '--help':
      console.log(usage);
      return 0;
    case '--check': {
      const { check } = await import('./check.ts');
      return check(env);
    }
    case 'migrate': {
      const { migrate } = await import('./migrate.ts');
      return migrate(env);
    }
    default:
      return refuse(`unknown command: ${command}`);
  }
}

function refuse(problem: string): number {
  console.error(`${problem}\n${usage}`);
  return 2;
}
