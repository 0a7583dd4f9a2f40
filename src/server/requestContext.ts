import { type AuthSettings, createAuthenticator } from '../auth/authenticate.ts';
import type { UpstreamClient } from '../datasources/upstream/client.ts';
import type { IdempotencyObserver } from '../idempotency/index.ts';
import type { LivePollers } from '../live/index.ts';
import type { Logger } from '../logger.ts';
import { WalletCatalog } from '../resolvers/common/wallets.ts';
import type { PayoutInstrumentRules } from '../resolvers/context.ts';
import type { Stores } from '../stores/index.ts';
import { createContextFactory } from './context.ts';

/** What the provider's settings say about the requests' context: extra wallets, the payout version's rules. */
interface ProviderRules {
  readonly wallets: ReadonlyMap<string, string>;
  readonly payoutInstrumentRules: PayoutInstrumentRules;
}

/**
 * Every request's context, from the authentication settings (API_KEYS, JWT_*), the provider's rules and the parts
 * started before it: the upstream client, the stores, the live pollers, the metrics when on (`observer`).
 */
export function requestContext(
  auth: AuthSettings,
  provider: ProviderRules,
  parts: {
    upstream: UpstreamClient;
    stores: Stores;
    observer: IdempotencyObserver | undefined;
    live: LivePollers;
    logger: Logger;
  },
) {
  const { upstream, stores, observer, live, logger } = parts;
  const wallets = new WalletCatalog(provider.wallets);
  const authenticate = createAuthenticator(auth, logger);
  return createContextFactory({
    upstream,
    idempotency: stores.idempotency,
    ledger: stores.ledger,
    idempotencyObserver: observer,
    links: stores.links,
    logger,
    ownership: stores.ownership,
    authenticate,
    wallets,
    payoutInstrumentRules: provider.payoutInstrumentRules,
    live,
  });
}
