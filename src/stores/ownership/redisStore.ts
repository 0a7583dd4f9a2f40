import { storeCall } from '../errors.ts';
import { keyPrefixes, ownershipKey, wholeTtlMs } from '../keys.ts';
import type { RedisConnection } from '../redis.ts';
import { type PayoutOwnership, type PayoutOwnershipStore, readOwnership } from './store.ts';

/**
 * `replaces` (store.ts) in one atomic step: set when absent, or over a found record (no amount) of the same
 * entity; otherwise the stored record stands.
 */
const rememberCreated = `
local stored = redis.call('GET', KEYS[1])
if stored then
  local ok, record = pcall(cjson.decode, stored)
  if not ok or type(record) ~= 'table' or record.amount ~= nil or record.entity ~= ARGV[3] then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

/** Options of {@link RedisOwnershipStore}. */
export interface RedisOwnershipStoreOptions {
  readonly ttlMs: number;
  /** Prepended to every key; `keyPrefixes.ownership` by default. */
  readonly keyPrefix?: string;
}

/**
 * Ownership records shared by every replica: one `SET key json PX ttl NX` per payout found by reference, so the
 * first one stands; for what `createPayout` sent, a script that also replaces a found record of the same entity.
 */
export class RedisOwnershipStore implements PayoutOwnershipStore {
  readonly #redis: RedisConnection;
  readonly #prefix: string;
  readonly #ttlMs: number;

  constructor(redis: RedisConnection, options: RedisOwnershipStoreOptions) {
    this.#redis = redis;
    this.#prefix = options.keyPrefix ?? keyPrefixes.ownership;
    this.#ttlMs = wholeTtlMs(options.ttlMs);
  }

  async remember(location: string, ownership: PayoutOwnership): Promise<void> {
    const key = this.#prefix + ownershipKey(location);
    const json = JSON.stringify(ownership);
    await storeCall('payout ownership', () =>
      ownership.amount === undefined
        ? this.#redis.set(key, json, 'PX', this.#ttlMs, 'NX')
        : this.#redis.eval(rememberCreated, 1, key, json, this.#ttlMs, ownership.entity),
    );
  }

  async ownerOf(location: string): Promise<PayoutOwnership | undefined> {
    const key = this.#prefix + ownershipKey(location);
    const text = await storeCall('payout ownership', () => this.#redis.get(key));
    return text === null ? undefined : readOwnership(text);
  }

  /** One read per location: this backend is on its way out (the ownership records belong in PostgreSQL). */
  async getMany(locations: readonly string[]): Promise<ReadonlyMap<string, PayoutOwnership>> {
    const records = await Promise.all(locations.map((location) => this.ownerOf(location)));
    const found = new Map<string, PayoutOwnership>();
    records.forEach((record, i) => {
      const location = locations[i];
      if (record !== undefined && location !== undefined) found.set(location, record);
    });
    return found;
  }
}
