import { createHmac, randomBytes } from 'node:crypto';
import type { PayoutFlow, PayoutPlan } from './lifecycle.ts';

/**
 * What the sandbox remembers of a payout. No card data: the outcome is decided when the payout is accepted, and
 * duplicates are recognised by a keyed hash of the request.
 */
export interface PayoutRecord {
  /** Opaque, url-safe id in the payout's location; random, so it cannot be derived from the reference. */
  readonly id: string;
  /** Opaque id of the `payouts:update` location; only `queryRequired` payouts have one. */
  readonly updateId?: string;
  readonly flow: PayoutFlow;
  readonly entity: string;
  readonly transactionReference: string;
  readonly receivedAt: Date;
  readonly fingerprint: string;
  readonly plan: PayoutPlan;
}

export type NewPayout = Omit<PayoutRecord, 'id' | 'updateId'>;

const randomId = (): string => randomBytes(18).toString('base64url');

/** Key order and whitespace must not make two equal requests look different. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The payouts of one sandbox instance, by location, by update location and by (entity, transactionReference). */
export class PayoutStore {
  private readonly byId = new Map<string, PayoutRecord>();
  private readonly byUpdateId = new Map<string, PayoutRecord>();
  private readonly byReference = new Map<string, PayoutRecord>();
  // Keyed per instance: a plain hash of a body holding a card number could be brute-forced back to the number.
  private readonly fingerprintKey = randomBytes(32);

  constructor(private readonly newId: () => string = randomId) {}

  /** A keyed hash of the flow and the request body, for recognising a repeated request. */
  fingerprint(flow: PayoutFlow, body: unknown): string {
    return createHmac('sha256', this.fingerprintKey)
      .update(canonicalJson({ flow, body }))
      .digest('base64url');
  }

  add(payout: NewPayout): PayoutRecord {
    const record: PayoutRecord = {
      ...payout,
      id: this.newId(),
      ...(payout.plan.update ? { updateId: this.newId() } : {}),
    };
    this.byId.set(record.id, record);
    if (record.updateId) this.byUpdateId.set(record.updateId, record);
    this.byReference.set(referenceKey(record.entity, record.transactionReference), record);
    return record;
  }

  get(id: string): PayoutRecord | undefined {
    return this.byId.get(id);
  }

  getByUpdateId(updateId: string): PayoutRecord | undefined {
    return this.byUpdateId.get(updateId);
  }

  findByReference(entity: string, transactionReference: string): PayoutRecord | undefined {
    return this.byReference.get(referenceKey(entity, transactionReference));
  }

  clear(): void {
    this.byId.clear();
    this.byUpdateId.clear();
    this.byReference.clear();
  }
}

function referenceKey(entity: string, transactionReference: string): string {
  return JSON.stringify([entity, transactionReference]);
}
