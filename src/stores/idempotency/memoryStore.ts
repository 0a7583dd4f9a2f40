import { LRUCache } from 'lru-cache';
import { wholeTtlMs } from '../keys.ts';
import type { OwnershipAt, PayoutOwnershipStore } from '../ownership/index.ts';
import { ephemeralFingerprintKey, fingerprint } from './fingerprint.ts';
import { type LedgerPage, type LedgerRange, pageOfLedger, type RequestLedger } from './ledger.ts';
import {
  type BeginResult,
  beginAgainst,
  claimDeadline,
  type Distrust,
  defaultAttemptMs,
  defaultIdempotencyTtlMs,
  defaultSettleMs,
  type IdempotencyRecord,
  type IdempotencyStore,
  type RecordLabel,
  rememberFirst,
  type UnattendedClaim,
} from './store.ts';

/** Default bound of the memory store: 32 MiB of records (about 45,000 payouts). */
const defaultMemoryMaxBytes = 32 * 1024 * 1024;

/** Options of {@link MemoryIdempotencyStore}. */
export interface MemoryIdempotencyStoreOptions {
  /** Record lifetime; {@link defaultIdempotencyTtlMs} by default. */
  ttlMs?: number;
  /** Milliseconds since the epoch; injectable so that tests move time instead of waiting. */
  now?: () => number;
  /** Secret of the input fingerprints; a random one by default (records die with the process anyway). */
  fingerprintKey?: string | Buffer;
  /** Most bytes of records kept (JSON length plus key); {@link defaultMemoryMaxBytes} by default. */
  maxBytes?: number;
  /** See {@link IdempotencyStore.settleMs}. */
  settleMs?: number;
  /** How long an attempt may hold its claim (see `claimDeadline`); {@link defaultAttemptMs} by default. */
  attemptMs?: number;
  /** Where `complete` keeps a payout's ownership record (the gateway's memory ownership store). */
  ownership?: PayoutOwnershipStore;
}

interface Entry {
  readonly json: string;
  readonly expiresAt: number;
  /** What the record is about and when it was created, for the ledger; absent for single-use values. */
  readonly about?: About;
}

interface About {
  /** Without its intent, which is kept as JSON text below (a fresh copy on every read, and its size counted). */
  readonly label: RecordLabel;
  readonly createdAtUs: number;
  /** `RecordLabel.intent` as JSON, until the answer is stored. */
  readonly intent?: string;
}

// Per-entry bookkeeping (map slot, entry object, expiry) beside the key and JSON, counted so that many tiny
// records cannot exceed the bound either.
const ENTRY_OVERHEAD = 96;
const singleUsePrefix = 'single-use:';

/** The ledger facts' share of an entry's size, counted like the JSON: by characters. */
function aboutSize(about: About | undefined): number {
  if (!about) return 0;
  const { operation, entity, transactionReference, requestedBy = '' } = about.label;
  const ledger = operation.length + entity.length + transactionReference.length + requestedBy.length;
  return ledger + (about.intent?.length ?? 0) + 8;
}

/** The ledger facts of a new request: its label, when, and its intent as JSON. */
function aboutOf(label: RecordLabel, createdAtUs: number): About {
  const { intent, ...ledger } = label;
  return intent === undefined
    ? { label: ledger, createdAtUs }
    : { label: ledger, createdAtUs, intent: JSON.stringify(intent) };
}

function withoutIntent(about: About): About {
  return { label: about.label, createdAtUs: about.createdAtUs };
}

/** When the POST of a record nobody is settling was sent; undefined for one that is settled or in flight. */
function unattendedSince(record: IdempotencyRecord, now: number): number | undefined {
  if (record.state === 'unknown') return record.sentAt ?? 0;
  if (record.state === 'pending' && now > claimDeadline(record)) return record.startedAt;
  return undefined;
}

