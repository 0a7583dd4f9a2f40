/**
 * Relay global IDs: `base64url("<Type>:<key>")`. The key is the provider's own identity (an account number, a
 * payment id, a payout's resource path, a merchant's entity), so `node(id:)` can fetch the object again without any
 * lookup table.
 */
const nodeTypes = ['Account', 'PaymentItem', 'Payout', 'Merchant'] as const;
export type NodeType = (typeof nodeTypes)[number];

export interface DecodedId {
  readonly type: NodeType;
  readonly key: string;
}

export function toGlobalId(type: NodeType, key: string): string {
  return Buffer.from(`${type}:${key}`, 'utf8').toString('base64url');
}

/**
 * Types whose ids take the global ids' form but are not Nodes: `node` cannot fetch them (a statement entry has no
 * provider read of its own), and says so rather than calling the id foreign.
 */
const opaqueTypes = ['StatementItem', 'MoneyRequest'] as const;
export type OpaqueIdType = (typeof opaqueTypes)[number];

/** An opaque id of a type `node` does not take, in the global ids' form (a client cache needs it unique). */
export function toOpaqueId(type: OpaqueIdType, key: string): string {
  return Buffer.from(`${type}:${key}`, 'utf8').toString('base64url');
}

/** The type and key of any id of our form, or undefined. */
function decode(id: string): { readonly type: string; readonly key: string } | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(id)) return undefined;
  const text = Buffer.from(id, 'base64url').toString('utf8');
  const colon = text.indexOf(':');
  if (colon <= 0 || colon === text.length - 1) return undefined;
  return { type: text.slice(0, colon), key: text.slice(colon + 1) };
}

/** The type and key of a global ID, or undefined when it is not one of ours. */
export function fromGlobalId(id: string): DecodedId | undefined {
  const decoded = decode(id);
  if (!decoded || !(nodeTypes as readonly string[]).includes(decoded.type)) return undefined;
  return { type: decoded.type as NodeType, key: decoded.key };
}

/** The type of an id this API issued for something that is not a Node (`StatementItem.id`), or undefined. */
export function opaqueTypeOf(id: string): OpaqueIdType | undefined {
  const type = decode(id)?.type;
  return opaqueTypes.find((opaque) => opaque === type);
}
