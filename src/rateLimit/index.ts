import type { RedisConnection } from '../stores/index.ts';
import { documentSizeAdmission } from './documentSize.ts';
import { CallerBudgets, type RateLimitOptions } from './limiter.ts';
import { type RateLimitObserver, rateLimitPlugin } from './plugin.ts';

export { documentOperationCost } from './cost.ts';
export { CallerBudgets, type RateLimitOptions } from './limiter.ts';
export type { RateLimitObserver, RefusalReason } from './plugin.ts';

/**
 * Rate limits as an install, from RATE_LIMIT_*: the caller budgets (in Redis when given the stores' connection,
 * see `createStores`, else in memory), the Apollo plugin charging each operation, and the HTTP layer's admission of
 * a document by its size. Undefined when rate limiting is off (0 points): no operation is costed or charged.
 */
export function installRateLimits(
  settings: RateLimitOptions,
  redis: RedisConnection | undefined,
  observer: RateLimitObserver | undefined,
) {
  if (settings.points === 0) return undefined;
  const budgets = new CallerBudgets(settings, redis);
  return {
    budgets,
    plugin: rateLimitPlugin(budgets, observer),
    admitDocument: documentSizeAdmission(budgets, observer),
  };
}
