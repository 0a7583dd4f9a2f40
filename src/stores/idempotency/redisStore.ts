import { randomUUID } from 'node:crypto';
import { storeCall } from '../errors.ts';
import { clusterPrefix, keyPrefixes, wholeTtlMs } from '../keys.ts';
import type { OwnershipAt, PayoutOwnershipStore } from '../ownership/index.ts';
import type { RedisConnection } from '../redis.ts';
import { fingerprint } from './fingerprint.ts';
import { adoptEpochScript, beginScript, claimSingleUseScript, compareAndSet } from './redisScripts.ts';
import {
  type BeginResult,
  beginAgainst,
  type Distrust,
  defaultIdempotencyTtlMs,
  defaultSettleMs,
  type IdempotencyRecord,
  type IdempotencyStore,
  rememberFirst,
} from './store.ts';

/** Options of {@link RedisIdempotencyStore}. */
export interface RedisIdempotencyStoreOptions {
  /**
   * Prepended to every key; `keyPrefixes.idempotency` by default. Tests use a unique prefix per run. On a Redis
   * Cluster it becomes a hash tag (`clusterPrefix`).
   */
  keyPrefix?: string;
  /** Record lifetime (Redis `PX`); {@link defaultIdempotencyTtlMs} by default. Also how long a loss is distrusted. */
  ttlMs?: number;
  /** Secret of the input fingerprints. Replicas sharing the store must share it (IDEMPOTENCY_FINGERPRINT_KEY). */
  fingerprintKey: string | Buffer;
  /** See {@link IdempotencyStore.settleMs}. */
  settleMs?: number;
  /**
   * Where `complete` keeps a payout's ownership record (the gateway's Redis ownership store). Written before the
   * answer, in its own round trip: on a cluster the two stores' keys live in different slots, so no one script
   * can write both.
   */
  ownership?: PayoutOwnershipStore;
}

type BeginReply = [epoch: string, since: string, left: number, claimed: number, existing: string];

/**
 * A store shared by every gateway replica. The claim is a `SET key value NX PX ttl`: Redis lets exactly one
 * request create the record, so two replicas never both send the same payout. Records are JSON. The same round
 * trip checks the sentinel (see redisScripts.ts), so a Redis that lost its data is noticed on the next request.
 * Call {@link RedisIdempotencyStore.start} before use.
 */
export class RedisIdempotencyStore implements IdempotencyStore {
  readonly settleMs: number;
  readonly #redis: RedisConnection;
  readonly #prefix: string;
  readonly #ttlMs: number;
  readonly #fingerprintKey: string | Buffer;
  readonly #ownership: PayoutOwnershipStore | undefined;
  #epoch: string = randomUUID();

  constructor(redis: RedisConnection, options: RedisIdempotencyStoreOptions) {
    this.#redis = redis;
    const prefix = options.keyPrefix ?? keyPrefixes.idempotency;
    // On a cluster the begin script's three keys must share a slot (keys.ts).
    this.#prefix = redis.isCluster ? clusterPrefix(prefix) : prefix;
    this.#ttlMs = wholeTtlMs(options.ttlMs ?? defaultIdempotencyTtlMs);
    this.#fingerprintKey = options.fingerprintKey;
    this.settleMs = options.settleMs ?? defaultSettleMs;
    this.#ownership = options.ownership;
  }

  /** Writes the sentinel if absent and adopts the epoch found, so replicas started together agree on it. */
  async start(): Promise<this> {
    const found = await this.#call(() => this.#redis.eval(adoptEpochScript, 1, this.#sentinel, this.#epoch));
    if (typeof found === 'string') this.#epoch = found;
    return this;
  }

  fingerprint(input: unknown): string {
    return fingerprint(input, this.#fingerprintKey);
  }

  async begin<R>(key: string, fingerprint: string): Promise<BeginResult<R>> {
    const now = Date.now();
    const pending = JSON.stringify({
      state: 'pending',
      fingerprint,
      startedAt: now,
    } satisfies IdempotencyRecord);
    // A record can expire between the failed claim and the takeover; then the key is free and we claim it again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const keys = [this.#key(key), this.#sentinel, this.#distrustKey];
      const reply = (await this.#call(() =>
        this.#redis.eval(beginScript, 3, ...keys, pending, this.#ttlMs, this.#epoch, now),
      )) as BeginReply;
      const [epoch, since, left, claimed, existing] = reply;
      // Another replica may have re-written the sentinel after a loss: adopt it, the distrust key says the rest.
      this.#epoch = epoch;
      if (claimed === 1) {
        const distrust: Distrust | undefined =
          left > 0 ? { untilMs: now + left, lostAtMs: Number(since) } : undefined;
        return { status: 'started', ...(distrust ? { distrust } : {}) };
      }
      if (existing === '') continue;
      const answer = beginAgainst<R>(JSON.parse(existing) as IdempotencyRecord, fingerprint, now);
      if (answer.status !== 'locked') return answer;
      // Take the locked key over only if nobody changed it since we read it: one retry settles it at a time.
      const taken = await this.#call(() =>
        this.#redis.eval(compareAndSet, 1, this.#key(key), existing, pending, this.#ttlMs),
      );
      if (taken === 1) return answer;
    }
    throw new Error('idempotency key kept expiring while being claimed');
  }

  async complete(key: string, fingerprint: string, result: unknown, owner?: OwnershipAt): Promise<void> {
    await rememberFirst(this.#ownership, owner);
    await this.#write(key, { state: 'completed', fingerprint, result });
  }

  async lockUnknown(key: string, fingerprint: string, sentAt: number): Promise<void> {
    await this.#write(key, { state: 'unknown', fingerprint, sentAt });
  }

  async abandon(key: string): Promise<void> {
    await this.#call(() => this.#redis.del(this.#key(key)));
  }

  async claimSingleUse(valueKey: string, owner: string): Promise<boolean> {
    const key = `${this.#prefix}single-use:${valueKey}`;
    return (await this.#call(() => this.#redis.eval(claimSingleUseScript, 1, key, owner, this.#ttlMs))) === 1;
  }

  async releaseSingleUse(valueKey: string): Promise<void> {
    await this.#call(() => this.#redis.del(`${this.#prefix}single-use:${valueKey}`));
  }

  async #write(key: string, record: IdempotencyRecord): Promise<void> {
    await this.#call(() => this.#redis.set(this.#key(key), JSON.stringify(record), 'PX', this.#ttlMs));
  }

  #call<T>(command: () => Promise<T>): Promise<T> {
    return storeCall('idempotency', command);
  }

  get #sentinel(): string {
    return `${this.#prefix}sentinel`;
  }

  get #distrustKey(): string {
    return `${this.#prefix}distrust`;
  }

  #key(key: string): string {
    return `${this.#prefix}${key}`;
  }
}
