import type { Redis } from 'ioredis';
import { fingerprint } from './keys.ts';
import {
  type BeginResult,
  beginAgainst,
  defaultIdempotencyTtlMs,
  type IdempotencyRecord,
  type IdempotencyStore,
} from './store.ts';

/** Replaces the value of KEYS[1] by ARGV[2] (with PX ARGV[3]) only while it still is ARGV[1]. */
const compareAndSet = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  return 1
end
return 0`;

/** Options of {@link RedisIdempotencyStore}. */
export interface RedisIdempotencyStoreOptions {
  /** Prepended to every key; default `idem:`. Tests use a unique prefix per run. */
  keyPrefix?: string;
  /** Record lifetime (Redis `PX`); {@link defaultIdempotencyTtlMs} by default. */
  ttlMs?: number;
  /** Whether `close()` disconnects the client (true when the store created it). */
  ownsClient?: boolean;
  /** Secret of the input fingerprints. Replicas sharing the store must share it (IDEMPOTENCY_FINGERPRINT_KEY). */
  fingerprintKey: string | Buffer;
}

/**
 * A store shared by every gateway replica. The claim is one `SET key value NX PX ttl`: Redis lets exactly one
 * request create the record, so two replicas never both send the same payout. Records are JSON.
 */
export class RedisIdempotencyStore implements IdempotencyStore {
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #ttlMs: number;
  readonly #ownsClient: boolean;
  readonly #fingerprintKey: string | Buffer;

  constructor(redis: Redis, options: RedisIdempotencyStoreOptions) {
    this.#redis = redis;
    this.#prefix = options.keyPrefix ?? 'idem:';
    this.#ttlMs = options.ttlMs ?? defaultIdempotencyTtlMs;
    this.#ownsClient = options.ownsClient ?? false;
    this.#fingerprintKey = options.fingerprintKey;
  }

  fingerprint(input: unknown): string {
    return fingerprint(input, this.#fingerprintKey);
  }

  async begin<R>(key: string, fingerprint: string): Promise<BeginResult<R>> {
    const pending = JSON.stringify({
      state: 'pending',
      fingerprint,
      startedAt: Date.now(),
    } satisfies IdempotencyRecord);
    // A record can expire between the failed SET and the GET; then the key is free and we try to claim it again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const claimed = await this.#redis.set(this.#key(key), pending, 'PX', this.#ttlMs, 'NX');
      if (claimed === 'OK') return { status: 'started' };
      const existing = await this.#redis.get(this.#key(key));
      if (existing === null) continue;
      const answer = beginAgainst<R>(JSON.parse(existing) as IdempotencyRecord, fingerprint, Date.now());
      if (answer.status !== 'locked') return answer;
      // Take the locked key over only if nobody changed it since we read it: one retry settles it at a time.
      const taken = await this.#redis.eval(compareAndSet, 1, this.#key(key), existing, pending, this.#ttlMs);
      if (taken === 1) return answer;
    }
    throw new Error('idempotency key kept expiring while being claimed');
  }

  async complete(key: string, fingerprint: string, result: unknown): Promise<void> {
    await this.#write(key, { state: 'completed', fingerprint, result });
  }

  async lockUnknown(key: string, fingerprint: string): Promise<void> {
    await this.#write(key, { state: 'unknown', fingerprint });
  }

  async abandon(key: string): Promise<void> {
    await this.#redis.del(this.#key(key));
  }

  async close(): Promise<void> {
    if (this.#ownsClient) await this.#redis.quit();
  }

  async #write(key: string, record: IdempotencyRecord): Promise<void> {
    await this.#redis.set(this.#key(key), JSON.stringify(record), 'PX', this.#ttlMs);
  }

  #key(key: string): string {
    return `${this.#prefix}${key}`;
  }
}
