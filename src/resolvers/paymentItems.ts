import type { Resolvers } from '../generated/resolvers.ts';
import type { NodeFetcher } from './nodeFetcher.ts';

// STUB: replaced by the resolver author of this domain.
export const paymentItemsResolvers: Resolvers = {};
export const fetchPaymentItemNode: NodeFetcher = async () => null;
