import type { Fixtures } from '../upstream/fixtures.ts';

/** What a baseline server is told by the benchmark: where the upstream is and the data the scenarios ask about. */
export interface BaselineEnv {
  readonly upstreamUrl: string;
  readonly fixtures: Fixtures;
  /** The naive gateway's idempotency record (bench/baselines/naiveRecord.ts); absent: no record. */
  readonly databaseUrl?: string | undefined;
}

/** The variables the benchmark sets for a baseline process (see {@link readBaselineEnv}). */
export function baselineEnvVars(env: BaselineEnv): Record<string, string> {
  const vars = { BENCH_UPSTREAM_URL: env.upstreamUrl, BENCH_FIXTURES: JSON.stringify(env.fixtures) };
  return env.databaseUrl === undefined ? vars : { ...vars, BENCH_DATABASE_URL: env.databaseUrl };
}

/** Reads the variables {@link baselineEnvVars} set; throws naming a missing one. */
export function readBaselineEnv(env: NodeJS.ProcessEnv): BaselineEnv {
  const { BENCH_UPSTREAM_URL: upstreamUrl, BENCH_FIXTURES: fixtures, BENCH_DATABASE_URL: databaseUrl } = env;
  if (!upstreamUrl || !fixtures) throw new Error('BENCH_UPSTREAM_URL and BENCH_FIXTURES are required');
  return { upstreamUrl, fixtures: JSON.parse(fixtures) as Fixtures, databaseUrl: databaseUrl || undefined };
}

/** Basic credentials of the upstream, as an Authorization header value. */
export function basicAuthorization(f: Fixtures): string {
  return `Basic ${Buffer.from(`${f.username}:${f.password}`).toString('base64')}`;
}
