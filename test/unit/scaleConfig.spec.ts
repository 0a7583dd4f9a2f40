import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

const shared = {
  REDIS_URL: 'redis://127.0.0.1:6390',
  DATABASE_URL: 'postgres://gateway@127.0.0.1:5433/records',
  IDEMPOTENCY_FINGERPRINT_KEY: 'k'.repeat(32),
};

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

describe('WORKERS and the stream caps', () => {
  it('runs one process by default, with caps of 20 streams per caller and 5000 in all, and a 5 s multipart heartbeat', () => {
    const config = loadConfig({});
    expect({ scale: config.scale, streams: config.streams }).toEqual({
      scale: { workers: 1 },
      streams: { maxPerCaller: 20, maxTotal: 5_000, heartbeatMs: 5_000 },
    });
  });

  it('takes a number of workers, or auto for one per CPU, with PostgreSQL and Redis', () => {
    expect(loadConfig({ ...shared, WORKERS: '4' }).scale.workers).toBe(4);
    expect(loadConfig({ ...shared, WORKERS: 'auto' }).scale.workers).toBe(availableParallelism());
  });

  it('refuses several workers without PostgreSQL or Redis, naming what is missing, in development too', () => {
    const why =
      'the worker processes must share idempotency records and payout ownership (PostgreSQL), rate limit budgets ' +
      'and live status (Redis).';
    expect(problemsOf({ WORKERS: '2', NODE_ENV: 'development' })).toEqual([
      `WORKERS=2 (2 processes) needs DATABASE_URL and REDIS_URL: ${why} Set DATABASE_URL and REDIS_URL, or WORKERS=1`,
    ]);
    // Redis alone keeps each worker's money records in its own memory: a retry on the other worker would pay twice.
    expect(problemsOf({ WORKERS: '2', REDIS_URL: shared.REDIS_URL })).toEqual([
      `WORKERS=2 (2 processes) needs DATABASE_URL: ${why} Set DATABASE_URL, or WORKERS=1`,
    ]);
    expect(
      problemsOf({
        WORKERS: '2',
        DATABASE_URL: shared.DATABASE_URL,
        IDEMPOTENCY_FINGERPRINT_KEY: 'k'.repeat(32),
      }),
    ).toEqual([`WORKERS=2 (2 processes) needs REDIS_URL: ${why} Set REDIS_URL, or WORKERS=1`]);
  });

  it.each(['0', '-1', '2.5', 'two', '257'])('refuses WORKERS=%j with the rule', (value) => {
    expect(problemsOf({ ...shared, WORKERS: value })).toEqual([
      'WORKERS: must be a whole number from 1 to 256, or auto (one per CPU)',
    ]);
  });

  it('takes WORKERS="" as unset: one process', () => {
    expect(loadConfig({ WORKERS: '' }).scale).toEqual({ workers: 1 });
  });
});
