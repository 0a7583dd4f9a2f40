import type { Entitlement } from '../auth/entitlement.ts';
import type { DataSources } from '../datasources/create.ts';
import type { IdempotencyObserver } from '../idempotency/index.ts';
import type { IdSigner } from '../identity/signing.ts';
import type { LivePollers } from '../live/index.ts';
import type { Loaders } from '../loaders/index.ts';
import type { Logger } from '../logger.ts';
import type { BinCache } from '../stores/binCache/index.ts';
import type { IdempotencyStore, RequestLedger } from '../stores/idempotency/index.ts';
import type { LinkStore } from '../stores/links/index.ts';
import type { PayoutOwnershipStore } from '../stores/ownership/index.ts';
import type { KnownAccountEntities } from './common/knownAccountEntities.ts';
import type { WalletCatalog } from './common/wallets.ts';

/**
 * Where payout versions differ on what an instrument may carry; the spec's version by default, a newer one by
 * configuration (UPSTREAM_PAYOUTS_NETWORK_TOKEN_BILLING_ADDRESS), so a provider upgrade needs no code.
 */
export interface PayoutInstrumentRules {
  /** Whether a `card/networkToken` payout may carry a billing address (the spec: no; newer versions: yes). */
  readonly networkTokenBillingAddress: boolean;
}

/**
 * What the domains need from a request, and all they may use; the server builds one per GraphQL request
 * (src/server/context.ts). It is declared here, beside its users, so that the arrow runs from the server down.
 */
export interface GatewayContext {
  readonly requestId: string;
  /** The API key's name or `jwt:<sub>`; `anonymous` when the gateway runs without authentication. */
  readonly caller: string;
  /** The merchant entities the caller may act for; checked before the provider is called. */
  readonly entitlement: Entitlement;
  /** Child logger tagged with the request id. */
  readonly logger: Logger;
  readonly dataSources: DataSources;
  readonly loaders: Loaders;
  /** Replays money-moving mutations instead of running them twice (DESIGN.md). */
  readonly idempotency: IdempotencyStore;
  /** What the gateway sent per merchant entity, read from the idempotency records. */
  readonly ledger: RequestLedger;
  /** Counts replays and conflicts of money-moving mutations (metrics); undefined when metrics are off. */
  readonly idempotencyObserver: IdempotencyObserver | undefined;
  /** Provider links that a later request follows (the `3ds:verify` link of a challenge). */
  readonly links: LinkStore;
  /** What the provider said about each BIN (issuer, funding type...), for prefix lookups of card forms. */
  readonly binCache: BinCache;
  /** The entity of each payout the gateway created, to authorize lookups by id. */
  readonly ownership: PayoutOwnershipStore;
  /** Wallets by name: the schema's enum and the configured ones, to provider instrument types. */
  readonly wallets: WalletCatalog;
  /** The payout version's instrument rules, checked before the provider is called. */
  readonly payoutInstrumentRules: PayoutInstrumentRules;
  /** Live status: one poller per watched resource in the process (subscriptions). */
  readonly live: LivePollers;
  /** The entity of each account the process has looked up, shared by every request (bounded). */
  readonly accountEntities: KnownAccountEntities;
  /** Signs and checks the global ids that carry what their caller was entitled to (GLOBAL_ID_KEY). */
  readonly ids: IdSigner;
}
