import type { Resolvers } from '../generated/resolvers.ts';
import type { NodeFetcher } from './nodeFetcher.ts';

// STUB: replaced by the resolver author of this domain.
export const payoutsResolvers: Resolvers = {};
export const fetchPayoutNode: NodeFetcher = async () => null;
