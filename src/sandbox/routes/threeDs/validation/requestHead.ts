import type { FieldReader, JsonObject } from '../../../http/fields.ts';

/** What every 3DS request body starts with. */
export interface RequestHead {
  /** The body itself; `{}` when there is none, so that its required fields are reported one by one. */
  readonly root: JsonObject;
  readonly merchant: JsonObject | undefined;
  readonly transactionReference: string | undefined;
  readonly entity: string | undefined;
}

const required = { required: true } as const;

/** Reads the body, `transactionReference` and `merchant.entity`, which authentication and verification share. */
export function readRequestHead(r: FieldReader, body: unknown): RequestHead {
  const root = r.object({ body }, 'body', '(body)', required) ?? {};
  const transactionReference = r.string(root, 'transactionReference', 'transactionReference', required);
  const merchant = r.object(root, 'merchant', 'merchant', required);
  const entity = r.string(merchant, 'entity', 'merchant.entity', required);
  return { root, merchant, transactionReference, entity };
}
