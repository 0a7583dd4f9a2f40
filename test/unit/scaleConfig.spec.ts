import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

const redis = { REDIS_URL: 'redis://127.0.0.1:6390', IDEMPOTENCY_FINGERPRINT_KEY: 'k'.repeat(32) };

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
  it('runs one process by default, with caps of 20 streams per caller and 5000 in all', () => {
    expect(loadConfig({}).scale).toEqual({ workers: 1, streams: { maxPerCaller: 20, maxTotal: 5_000 } });
  });

  it('takes a number of workers, or auto for one per CPU, with Redis', () => {
    expect(loadConfig({ ...redis, WORKERS: '4' }).scale.workers).toBe(4);
    expect(loadConfig({ ...redis, WORKERS: 'auto' }).scale.workers).toBe(availableParallelism());
  });

  it('refuses several workers without Redis, naming the variables, in development too', () => {
    expect(problemsOf({ WORKERS: '2', NODE_ENV: 'development' })).toEqual([
      'WORKERS=2 (2 processes) needs REDIS_URL (and IDEMPOTENCY_FINGERPRINT_KEY): the worker processes must ' +
        'share idempotency records, rate limit budgets, payout ownership and live status. Set REDIS_URL, or WORKERS=1',
    ]);
  });

  it.each(['0', '-1', '2.5', 'two', '257', ''])('refuses WORKERS=%j with the rule', (value) => {
    expect(problemsOf({ ...redis, WORKERS: value })).toEqual([
      'WORKERS: must be a whole number from 1 to 256, or auto (one per CPU)',
    ]);
  });
});
