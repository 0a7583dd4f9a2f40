import { storeCall } from '../errors.ts';
import { keyPrefixes, wholeTtlMs } from '../keys.ts';
import type { RedisConnection } from '../redis.ts';
import type { LinkStore, Locate } from './store.ts';

/** Options of {@link RedisLinkStore}. */
export interface RedisLinkStoreOptions {
  readonly locate: Locate;
  /** Prepended to every key; `keyPrefixes.links` by default. */
  readonly keyPrefix?: string;
}

/**
 * Links shared by every gateway replica: one `SET key location PX ttl` per link, so Redis forgets it when the
 * resource it leads to (a challenge) is no longer usable. The value is the bare location text.
 */
export class RedisLinkStore implements LinkStore {
  readonly #redis: RedisConnection;
  readonly #locate: Locate;
  readonly #prefix: string;

  constructor(redis: RedisConnection, options: RedisLinkStoreOptions) {
    this.#redis = redis;
    this.#locate = options.locate;
    this.#prefix = options.keyPrefix ?? keyPrefixes.links;
  }

  async remember(key: string, href: string, ttlMs: number): Promise<void> {
    // Outside the store call: a link to another origin is a refusal, not the store being unavailable.
    const location = this.#locate(href);
    const px = wholeTtlMs(ttlMs);
    await storeCall('link', () => this.#redis.set(this.#prefix + key, location, 'PX', px));
  }

  async recall(key: string): Promise<string | undefined> {
    return (await storeCall('link', () => this.#redis.get(this.#prefix + key))) ?? undefined;
  }
}
