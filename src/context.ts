import type { IncomingMessage } from 'node:http';
import type { Authenticate } from './auth/authenticate.ts';
import type { Entitlement } from './auth/entitlement.ts';
import { createDataSources, type DataSources } from './dataSources.ts';
import type { UpstreamClient } from './datasources/index.ts';
import { requestIdOf } from './http/requestId.ts';
import type { IdempotencyStore } from './idempotency/index.ts';
import type { LinkStore } from './links/index.ts';
import { createLoaders, type Loaders } from './loaders/index.ts';
import type { Logger } from './logger.ts';
import type { PayoutOwnershipStore } from './ownership/index.ts';

/** Everything a resolver may use; one per GraphQL request, nothing request-scoped lives at module level. */
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
  /** Provider links that a later request follows (the `3ds:verify` link of a challenge). */
  readonly links: LinkStore;
  /** The entity of each payout the gateway created, to authorize lookups by id. */
  readonly ownership: PayoutOwnershipStore;
}

export interface ContextDeps {
  readonly upstream: UpstreamClient;
  readonly idempotency: IdempotencyStore;
  readonly links: LinkStore;
  readonly logger: Logger;
  readonly ownership: PayoutOwnershipStore;
  /** The caller of a request (API key or JWT; open access lets everyone in), or a 401. */
  readonly authenticate: Authenticate;
}

export function createContextFactory(deps: ContextDeps): (req: IncomingMessage) => Promise<GatewayContext> {
  const dataSources = createDataSources(deps.upstream);
  return async (req) => {
    const { caller, entitlement } = await deps.authenticate(req.headers.authorization);
    // A caller's own request id is kept when it is harmless, so its logs and ours can be joined.
    const requestId = requestIdOf(req.headers['x-request-id']);
    return {
      requestId,
      caller,
      entitlement,
      logger: deps.logger.child({ requestId, caller }),
      dataSources,
      loaders: createLoaders(dataSources),
      idempotency: deps.idempotency,
      links: deps.links,
      ownership: deps.ownership,
    };
  };
}
