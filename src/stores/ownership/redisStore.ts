import type { Redis } from 'ioredis';
import { storeCall } from '../errors.ts';
import { keyPrefixes, ownershipKey, wholeTtlMs } from '../keys.ts';
import { type PayoutOwnership, type PayoutOwnershipStore, readOwnership } from './store.ts';

/** Options of {@link RedisOwnershipStore}. */
export interface RedisOwnershipStoreOptions {
  readonly ttlMs: number;
  /** Prepended to every key; `keyPrefixes.ownership` by default. */
  readonly keyPrefix?: string;
}

/** Ownership records shared by every replica: one `SET key json PX ttl NX` per payout, so the first one stands. */
export class RedisOwnershipStore implements PayoutOwnershipStore {
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #ttlMs: number;

  constructor(redis: Redis, options: RedisOwnershipStoreOptions) {
    this.#redis = redis;
    this.#prefix = options.keyPrefix ?? keyPrefixes.ownership;
    this.#ttlMs = wholeTtlMs(options.ttlMs);
  }

  async remember(location: string, ownership: PayoutOwnership): Promise<void> {
    const key = this.#prefix + ownershipKey(location);
    await storeCall('payout ownership', () =>
      this.#redis.set(key, JSON.stringify(ownership), 'PX', this.#ttlMs, 'NX'),
    );
  }

  async ownerOf(location: string): Promise<PayoutOwnership | undefined> {
    const key = this.#prefix + ownershipKey(location);
    const text = await storeCall('payout ownership', () => this.#redis.get(key));
    return text === null ? undefined : readOwnership(text);
  }
}
