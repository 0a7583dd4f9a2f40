import { keyPrefixes, wholeTtlMs } from '../keys.ts';
import { type RedisConnection, redisReady } from '../redis.ts';
import { type BinCache, isBinKey } from './store.ts';

/** Options of {@link RedisBinCache}. */
export interface RedisBinCacheOptions {
  /** How long an entry is kept (CARD_BIN_CACHE_TTL_SECONDS); 0 keeps nothing. */
  readonly ttlMs: number;
  /** Prepended to every key; `keyPrefixes.cardBins` by default. */
  readonly keyPrefix?: string;
}

/**
 * The BIN cache shared by every replica, on the process's one Redis connection: `SET <prefix><bin> <text> PX ttl`,
 * so Redis forgets a BIN when its lifetime ends. A Redis that cannot be reached is "not cached", never an error:
 * while the connection is down Redis is not asked (a command would wait for the reconnection attempts), and a
 * failed command counts as a miss; the store health logs the outage once (stores/health.ts).
 */
export class RedisBinCache implements BinCache {
  readonly #redis: RedisConnection;
  readonly #ttlMs: number;
  readonly #prefix: string;

  constructor(redis: RedisConnection, options: RedisBinCacheOptions) {
    this.#redis = redis;
    this.#ttlMs = options.ttlMs;
    this.#prefix = options.keyPrefix ?? keyPrefixes.cardBins;
  }

  async recall(bin: string): Promise<string | undefined> {
    if (!isBinKey(bin) || !redisReady(this.#redis)) return undefined;
    try {
      return (await this.#redis.get(this.#prefix + bin)) ?? undefined;
    } catch {
      // A cache: a failed read is a miss (see the class).
      return undefined;
    }
  }

  async remember(bin: string, text: string): Promise<void> {
    if (this.#ttlMs === 0 || !isBinKey(bin) || !redisReady(this.#redis)) return;
    try {
      await this.#redis.set(this.#prefix + bin, text, 'PX', wholeTtlMs(this.#ttlMs));
    } catch {
      // A cache: a failed write leaves the BIN unknown until a later lookup (see the class).
    }
  }
}
