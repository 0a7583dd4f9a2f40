import type { Feature } from '../../http/feature.ts';
import type { GatewayContext } from '../../resolvers/context.ts';
import type { RedisConnection } from '../../stores/index.ts';
import { documentOperationCost } from './cost.ts';
import { documentSizeAdmission } from './documentSize.ts';
import { CallerBudgets, type RateLimitOptions } from './limiter.ts';
import { chargeOrRefuse, type RateLimitObserver, rateLimitPlugin } from './plugin.ts';

/**
 * Rate limits as a feature, from RATE_LIMIT_*: the caller budgets (in Redis when given the stores' connection, else
 * in memory), the Apollo plugin charging each operation, the size charge of a large document before it is parsed,
 * and a subscription's cost charged when its stream starts. Undefined when rate limiting is off (0 points): no
 * operation is costed or charged.
 */
export function rateLimits(
  settings: RateLimitOptions,
  redis: RedisConnection | undefined,
  observer: RateLimitObserver | undefined,
): Feature<GatewayContext> | undefined {
  if (settings.points === 0) return undefined;
  const budgets = new CallerBudgets(settings, redis);
  return {
    plugins: [rateLimitPlugin(budgets, observer)],
    admitDocument: documentSizeAdmission(budgets, observer),
    async admitSubscription(caller, { schema, document, operation, variables }) {
      const cost = documentOperationCost(schema, document, operation, variables);
      return (await chargeOrRefuse(budgets, caller, cost)).refused;
    },
  };
}
