/**
 * Relay global IDs: `base64url("<Type>:<key>")`. The key is the provider's own identity (an account number, a
 * payment id, a payout's resource path), so `node(id:)` can fetch the object again without any lookup table.
 */
const nodeTypes = ['Account', 'PaymentItem', 'Payout'] as const;
export type NodeType = (typeof nodeTypes)[number];

export interface DecodedId {
  readonly type: NodeType;
  readonly key: string;
}

export function toGlobalId(type: NodeType, key: string): string {
  return Buffer.from(`${type}:${key}`, 'utf8').toString('base64url');
}

/** The type and key of a global ID, or undefined when it is not one of ours. */
export function fromGlobalId(id: string): DecodedId | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(id)) return undefined;
  const text = Buffer.from(id, 'base64url').toString('utf8');
  const colon = text.indexOf(':');
  if (colon <= 0) return undefined;
  const type = text.slice(0, colon);
  const key = text.slice(colon + 1);
  if (key.length === 0 || !(nodeTypes as readonly string[]).includes(type)) return undefined;
  return { type: type as NodeType, key };
}
