import type { GraphQLError } from 'graphql';
import type { DocumentAdmission, DocumentRefusal } from '../../http/feature.ts';
import type { GatewayContext } from '../../resolvers/context.ts';
import type { Budget, CallerBudgets } from './limiter.ts';
import { chargeOrRefuse, type RateLimitObserver } from './plugin.ts';

/**
 * Documents pay for their size before they are parsed. An operation's cost (cost.ts) is known only once its
 * document is parsed and validated, and parsing a large document is the expensive part: a caller with a spent
 * budget could otherwise keep the gateway parsing 900 KB documents, each refused only afterwards. Every started
 * {@link sizeUnitChars} characters of a document that long or longer cost one point, charged (or refused) first;
 * shorter documents, every ordinary operation, cost nothing here and are not looked at twice.
 */
const sizeUnitChars = 10_000;

/**
 * The points a document's text costs before parsing: 0 below {@link sizeUnitChars} characters.
 * @internal Exported for its unit test: the size-to-cost rounding, with no server.
 */
export function documentSizeCost(source: string): number {
  return source.length < sizeUnitChars ? 0 : Math.ceil(source.length / sizeUnitChars);
}

/** What the error factories put under `extensions.http` (Apollo's head of the answer). */
interface HttpHead {
  readonly status?: number;
  readonly headers?: ReadonlyMap<string, string>;
}

function refusal(error: GraphQLError, budget: Budget): DocumentRefusal {
  const { http, ...extensions } = error.extensions as { http?: HttpHead };
  return {
    status: http?.status ?? 429,
    // Retry-After; the HTTP layer's JSON answer sets the content type.
    headers: Object.fromEntries(http?.headers ?? []),
    body: { errors: [{ message: error.message, extensions }], extensions: { rateLimit: budget } },
  };
}

/** The size charge of `budgets`, answered as the rate-limit plugin answers (RATE_LIMITED, 429, Retry-After). */
export function documentSizeAdmission(
  budgets: CallerBudgets,
  observer?: RateLimitObserver,
): DocumentAdmission<GatewayContext> {
  return {
    costs: (source) => documentSizeCost(source) > 0,
    async admit(context, source) {
      const { budget, refused } = await chargeOrRefuse(
        budgets,
        context.caller,
        documentSizeCost(source),
        observer,
      );
      return refused && refusal(refused, budget);
    },
  };
}
