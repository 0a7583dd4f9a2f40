/**
 * One client's view of a poller: the values published to it, in order, as an async iterator that ends after a
 * final value or when the client leaves. Written by hand rather than as an async generator: a generator cannot be
 * ended while it awaits the next value, and a departed client must stop counting as a watcher at once (the last
 * one leaving stops the polling).
 */
export class Watcher<T> implements AsyncIterableIterator<T> {
  private readonly queue: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | undefined;
  private done = false;

  constructor(
    private readonly isFinal: (value: T) => boolean,
    private readonly onLeave: (watcher: Watcher<T>) => void,
  ) {}

  /** Delivers a value (the current state first, then each change). */
  push(value: T): void {
    if (this.done) return;
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = undefined;
      this.deliver(value, waiting);
    } else {
      this.queue.push(value);
    }
  }

  /** Ends the stream without a final value (the gateway shuts down). */
  end(): void {
    void this.return();
  }

  next(): Promise<IteratorResult<T>> {
    const value = this.queue.shift();
    if (value !== undefined) return new Promise((resolve) => this.deliver(value, resolve));
    if (this.done) return Promise.resolve({ done: true, value: undefined });
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<T>> {
    if (!this.done) {
      this.done = true;
      this.queue.length = 0;
      this.onLeave(this);
    }
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.({ done: true, value: undefined });
    return Promise.resolve({ done: true, value: undefined });
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }

  private deliver(value: T, resolve: (result: IteratorResult<T>) => void): void {
    resolve({ done: false, value });
    // The final value is the last one: the client's next read ends the stream.
    if (this.isFinal(value)) void this.return();
  }
}
