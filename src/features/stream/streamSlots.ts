/** The caps on open subscription streams (STREAM_MAX_PER_CALLER, STREAM_MAX_TOTAL), per process. */
export interface StreamCaps {
  readonly maxPerCaller: number;
  readonly maxTotal: number;
}

/** Why a stream was refused: its caller holds `limit` streams already, or the process does. */
export interface StreamRefusal {
  readonly scope: 'caller' | 'total';
  readonly limit: number;
}

/** A stream's place, given back once (later calls do nothing) when the stream ends. */
export interface StreamSlot {
  release(): void;
}

/**
 * Counts the subscription streams open in this process, per caller and in total. Each open stream holds a socket,
 * a watcher and its share of a poller for as long as the client likes: without a cap one caller could take every
 * socket the process has. Counted per process, like the sockets they protect.
 */
export class StreamSlots {
  private readonly perCaller = new Map<string, number>();
  private total = 0;

  constructor(private readonly caps: StreamCaps) {}

  /** A slot for one more stream of `caller`, or why not. */
  take(caller: string): StreamSlot | StreamRefusal {
    const held = this.perCaller.get(caller) ?? 0;
    if (held >= this.caps.maxPerCaller) return { scope: 'caller', limit: this.caps.maxPerCaller };
    if (this.total >= this.caps.maxTotal) return { scope: 'total', limit: this.caps.maxTotal };
    this.perCaller.set(caller, held + 1);
    this.total += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        const left = (this.perCaller.get(caller) ?? 1) - 1;
        if (left === 0) this.perCaller.delete(caller);
        else this.perCaller.set(caller, left);
      },
    };
  }

  /** Streams open now: `caller`'s, or all of them. */
  open(caller?: string): number {
    return caller === undefined ? this.total : (this.perCaller.get(caller) ?? 0);
  }
}
