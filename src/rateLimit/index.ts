import type { RedisConnection } from '../stores/index.ts';
import { CallerBudgets, type RateLimitOptions } from './limiter.ts';

export { documentOperationCost } from './cost.ts';
export { documentSizeAdmission } from './documentSize.ts';
export { CallerBudgets, type RateLimitOptions } from './limiter.ts';
export { type RateLimitObserver, type RefusalReason, rateLimitPlugin } from './plugin.ts';

/**
 * The caller budgets for `options`, in Redis when given the stores' connection (see `createStores`), else in
 * memory; undefined when rate limiting is off (0 points).
 */
export function createCallerBudgets(
  options: RateLimitOptions,
  redis: RedisConnection | undefined,
): CallerBudgets | undefined {
  if (options.points === 0) return undefined;
  return new CallerBudgets(options, redis);
}
