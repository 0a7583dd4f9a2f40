import { createHmac, randomBytes } from 'node:crypto';
import type { SaleResponse } from './response.ts';

/** A sale as the sandbox keeps it: a fingerprint of the request (never its card data) and the answer given. */
export interface StoredSale {
  readonly fingerprint: string;
  readonly response: SaleResponse;
}

/** JSON with object keys sorted, so that two bodies differing only in key order fingerprint the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Card-on-file sales by (merchant entity, transactionReference), which is the sale's idempotency key: the same
 * request again replays the stored answer, another request under the same key is a conflict.
 */
export class SaleStore {
  // A per-instance secret key: fingerprints cover the card number, so a bare hash could be brute-forced.
  private readonly key = randomBytes(32);
  // Kept across clear(): a PAR names the card, not the sale, so it stays stable for the instance's lifetime.
  private readonly parKey = randomBytes(32);
  private readonly sales = new Map<string, StoredSale>();

  /**
   * A stable stand-in for the network's payment account reference: the same card gets the same 29 characters
   * within this sandbox instance. Keyed by a per-instance secret, since a PAR keyed by anything public (the seed)
   * would let a card number be brute-forced from it.
   */
  paymentAccountReference(pan: string): string {
    const mac = createHmac('sha256', this.parKey).update(pan).digest('hex').toUpperCase();
    return `SBX1${mac.slice(0, 25)}`;
  }

  /** A keyed hash of the whole request body. */
  fingerprint(body: unknown): string {
    return createHmac('sha256', this.key).update(canonical(body)).digest('hex');
  }

  find(entity: string, transactionReference: string): StoredSale | undefined {
    return this.sales.get(JSON.stringify([entity, transactionReference]));
  }

  save(entity: string, transactionReference: string, sale: StoredSale): void {
    this.sales.set(JSON.stringify([entity, transactionReference]), sale);
  }

  get size(): number {
    return this.sales.size;
  }

  clear(): void {
    this.sales.clear();
  }
}
