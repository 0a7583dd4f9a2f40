import type { Resolvers } from '../../generated/resolvers.ts';
import { createCardOnFileSale } from './createCardOnFileSale.ts';
import { saleEnums } from './index.ts';

export const salesResolvers: Resolvers = {
  Mutation: {
    createCardOnFileSale: (_parent, { input }, ctx) => {
      // Before validation too: another entity's sale is neither sent nor replayed from the store.
      ctx.entitlement.check(input.merchant.entity, 'input.merchant.entity');
      return createCardOnFileSale(input, ctx);
    },
  },
  CardOnFileSale: {
    outcome: (sale) => saleEnums.outcome(sale.rawOutcome),
  },
  SaleCard: {
    fundingType: (card) => saleEnums.fundingType(card.rawFundingType),
    // The names PayoutCard and CardBin use; the view (which the idempotency store keeps) holds the provider's.
    last4: (card) => card.last4Digits,
    brands: (card) => (card.brand === null ? [] : [card.brand]),
  },
  RiskFactor: {
    type: (risk) => saleEnums.riskType(risk.rawType),
    risk: (risk) => saleEnums.riskLevel(risk.rawRisk),
    detail: (risk) => saleEnums.riskDetail(risk.rawDetail),
  },
};
