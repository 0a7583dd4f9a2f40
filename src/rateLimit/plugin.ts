import type { ApolloServerPlugin } from '@apollo/server';
import { costExceedsLimit, rateLimited } from '../errors/factories.ts';
import type { GatewayContext } from '../resolvers/context.ts';
import { documentOperationCost } from './cost.ts';
import type { Budget, CallerBudgets } from './limiter.ts';

/**
 * Charges every operation's cost (see `costModel`) to its caller's budget once the operation is known and before
 * any resolver runs, so a refused operation never reaches the provider. Every answer reports the budget in
 * `extensions.rateLimit: { cost, limit, remaining, resetAt }`, as Shopify's and GitHub's APIs do; an operation
 * refused before its cost was known (unparsable, invalid) reports the budget uncharged.
 */
export function rateLimitPlugin(budgets: CallerBudgets): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      let budget: Budget | undefined;
      return {
        async didResolveOperation({ contextValue, document, operation, request, schema }) {
          if (!operation) return;
          const cost = documentOperationCost(schema, document, operation, request.variables);
          const charge = await budgets.charge(contextValue.caller, cost);
          budget = charge.budget;
          if (charge.allowed) return;
          throw 'exceedsLimit' in charge
            ? costExceedsLimit(cost, charge.budget.limit)
            : rateLimited(charge.retryAfterMs);
        },
        async willSendResponse({ contextValue, response }) {
          if (response.body.kind !== 'single') return;
          budget ??= await budgets.peek(contextValue.caller);
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, rateLimit: budget };
        },
      };
    },
  };
}
