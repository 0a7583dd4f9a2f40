import type { Resolvers } from '../generated/resolvers.ts';

// STUB: replaced by the resolver author of this domain.
export const statementsResolvers: Resolvers = {};
