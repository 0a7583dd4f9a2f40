import { maskCardNumbers, receiptCardNumber } from '../contract/index.ts';
import type { Area } from './area.ts';
import { maskCardData } from './masking.ts';

/** One provider request as the sandbox saw it, with credentials removed and card data masked. */
export interface LoggedRequest {
  readonly seq: number;
  readonly area: Area;
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
  status: number;
}

const hiddenHeaders = new Set(['authorization', 'cookie', 'proxy-authorization']);

/** How many entries a log keeps by default: plenty for any test, bounded for a sandbox left running for days. */
const defaultRequestLogCapacity = 10_000;

/**
 * The newest `capacity` provider requests, oldest dropped first, so a long-running sandbox's memory stays flat.
 * `total` counts every request ever recorded (clearing does not reset it), for callers that count calls.
 */
export class RequestLog {
  // A ring: once full, `next` is both the slot to overwrite and the oldest entry.
  private entries: LoggedRequest[] = [];
  private next = 0;
  private seq = 0;

  constructor(readonly capacity: number = defaultRequestLogCapacity) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError('capacity must be a positive integer');
  }

  record(
    entry: Omit<LoggedRequest, 'seq' | 'headers' | 'body' | 'query'> & {
      headers: Record<string, unknown>;
      query: Record<string, string>;
      body: unknown;
    },
  ) {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(entry.headers)) {
      if (hiddenHeaders.has(name.toLowerCase()) || value === undefined) continue;
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const logged: LoggedRequest = {
      ...entry,
      // A card number has no place in a URL, but a caller may still put one there.
      path: maskCardNumbers(entry.path, receiptCardNumber),
      seq: ++this.seq,
      headers,
      query: maskCardData(entry.query) as Record<string, string>,
      body: maskCardData(entry.body),
    };
    if (this.entries.length < this.capacity) this.entries.push(logged);
    else {
      this.entries[this.next] = logged;
      this.next = (this.next + 1) % this.capacity;
    }
    return logged;
  }

  /** The kept entries, oldest first. */
  list(): readonly LoggedRequest[] {
    if (this.next === 0) return this.entries;
    return [...this.entries.slice(this.next), ...this.entries.slice(0, this.next)];
  }

  /** Requests recorded since this log was created, including those dropped or cleared since. */
  get total(): number {
    return this.seq;
  }

  clear(): void {
    this.entries = [];
    this.next = 0;
  }
}
