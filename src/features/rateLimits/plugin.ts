import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLError } from 'graphql';
import { costExceedsLimit, rateLimited } from '../../errors/factories.ts';
import type { GatewayContext } from '../../resolvers/context.ts';
import { documentOperationCost } from './cost.ts';
import type { Budget, CallerBudgets } from './limiter.ts';
import { refusalCost, refusedBeforeNetwork } from './refusals.ts';

/** Why an operation was refused: its caller's budget is spent for now, or it costs more than a whole window. */
type RefusalReason = 'rateLimited' | 'costExceedsLimit';

/** Hears about refused operations, e.g. to count them as metrics. Must not throw. */
export interface RateLimitObserver {
  refused(reason: RefusalReason): void;
}

/**
 * Charges every operation's cost (see `costModel`) to its caller's budget once the operation is known and before
 * any resolver runs, so a refused operation never reaches the provider. Every answer reports the budget in
 * `extensions.rateLimit: { cost, limit, remaining, resetAt }`, as Shopify's and GitHub's APIs do; an operation
 * refused before its cost was known (unparsable, invalid) reports the budget uncharged.
 *
 * The whole cost is charged before anything runs, so the budget bounds the work an operation can start; an
 * operation then refused before the network (refusals.ts: bad input, nothing answered) is given back all but
 * {@link refusalCost} of it. Refusals still cost a point each (validation is work, and a flood of them is
 * limited), and a caller can never get more work than its budget paid for in advance.
 */
export function rateLimitPlugin(
  budgets: CallerBudgets,
  observer?: RateLimitObserver,
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      let budget: Budget | undefined;
      return {
        async didResolveOperation({ contextValue, document, operation, request, schema }) {
          if (!operation) return;
          const cost = documentOperationCost(schema, document, operation, request.variables);
          const charged = await chargeOrRefuse(budgets, contextValue.caller, cost, observer);
          budget = charged.budget;
          if (charged.refused) throw charged.refused;
        },
        async willSendResponse({ contextValue, response }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (budget && budget.cost > refusalCost && refusedBeforeNetwork(result)) {
            budget = await budgets.refund(contextValue.caller, budget.cost, refusalCost);
          }
          budget ??= await budgets.peek(contextValue.caller);
          result.extensions = { ...result.extensions, rateLimit: budget };
        },
      };
    },
  };
}

/** Charges `cost` to `caller`: the budget after it and, when refused, the error saying why (told to `observer`). */
export async function chargeOrRefuse(
  budgets: CallerBudgets,
  caller: string,
  cost: number,
  observer?: RateLimitObserver,
): Promise<{ readonly budget: Budget; readonly refused?: GraphQLError }> {
  const charge = await budgets.charge(caller, cost);
  if (charge.allowed) return { budget: charge.budget };
  observer?.refused('exceedsLimit' in charge ? 'costExceedsLimit' : 'rateLimited');
  const refused =
    'exceedsLimit' in charge ? costExceedsLimit(cost, charge.budget.limit) : rateLimited(charge.retryAfterMs);
  return { budget: charge.budget, refused };
}
