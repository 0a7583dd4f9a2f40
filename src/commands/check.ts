import { ConfigError, loadConfig, unknownSettingsOf } from '../config.ts';
import { unknownSettingLine } from '../settings/unknownNames.ts';
import { databaseProblem, where } from './database.ts';

/**
 * `--check`: the settings parse (the same rules as start-up, secret files included) and, with DATABASE_URL, the
 * database answers with its credentials. What a deploy runs before it switches traffic, or an operator after
 * editing the settings. Redis and the provider are not tried: their loss does not stop the gateway from starting.
 */
export async function check(env: Record<string, string | undefined>): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  // A typo of a setting would run with its default: refused here, one line each, with the name it likely meant.
  const unknown = unknownSettingsOf(env).map(unknownSettingLine);
  try {
    config = loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    for (const line of unknown) console.error(line);
    return 1;
  }
  if (unknown.length > 0) {
    for (const line of unknown) console.error(line);
    return 1;
  }
  const url = config.stores.databaseUrl;
  if (!url) {
    console.log('configuration valid (no DATABASE_URL: money records in Redis or memory)');
    return 0;
  }
  const { pingDatabase } = await import('../stores/postgres/database.ts');
  const problem = await pingDatabase(url).then(() => undefined, databaseProblem);
  if (problem) {
    console.error(`configuration valid, but the database at ${where(url)} cannot be used: ${problem}`);
    return 1;
  }
  console.log(`configuration valid; database at ${where(url)} reachable`);
  return 0;
}
