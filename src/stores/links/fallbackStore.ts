import { StoreUnavailableError } from '../errors.ts';
import type { LinkStore } from './store.ts';

/**
 * The links in Redis, and in this process while Redis cannot be reached. A link is a shortcut, not a record
 * (without it `verify3ds` posts to the documented path), so a Redis outage must neither fail a request nor log per
 * request: links made during it are kept here, where this replica finds them, and the others fall back to the
 * documented path. A link kept here is still found after Redis is back, until it expires.
 */
export class FallbackLinkStore implements LinkStore {
  constructor(
    private readonly shared: LinkStore,
    private readonly local: LinkStore,
    /** Whether the shared store can be reached now; when not, it is not asked at all. */
    private readonly sharedReady: () => boolean,
  ) {}

  async remember(key: string, href: string, ttlMs: number): Promise<void> {
    if (this.sharedReady()) {
      try {
        return await this.shared.remember(key, href, ttlMs);
      } catch (error) {
        // A link to another origin is refused here as there; only unavailability falls back.
        if (!(error instanceof StoreUnavailableError)) throw error;
      }
    }
    await this.local.remember(key, href, ttlMs);
  }

  async recall(key: string): Promise<string | undefined> {
    if (this.sharedReady()) {
      try {
        const found = await this.shared.recall(key);
        if (found !== undefined) return found;
      } catch (error) {
        if (!(error instanceof StoreUnavailableError)) throw error;
      }
    }
    return this.local.recall(key);
  }
}
