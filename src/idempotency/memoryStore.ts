import { ephemeralFingerprintKey, fingerprint } from './keys.ts';
import {
  type BeginResult,
  beginAgainst,
  defaultIdempotencyTtlMs,
  type IdempotencyRecord,
  type IdempotencyStore,
} from './store.ts';

/** Options of {@link MemoryIdempotencyStore}. */
export interface MemoryIdempotencyStoreOptions {
  /** Record lifetime; {@link defaultIdempotencyTtlMs} by default. */
  ttlMs?: number;
  /** Milliseconds since the epoch; injectable so that tests move time instead of waiting. */
  now?: () => number;
  /** Secret of the input fingerprints; a random one by default (records die with the process anyway). */
  fingerprintKey?: string | Buffer;
}

const SWEEP_EVERY = 1000;

/**
 * An in-process store for a single gateway replica. Records are kept as JSON text, like the Redis store keeps
 * them, so that a replayed result is a fresh copy and a non-JSON result fails here as it would there.
 */
export class MemoryIdempotencyStore implements IdempotencyStore {
  readonly #records = new Map<string, { json: string; expiresAt: number }>();
  readonly #ttlMs: number;
  readonly #now: () => number;
  #operations = 0;
  readonly #fingerprintKey: string | Buffer;

  constructor(options: MemoryIdempotencyStoreOptions = {}) {
    this.#ttlMs = options.ttlMs ?? defaultIdempotencyTtlMs;
    this.#now = options.now ?? Date.now;
    this.#fingerprintKey = options.fingerprintKey ?? ephemeralFingerprintKey();
  }

  fingerprint(input: unknown): string {
    return fingerprint(input, this.#fingerprintKey);
  }

  async begin<R>(key: string, fingerprint: string): Promise<BeginResult<R>> {
    this.#sweepSometimes();
    const existing = this.#read(key);
    const answer: BeginResult<R> = existing
      ? beginAgainst<R>(existing, fingerprint, this.#now())
      : { status: 'started' };
    // Read and write happen in one turn of the event loop: the claim is atomic.
    if (answer.status === 'started' || answer.status === 'locked') {
      this.#write(key, { state: 'pending', fingerprint, startedAt: this.#now() });
    }
    return answer;
  }

  async complete(key: string, fingerprint: string, result: unknown): Promise<void> {
    this.#write(key, { state: 'completed', fingerprint, result });
  }

  async lockUnknown(key: string, fingerprint: string): Promise<void> {
    this.#write(key, { state: 'unknown', fingerprint });
  }

  async abandon(key: string): Promise<void> {
    this.#records.delete(key);
  }

  async close(): Promise<void> {}

  #read(key: string): IdempotencyRecord | undefined {
    const entry = this.#records.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#records.delete(key);
      return undefined;
    }
    return JSON.parse(entry.json) as IdempotencyRecord;
  }

  #write(key: string, record: IdempotencyRecord): void {
    this.#records.set(key, { json: JSON.stringify(record), expiresAt: this.#now() + this.#ttlMs });
  }

  // Expired records are otherwise only dropped when their key comes back; sweep now and then to bound memory.
  #sweepSometimes(): void {
    this.#operations += 1;
    if (this.#operations % SWEEP_EVERY !== 0) return;
    const now = this.#now();
    for (const [key, entry] of this.#records) if (entry.expiresAt <= now) this.#records.delete(key);
  }
}
