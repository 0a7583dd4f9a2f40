import { badUserInput, type RuleCode, ruleCodes } from '../errors/index.ts';
import { fromGlobalId, type NodeType } from '../identity/globalId.ts';
import type { NodeSources } from '../resolvers/common/node.ts';

/**
 * The keys of each entity, in the order `schema/federation/entities.graphql` declares them (a unit test holds the
 * two together). `id` is the global id; any other key field holds the node key itself (an account number, a
 * payment id), so both kinds end at the same node source as `Query.node`.
 * @internal Exported for the test that holds it to the @key fields of schema/federation/entities.graphql.
 */
// A merchant is a Node but no entity of the subgraph: a neighbour subgraph has nothing to extend it with yet.
export const entityKeys: Readonly<Record<Exclude<NodeType, 'Merchant'>, readonly string[]>> = {
  Account: ['accountNumber', 'id'],
  Payout: ['id'],
  PaymentItem: ['paymentId', 'id'],
};

const entityTypes = Object.keys(entityKeys) as (keyof typeof entityKeys)[];

/** One representation read: which type, the node key to fetch it by, and where it came from (for errors). */
export interface EntityReference {
  readonly type: NodeType;
  readonly key: string;
  /** The representation's key field as an input path, e.g. `representations.0.accountNumber`. */
  readonly field: string;
}

function invalid(path: string, rule: RuleCode, message: string): never {
  throw badUserInput([{ path, rule, message }]);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entity type a representation names in `__typename`; BAD_USER_INPUT naming the rule otherwise. */
function typeOf(representation: Record<string, unknown>, path: string): keyof typeof entityKeys {
  const typename = representation.__typename;
  const field = `${path}.__typename`;
  if (typename === undefined || typename === null) invalid(field, ruleCodes.REQUIRED, 'is required');
  if (typeof typename !== 'string') invalid(field, ruleCodes.INVALID_TYPE, 'must be a string');
  const type = entityTypes.find((t) => t === typename);
  if (!type) {
    invalid(field, ruleCodes.NOT_ALLOWED, `must name an entity type: ${entityTypes.join(', ')}`);
  }
  return type;
}

/**
 * Reads one representation of `_entities` at input path `path` (`representations.<i>`): its `__typename` must be an
 * entity type and it must hold the fields of one of that type's keys (the first declared key present is used).
 * The values themselves are never repeated in an error: a caller may have put anything there, card numbers included.
 */
export function readRepresentation(value: unknown, path: string, sources: NodeSources): EntityReference {
  if (!isRecord(value)) {
    invalid(path, ruleCodes.INVALID_TYPE, 'must be an object with `__typename` and the fields of one key');
  }
  const type = typeOf(value, path);
  const keys = entityKeys[type];
  const keyField = keys.find((k) => value[k] !== undefined && value[k] !== null);
  if (keyField === undefined) {
    const names = keys.map((k) => `\`${k}\``).join(' or ');
    invalid(path, ruleCodes.REQUIRED, `must hold the fields of one key of ${type}: ${names}`);
  }
  const field = `${path}.${keyField}`;
  const keyValue = value[keyField];
  if (typeof keyValue !== 'string') invalid(field, ruleCodes.INVALID_TYPE, 'must be a string');
  const source = sources[type];
  if (keyField === 'id') {
    const decoded = fromGlobalId(keyValue);
    if (decoded?.type !== type || !source.isKey(decoded.key)) {
      invalid(field, ruleCodes.INVALID_ID, `is not a ${type} id issued by this API`);
    }
    return { type, key: decoded.key, field };
  }
  if (!source.isKey(keyValue)) invalid(field, ruleCodes.INVALID_FORMAT, `is not a valid ${type}.${keyField}`);
  return { type, key: keyValue, field };
}
