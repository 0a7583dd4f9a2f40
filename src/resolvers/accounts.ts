import type { Resolvers } from '../generated/resolvers.ts';
import type { NodeFetcher } from './nodeFetcher.ts';

// STUB: replaced by the resolver author of this domain.
export const accountsResolvers: Resolvers = {};
export const fetchAccountNode: NodeFetcher = async () => null;
