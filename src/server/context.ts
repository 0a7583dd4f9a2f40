import type { IncomingMessage } from 'node:http';
import type { Authenticate } from '../auth/authenticate.ts';
import { createDataSources, type DataSourceSettings } from '../datasources/create.ts';
import type { UpstreamClient } from '../datasources/index.ts';
import { requestIdFor } from '../http/requestIds.ts';
import type { IdempotencyObserver } from '../idempotency/index.ts';
import type { IdSigner } from '../identity/signing.ts';
import type { LivePollers } from '../live/index.ts';
import { createLoaders } from '../loaders/index.ts';
import type { Logger } from '../logger.ts';
import { KnownAccountEntities } from '../resolvers/common/knownAccountEntities.ts';
import type { WalletCatalog } from '../resolvers/common/wallets.ts';
import type { GatewayContext, PayoutInstrumentRules } from '../resolvers/context.ts';
import { specPayoutInstrumentRules } from '../resolvers/payouts/input.ts';
import type { BinCache } from '../stores/binCache/index.ts';
import type { IdempotencyStore, RequestLedger } from '../stores/idempotency/index.ts';
import type { LinkStore } from '../stores/links/index.ts';
import type { PayoutOwnershipStore } from '../stores/ownership/index.ts';

export type { GatewayContext };

/** What the context factory builds every request's context from. */
export interface ContextDeps {
  readonly upstream: UpstreamClient;
  readonly idempotency: IdempotencyStore;
  /** The idempotency records listed per entity. */
  readonly ledger: RequestLedger;
  /** Told of idempotency replays and conflicts (metrics); absent: nobody counts them. */
  readonly idempotencyObserver?: IdempotencyObserver;
  readonly links: LinkStore;
  /** The BIN data of earlier lookups (Redis or memory), for prefix lookups. */
  readonly binCache: BinCache;
  readonly logger: Logger;
  readonly ownership: PayoutOwnershipStore;
  /** The caller of a request (API key or JWT; open access lets everyone in), or a 401. */
  readonly authenticate: Authenticate;
  /** The wallets callers may name (UPSTREAM_WALLETS added to the schema's enum). */
  readonly wallets: WalletCatalog;
  /** The payout version's instrument rules; the spec's when not given. */
  readonly payoutInstrumentRules?: PayoutInstrumentRules;
  /** The process's live-status pollers, shared by every subscription. */
  readonly live: LivePollers;
  /** Signs payout ids (GLOBAL_ID_KEY). */
  readonly ids: IdSigner;
  /** What the data sources read of the provider settings (UPSTREAM_STATEMENT_PAGE_PARAMS). */
  readonly dataSources: DataSourceSettings;
}

export function createContextFactory(deps: ContextDeps): (req: IncomingMessage) => Promise<GatewayContext> {
  const dataSources = createDataSources(deps.upstream, deps.dataSources);
  const accountEntities = new KnownAccountEntities();
  return async (req) => {
    const { caller, entitlement } = await deps.authenticate(req.headers.authorization);
    // The id the HTTP layer answers in x-request-id: the caller's own when harmless, so its logs and ours join.
    const requestId = requestIdFor(req);
    return {
      requestId,
      caller,
      entitlement,
      // A silent logger writes nothing: a child per request (its bindings masked for card numbers) would be waste.
      logger: deps.logger.isLevelEnabled('fatal') ? deps.logger.child({ requestId, caller }) : deps.logger,
      dataSources,
      loaders: createLoaders(dataSources, deps.ownership),
      idempotency: deps.idempotency,
      ledger: deps.ledger,
      idempotencyObserver: deps.idempotencyObserver,
      links: deps.links,
      binCache: deps.binCache,
      ownership: deps.ownership,
      wallets: deps.wallets,
      payoutInstrumentRules: deps.payoutInstrumentRules ?? specPayoutInstrumentRules,
      live: deps.live,
      accountEntities,
      ids: deps.ids,
    };
  };
}
