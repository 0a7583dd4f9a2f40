import { badUserInput } from '../../errors/index.ts';
import type { Resolvers } from '../../generated/resolvers.ts';
import { fromGlobalId, type NodeType, opaqueTypeOf } from '../../identity/globalId.ts';
import type { GatewayContext } from '../context.ts';
import type { NodeModel, NodeSource } from './nodeFetcher.ts';

/** Most ids one `nodes` call takes (the same bound as a connection page). */
const maxNodes = 100;

/** How each Node type is fetched again; the domains provide them (src/resolvers/index.ts wires them in). */
export type NodeSources = Readonly<Record<NodeType, NodeSource>>;

/**
 * Which GraphQL type an object fetched through `node`/`nodes` is. Models carry no type tag of their own, and a
 * WeakMap keeps it that way: loaders may hand the same model object to other fields.
 */
const nodeTypeOf = new WeakMap<NodeModel, NodeType>();

async function fetchNode(
  sources: NodeSources,
  id: string,
  argument: string,
  ctx: GatewayContext,
): Promise<NodeModel | null> {
  const decoded = fromGlobalId(id);
  const source = decoded && sources[decoded.type];
  if (!decoded || !source?.isKey(decoded.key)) {
    const opaque = decoded ? undefined : opaqueTypeOf(id);
    const message = opaque
      ? `is the id of a ${opaque}, which is not a Node: node cannot fetch it (read it where it was listed)`
      : 'is not a global id issued by this API';
    throw badUserInput([{ path: argument, rule: 'INVALID_ID', message }]);
  }
  const node = await source.fetch(decoded.key, ctx, argument);
  if (node) nodeTypeOf.set(node, decoded.type);
  return node;
}

/**
 * `node`, `nodes` and `Node.__resolveType` over the domains' node sources: this module sits below the domains, so
 * they are handed in rather than imported.
 */
export const nodeResolvers = (sources: NodeSources): Resolvers => ({
  Query: {
    node: (_parent, { id }, ctx) => fetchNode(sources, id, 'id', ctx),
    // Each id fails or succeeds on its own, as the schema promises; loaders collapse repeated ids into one call.
    // graphql-js turns an Error in a list into an error for that entry alone; the type cannot say so.
    nodes: (_parent, { ids }, ctx) => {
      // Each distinct id may cost a provider call: one operation must not fan out without bound.
      if (ids.length > maxNodes)
        throw badUserInput([{ path: 'ids', rule: 'TOO_LONG', message: `must hold at most ${maxNodes} ids` }]);
      return Promise.all(
        ids.map((id, i) => fetchNode(sources, id, `ids.${i}`, ctx).catch((err: unknown) => err as NodeModel)),
      );
    },
  },
  Node: {
    __resolveType: (node) => nodeTypeOf.get(node) ?? null,
  },
});
