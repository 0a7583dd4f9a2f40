import { connectRedis } from '../stores/redis.ts';
import { CallerBudgets, type RateLimitOptions } from './limiter.ts';

export { CallerBudgets, type RateLimitOptions } from './limiter.ts';
export { rateLimitPlugin } from './plugin.ts';

/**
 * The caller budgets for `options`, in Redis when `redisUrl` is set (on a connection of their own), else in memory;
 * undefined when rate limiting is off (0 points).
 */
export async function createCallerBudgets(
  options: RateLimitOptions,
  redisUrl: string | undefined,
): Promise<{ readonly budgets: CallerBudgets; close(): Promise<void> } | undefined> {
  if (options.points === 0) return undefined;
  if (!redisUrl) return { budgets: new CallerBudgets(options), close: async () => {} };
  const redis = await connectRedis(redisUrl);
  return {
    budgets: new CallerBudgets(options, redis),
    close: async () => {
      await redis.quit();
    },
  };
}