/**
 * An in-process store for a single gateway replica, bounded by bytes (least recently used records go first).
 * Records are kept as JSON text, so that a replayed result is a fresh copy.
 *
 * Evicting a live record is data loss: a retry of its key would look new. So the store then
 * distrusts itself (see {@link Distrust}) until every evicted record would have expired anyway: payouts are
 * checked with the provider before being sent, sales refused. An expired record evicted is no loss. A process
 * restart loses every record too; that is not detected (the memory store is for one replica in development: see
 * docs/operations.md, production runs PostgreSQL).
 */
export class MemoryIdempotencyStore implements IdempotencyStore, RequestLedger {
  readonly settleMs: number;
  readonly #records: LRUCache<string, Entry>;
  readonly #ttlMs: number;
  readonly #attemptMs: number;
  readonly #now: () => number;
  readonly #fingerprintKey: string | Buffer;
  readonly #ownership: PayoutOwnershipStore | undefined;
  #distrust: Distrust | undefined;
  // Creation times strictly increase, so that the ledger lists requests in the order they came even within one ms.
  #lastCreatedAtUs = 0;

  constructor(options: MemoryIdempotencyStoreOptions = {}) {
    this.#ttlMs = wholeTtlMs(options.ttlMs ?? defaultIdempotencyTtlMs);
    this.#now = options.now ?? Date.now;
    this.#fingerprintKey = options.fingerprintKey ?? ephemeralFingerprintKey();
    this.settleMs = options.settleMs ?? defaultSettleMs;
    this.#attemptMs = options.attemptMs ?? defaultAttemptMs;
    this.#ownership = options.ownership;
    this.#records = new LRUCache<string, Entry>({
      maxSize: options.maxBytes ?? defaultMemoryMaxBytes,
      sizeCalculation: (entry, key) =>
        entry.json.length + key.length + aboutSize(entry.about) + ENTRY_OVERHEAD,
      dispose: (entry, key, reason) => {
        if (reason === 'evict') this.#lost(entry, key);
      },
    });
  }

  fingerprint(input: unknown): string {
    return fingerprint(input, this.#fingerprintKey);
  }

  async begin<R>(key: string, fingerprint: string, label?: RecordLabel): Promise<BeginResult<R>> {
    const existing = this.#read(key);
    const now = this.#now();
    const distrust = this.#distrust && this.#distrust.untilMs > now ? this.#distrust : undefined;
    const answer: BeginResult<R> = existing
      ? beginAgainst<R>(existing, fingerprint, now)
      : { status: 'started', ...(distrust ? { distrust } : {}) };
    // Read and write happen in one turn of the event loop: the claim is atomic.
    // A new request starts its ledger facts (when, who); a locked one taken over is the same request retried.
    const claim: IdempotencyRecord = {
      state: 'pending',
      fingerprint,
      startedAt: now,
      deadline: now + this.#attemptMs,
    };
    if (answer.status === 'started') {
      this.#lastCreatedAtUs = Math.max(now * 1000, this.#lastCreatedAtUs + 1);
      this.#write(key, claim, label ? aboutOf(label, this.#lastCreatedAtUs) : null);
    }
    if (answer.status === 'locked') this.#write(key, claim);
    return answer;
  }

  async complete(key: string, fingerprint: string, result: unknown, owner?: OwnershipAt): Promise<void> {
    await rememberFirst(this.#ownership, owner);
    // What the request asked for is done with: its ownership record keeps it.
    const about = this.#records.peek(key)?.about;
    this.#write(key, { state: 'completed', fingerprint, result }, about && withoutIntent(about));
  }

  async lockUnknown(key: string, fingerprint: string, sentAt: number): Promise<void> {
    // A stored answer stands: the attempt that gave up may have been overtaken by one that settled the request.
    if (this.#read(key)?.state === 'completed') return;
    this.#write(key, { state: 'unknown', fingerprint, sentAt });
  }

  async abandon(key: string): Promise<void> {
    this.#records.delete(key);
  }

  async claimSingleUse(valueKey: string, owner: string): Promise<boolean> {
    const held = this.#records.get(singleUsePrefix + valueKey);
    if (held && held.expiresAt > this.#now() && held.json !== owner) return false;
    this.#records.set(singleUsePrefix + valueKey, { json: owner, expiresAt: this.#now() + this.#ttlMs });
    return true;
  }

  async releaseSingleUse(valueKey: string): Promise<void> {
    this.#records.delete(singleUsePrefix + valueKey);
  }

  /** By walking every record, like `listForEntity`: fine for the one development process this store serves. */
  async takeUnattended(operation: string, limit: number, idleMs: number): Promise<UnattendedClaim[]> {
    const now = this.#now();
    const due: UnattendedClaim[] = [];
    // Least recently used first, without refreshing; collected first, written after: a write moves its record.
    for (const key of this.#records.rkeys()) {
      if (due.length >= limit) break;
      const entry = this.#records.peek(key);
      if (!entry) continue;
      const { about } = entry;
      const writtenAt = entry.expiresAt - this.#ttlMs;
      if (about?.label.operation !== operation || about.intent === undefined) continue;
      if (entry.expiresAt <= now || writtenAt > now - idleMs) continue;
      const record = JSON.parse(entry.json) as IdempotencyRecord;
      const sentAt = unattendedSince(record, now);
      if (sentAt === undefined) continue;
      due.push({ key, fingerprint: record.fingerprint, sentAt, intent: JSON.parse(about.intent) });
    }
    for (const claim of due) {
      const { fingerprint, sentAt } = claim;
      this.#write(claim.key, {
        state: 'pending',
        fingerprint,
        startedAt: sentAt,
        deadline: now + this.#attemptMs,
      });
    }
    return due;
  }

  #read(key: string): IdempotencyRecord | undefined {
    const entry = this.#records.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#records.delete(key);
      return undefined;
    }
    return JSON.parse(entry.json) as IdempotencyRecord;
  }

  /**
   * The entity's records, newest first, by walking every record: fine for the one development process this store
   * serves (at most its byte bound of records), not for production, which lists from PostgreSQL.
   */
  async listForEntity(entity: string, range: LedgerRange): Promise<LedgerPage> {
    const now = this.#now();
    const records = [];
    // `entries()` neither refreshes recency nor drops expired entries: listing changes nothing.
    for (const [key, entry] of this.#records.entries()) {
      if (entry.about?.label.entity !== entity || entry.expiresAt <= now) continue;
      const { label, createdAtUs } = entry.about;
      records.push({
        position: { createdAtUs, key },
        label,
        record: JSON.parse(entry.json) as IdempotencyRecord,
      });
    }
    return pageOfLedger(records, range, now);
  }

  /** Writes `record`; the ledger facts stay the key's unless `about` replaces them (null: the key has none). */
  #write(key: string, record: IdempotencyRecord, about?: About | null): void {
    const kept = about === undefined ? this.#records.peek(key)?.about : (about ?? undefined);
    this.#records.set(key, {
      json: JSON.stringify(record),
      expiresAt: this.#now() + this.#ttlMs,
      ...(kept ? { about: kept } : {}),
    });
  }

  /** An evicted record that had not expired: distrust until it would have, from now (the loss) on. */
  #lost(entry: Entry, key: string): void {
    const now = this.#now();
    if (entry.expiresAt <= now) return;
    const untilMs = Math.max(entry.expiresAt, this.#distrust?.untilMs ?? 0);
    // A completed record's request is over; only a pending or unknown one may still be in flight at the provider.
    const inFlight = !key.startsWith(singleUsePrefix) && !entry.json.startsWith('{"state":"completed"');
    const lostAtMs = inFlight ? now : (this.#distrust?.lostAtMs ?? 0);
    this.#distrust = { untilMs, lostAtMs };
  }
}
