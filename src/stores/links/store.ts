/**
 * Turns a provider link into its location on the provider's origin (path and query, no scheme or host), refusing
 * a link to another origin. The gateway passes `UpstreamClient.locationOf`.
 */
export type Locate = (href: string) => string;

/**
 * Links the provider handed out in one answer that a later, separate request must follow (the `3ds:verify` link of
 * a challenged authentication, used by `verify3ds`). Shared by replicas when it lives in Redis.
 *
 * Only locations are kept: no host (the upstream client resolves them against its configured origin, so a stored
 * value can never send our credentials elsewhere), and never credentials or card data. Keys are hashes (see
 * `linkKey` in ../keys.ts) so that no caller-chosen text becomes a store key. The Redis store rejects with
 * `StoreUnavailableError` when Redis cannot be reached.
 */
export interface LinkStore {
  /** Keeps the location of `href` under `key` for `ttlMs`; throws when `href` is not on the provider's origin. */
  remember(key: string, href: string, ttlMs: number): Promise<void>;
  /** The remembered location, or `undefined` when there is none (never remembered here, expired). */
  recall(key: string): Promise<string | undefined>;
}
