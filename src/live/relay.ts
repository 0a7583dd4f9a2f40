/**
 * How the pollers of one resource on several replicas share one poll (REDIS_URL): a short lease says which replica
 * polls; it publishes each change, which every replica's watchers receive, and keeps the last state for replicas
 * whose first watcher arrives later. States travel as JSON text (plain views, never card data).
 */
export interface LiveRelay {
  /**
   * Whether the relay can be reached now (Redis connected). When not, each poller polls for itself at once, without
   * asking it (a command would wait for the reconnection attempts) and without a line per poll: the store's health
   * logs the outage once.
   */
  available(): boolean;
  /** Takes or renews the lease on `key` for `ttlMs`; true when this replica holds it and should poll. */
  lead(key: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease up (its last watcher left), so another replica can take over at once. */
  release(key: string): Promise<void>;
  /** Stores `text` as the last state of `key` (for `ttlMs`) and, when it `changed`, publishes it. */
  share(key: string, text: string, changed: boolean, ttlMs: number): Promise<void>;
  /** The last state shared for `key`, if any is still kept. */
  last(key: string): Promise<string | undefined>;
  /** Calls `onState` with every state published for `key` from now on; resolves to the way to stop. */
  listen(key: string, onState: (text: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
