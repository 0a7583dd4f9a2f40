import type { Redis } from 'ioredis';
import { type LinkStore, type Locate, wholeTtlMs } from './store.ts';

/** Options of {@link RedisLinkStore}. */
export interface RedisLinkStoreOptions {
  readonly locate: Locate;
  /** Prepended to every key; default `links:`. */
  readonly keyPrefix?: string;
  /** Whether `close()` disconnects the client (true when the store created it). */
  readonly ownsClient?: boolean;
}

/**
 * Links shared by every gateway replica: one `SET key location PX ttl` per link, so Redis forgets it when the
 * resource it leads to (a challenge) is no longer usable. The value is the bare location text.
 */
export class RedisLinkStore implements LinkStore {
  readonly #redis: Redis;
  readonly #locate: Locate;
  readonly #prefix: string;
  readonly #ownsClient: boolean;

  constructor(redis: Redis, options: RedisLinkStoreOptions) {
    this.#redis = redis;
    this.#locate = options.locate;
    this.#prefix = options.keyPrefix ?? 'links:';
    this.#ownsClient = options.ownsClient ?? false;
  }

  async remember(key: string, href: string, ttlMs: number): Promise<void> {
    await this.#redis.set(this.#prefix + key, this.#locate(href), 'PX', wholeTtlMs(ttlMs));
  }

  async recall(key: string): Promise<string | undefined> {
    return (await this.#redis.get(this.#prefix + key)) ?? undefined;
  }

  async close(): Promise<void> {
    if (this.#ownsClient) await this.#redis.quit();
  }
}
