import type { Redis } from 'ioredis';

/** Options of {@link connectRedis}. */
export interface ConnectRedisOptions {
  /** Longest wait for one command's answer (a Redis that hangs); none by default. */
  commandTimeoutMs?: number;
}

/**
 * A connected Redis client for `REDIS_URL`: the process opens one, in `createStores`. Connects eagerly so that a wrong URL fails at start-up rather than on
 * the first payout; few retries per command, so a Redis outage surfaces as an error instead of a hang.
 */
export async function connectRedis(url: string, options: ConnectRedisOptions = {}): Promise<Redis> {
  // Loaded only when a REDIS_URL is set: a memory-only process (the default) then never holds ioredis's code
  // and objects (about 2 MB of heap).
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    ...(options.commandTimeoutMs === undefined ? {} : { commandTimeout: options.commandTimeoutMs }),
  });
  // Failures reach the caller of each command; without a listener ioredis would also print every failed
  // reconnection of an outage to stderr as an "unhandled error event".
  redis.on('error', () => {});
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  return redis;
}
