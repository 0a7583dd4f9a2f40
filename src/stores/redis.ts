import { Redis } from 'ioredis';

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
  const redis = new Redis(url, {
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
