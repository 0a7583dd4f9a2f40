/** Options of {@link OwedWrites}. */
export interface OwedWritesOptions {
  /** Pause between two passes over the owed writes. */
  readonly retryEveryMs: number;
  /** How long a write is retried before it is given up (its request is then settled as a lost answer). */
  readonly keepMs: number;
  /** Most writes kept; the oldest is given up first. */
  readonly max: number;
}

interface Owed {
  readonly write: () => Promise<unknown>;
  readonly until: number;
}

/**
 * Writes the store owes: an answer that could not be stored while the store was down (the request was paid and
 * answered), or the void of a claim the gateway gave up on. Retried in the background until the store takes them,
 * so that a reference settles within moments of the store's return instead of waiting for its claim's deadline.
 * One per name: a later write of a name replaces an earlier one (the store names an answer and a void apart, so a
 * retry's claim voided never displaces an answer still owed). In memory, bounded in number and time: what a
 * process loses this way (it stopped, or the store stayed down longer) is settled as a lost answer by the next
 * retry once the claim's deadline has passed. The timer does not keep the process alive.
 */
export class OwedWrites {
  readonly #owed = new Map<string, Owed>();
  readonly #options: OwedWritesOptions;
  #timer: NodeJS.Timeout | undefined;
  #flushing = false;

  constructor(options: OwedWritesOptions) {
    this.#options = options;
  }

  /** Keeps `write` under `name`, to be retried from the next pass on. */
  owe(name: string, write: () => Promise<unknown>): void {
    this.#owed.delete(name);
    if (this.#owed.size >= this.#options.max) {
      const oldest = this.#owed.keys().next().value;
      if (oldest !== undefined) this.#owed.delete(oldest);
    }
    this.#owed.set(name, { write, until: Date.now() + this.#options.keepMs });
    this.#schedule();
  }

  #schedule(): void {
    if (this.#timer || this.#flushing) return;
    this.#timer = setTimeout(() => void this.#flush(), this.#options.retryEveryMs);
    this.#timer.unref();
  }

  /** One pass, oldest first; it stops at the first failure (the store is still down) until the next. */
  async #flush(): Promise<void> {
    this.#timer = undefined;
    this.#flushing = true;
    try {
      for (const [name, owed] of [...this.#owed]) {
        if (owed.until <= Date.now()) {
          this.#owed.delete(name);
          continue;
        }
        try {
          await owed.write();
        } catch {
          break;
        }
        if (this.#owed.get(name) === owed) this.#owed.delete(name);
      }
    } finally {
      this.#flushing = false;
    }
    if (this.#owed.size > 0) this.#schedule();
  }
}
