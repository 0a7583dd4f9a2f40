import type { Resolvers } from '../generated/resolvers.ts';
import type { NodeModel } from '../resolvers/common/nodeFetcher.ts';
import type { GatewayContext } from '../resolvers/context.ts';
import { resolvers as defaultResolvers, nodeSources } from '../resolvers/index.ts';
import { mergeDomainResolvers } from '../resolvers/mergeDomainResolvers.ts';
import { anyScalar } from './anyScalar.ts';
import { resolveEntities, resolveEntityType } from './entities.ts';
import { subgraphTypeDefs } from './subgraphSdl.ts';

/** The schema as a Federation 2 subgraph: what the server builds instead of the default one. */
export interface Subgraph {
  readonly typeDefs: string[];
  readonly resolvers: Resolvers;
}

/**
 * The default schema (`defaultTypeDefs`, the domains' resolvers) plus what the Federation 2 subgraph specification
 * asks for: `@key`s on Account, Payout and PaymentItem, `_service` and `_entities`. Written against the
 * specification rather than with `@apollo/subgraph`, whose Elastic-licensed dependencies we do not take on; the
 * specification is these two fields.
 */
export function federationSubgraph(defaultTypeDefs: readonly string[]): Subgraph {
  const { typeDefs, sdl } = subgraphTypeDefs(defaultTypeDefs);
  const service = { sdl };
  const federation: Resolvers = {
    _Any: anyScalar,
    Query: {
      _service: () => service,
      _entities: (
        _parent: unknown,
        { representations }: { representations: readonly unknown[] },
        ctx: GatewayContext,
      ) => resolveEntities(representations, nodeSources, ctx),
    },
    _Entity: {
      __resolveType: (entity: NodeModel) => resolveEntityType(entity),
    },
  };
  return { typeDefs, resolvers: mergeDomainResolvers([defaultResolvers, federation]) };
}
