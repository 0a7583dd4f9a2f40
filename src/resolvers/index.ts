import type { Resolvers } from '../generated/resolvers.ts';
import { scalarResolvers } from '../scalars/index.ts';
import { accountNode, accountsResolvers } from './accounts/resolvers.ts';
import { cardBinResolvers } from './cardBin/resolvers.ts';
import { type NodeSources, nodeResolvers } from './common/node.ts';
import { merchantNode } from './merchant/node.ts';
import { merchantResolvers } from './merchant/resolvers.ts';
import { mergeDomainResolvers } from './mergeDomainResolvers.ts';
import { moneyRequestsResolvers } from './moneyRequests/resolvers.ts';
import { paymentItemNode, paymentItemsResolvers } from './paymentItems/resolvers.ts';
import { payoutLinkResolvers } from './payouts/links.ts';
import { payoutNode, payoutsResolvers } from './payouts/resolvers.ts';
import { salesResolvers } from './sales/resolvers.ts';
import { startStatements, statementsResolvers } from './statements/resolvers.ts';
import { threeDsResolvers } from './threeDs/resolvers.ts';

/** How each Node type is fetched again by its key: `node`/`nodes` and the federation's `_entities` share them. */
export const nodeSources: NodeSources = {
  Account: accountNode,
  PaymentItem: paymentItemNode,
  Payout: payoutNode,
  Merchant: merchantNode,
};

/** Every domain's resolvers as one map for Apollo. */
export const resolvers: Resolvers = mergeDomainResolvers([
  scalarResolvers as Resolvers,
  nodeResolvers(nodeSources),
  // An account's statement is read beside the account's lookup, not after it (see startStatements).
  accountsResolvers({ statement: startStatements }),
  statementsResolvers,
  paymentItemsResolvers,
  payoutsResolvers,
  salesResolvers,
  threeDsResolvers,
  cardBinResolvers,
  merchantResolvers,
  moneyRequestsResolvers,
  payoutLinkResolvers,
]);
