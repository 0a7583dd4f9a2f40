import { badUserInput } from '../errors/index.ts';
import type { NodeType } from '../identity/globalId.ts';
import type { NodeSources } from '../resolvers/common/node.ts';
import type { NodeModel } from '../resolvers/common/nodeFetcher.ts';
import type { GatewayContext } from '../resolvers/context.ts';
import { readRepresentation } from './representation.ts';

/** Most representations one `_entities` call takes: the bound of `nodes`, for the same reason (provider calls). */
const maxRepresentations = 100;

/**
 * Which entity type each object `_entities` returned is (for `_Entity.__resolveType`). Models carry no type tag,
 * and a WeakMap keeps it so: loaders hand the same model object to other fields.
 */
const entityTypeOf = new WeakMap<NodeModel, NodeType>();

export function resolveEntityType(entity: NodeModel): NodeType | null {
  return entityTypeOf.get(entity) ?? null;
}

/**
 * One representation fetched through the node source `node` uses: the same loaders (a resource asked for twice in
 * one request is fetched once) and the same authorization (another entity's payout is FORBIDDEN naming the key
 * field; another entity's account or payment item reads as null, exactly like one that does not exist).
 */
async function fetchEntity(
  representation: unknown,
  index: number,
  sources: NodeSources,
  ctx: GatewayContext,
): Promise<NodeModel | null> {
  const { type, key, field } = readRepresentation(representation, `representations.${index}`, sources);
  const entity = await sources[type].fetch(key, ctx, field);
  if (entity) entityTypeOf.set(entity, type);
  return entity;
}

/**
 * `_entities`: each representation answers or fails on its own, in the order given. An Error in the list becomes an
 * error for that entry alone (graphql-js), with null in its place.
 */
export function resolveEntities(
  representations: readonly unknown[],
  sources: NodeSources,
  ctx: GatewayContext,
): Promise<(NodeModel | null)[]> {
  if (representations.length > maxRepresentations) {
    throw badUserInput([
      {
        path: 'representations',
        rule: 'TOO_LONG',
        message: `must hold at most ${maxRepresentations} representations`,
      },
    ]);
  }
  return Promise.all(
    representations.map((representation, i) =>
      fetchEntity(representation, i, sources, ctx).catch((err: unknown) => err as NodeModel),
    ),
  );
}
