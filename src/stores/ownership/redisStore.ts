import type { Redis } from 'ioredis';
import { ownershipKey, type PayoutOwnership, type PayoutOwnershipStore, readOwnership } from './store.ts';

/** Options of {@link RedisOwnershipStore}. */
export interface RedisOwnershipStoreOptions {
  readonly ttlMs: number;
  /** Prepended to every key; default `payout-owner:`. */
  readonly keyPrefix?: string;
  /** Whether `close()` disconnects the client (true when the store created it). */
  readonly ownsClient?: boolean;
}

/** Ownership records shared by every replica: one `SET key json PX ttl NX` per payout, so the first one stands. */
export class RedisOwnershipStore implements PayoutOwnershipStore {
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #ttlMs: number;
  readonly #ownsClient: boolean;

  constructor(redis: Redis, options: RedisOwnershipStoreOptions) {
    this.#redis = redis;
    this.#prefix = options.keyPrefix ?? 'payout-owner:';
    this.#ttlMs = Math.max(1, Math.ceil(options.ttlMs));
    this.#ownsClient = options.ownsClient ?? false;
  }

  async remember(location: string, ownership: PayoutOwnership): Promise<void> {
    const key = this.#prefix + ownershipKey(location);
    await this.#redis.set(key, JSON.stringify(ownership), 'PX', this.#ttlMs, 'NX');
  }

  async ownerOf(location: string): Promise<PayoutOwnership | undefined> {
    const text = await this.#redis.get(this.#prefix + ownershipKey(location));
    return text === null ? undefined : readOwnership(text);
  }

  async close(): Promise<void> {
    if (this.#ownsClient) await this.#redis.quit();
  }
}
