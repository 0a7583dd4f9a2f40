import { ConfigError, loadConfig, unknownSettingsOf } from '../config.ts';
import { StartupError } from '../settings/startupError.ts';
import { unknownSettingLine } from '../settings/unknownNames.ts';
import { checkDatabase } from './checkDatabase.ts';

/**
 * `--check`: what start-up needs, checked without starting. The settings parse (the same rules as start-up, every
 * secret file read), every name looks known, the trusted-documents manifest reads and checks as start-up reads it,
 * and with DATABASE_URL the database answers, its migrations are applied or pending with a role able to apply them
 * (src/commands/checkDatabase.ts), and Redis, which start-up connects to eagerly, answers. What a deploy runs before
 * it migrates and switches traffic, or an operator after editing the settings: exit 0 with one line, or 1 with one
 * line per problem. The provider is not tried: start-up does not call it.
 */
export async function check(env: Record<string, string | undefined>): Promise<number> {
  // A typo of a setting would run with its default: refused here, one line each, with the name it likely meant.
  const unknown = unknownSettingsOf(env).map(unknownSettingLine);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    // Without valid settings there is no database or manifest to try: what is wrong with them is all there is.
    return refuse([...err.problems, ...unknown]);
  }
  const problems = [
    ...unknown,
    ...(await manifestProblems(config.trustedDocuments?.manifestPath)),
    ...(await redisProblems(config.stores)),
  ];
  const database = await checkDatabase(config.stores);
  problems.push(...database.problems);
  if (problems.length > 0) return refuse(problems);
  console.log(`configuration valid${database.summary}`);
  return 0;
}

function refuse(problems: readonly string[]): number {
  for (const problem of problems) console.error(problem);
  return 1;
}

/**
 * The manifest read and checked by the trusted-documents feature's own loader, the one start-up runs: a missing,
 * unreadable or mismatched manifest stops start-up, so it fails the check with start-up's words.
 */
async function manifestProblems(path: string | undefined): Promise<string[]> {
  if (path === undefined) return [];
  const { loadTrustedDocuments } = await import('../features/trustedDocuments/manifest.ts');
  try {
    loadTrustedDocuments(path, true);
    return [];
  } catch (err) {
    if (!(err instanceof StartupError)) throw err;
    return [err.message];
  }
}

/** With REDIS_URL, a connection as start-up opens it (src/stores/redis.ts), closed at once; its one line if it fails. */
async function redisProblems(stores: ReturnType<typeof loadConfig>['stores']): Promise<string[]> {
  if (!stores.redisUrl) return [];
  const { connectRedis } = await import('../stores/redis.ts');
  try {
    const redis = await connectRedis(stores.redisUrl, { cluster: stores.redisCluster });
    redis.disconnect();
    return [];
  } catch (err) {
    if (err instanceof StartupError) return [err.message];
    return [`REDIS_URL: ${err instanceof Error ? err.message : 'cannot connect'}`];
  }
}
