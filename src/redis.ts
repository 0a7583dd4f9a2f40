import { Redis } from 'ioredis';

/**
 * A connected Redis client for `REDIS_URL`. Connects eagerly so that a wrong URL fails at start-up rather than on
 * the first payout; few retries per command, so a Redis outage surfaces as an error instead of a hang.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  return redis;
}
