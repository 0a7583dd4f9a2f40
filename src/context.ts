import type { IncomingMessage } from 'node:http';
import { createDataSources, type DataSources } from './dataSources.ts';
import type { UpstreamClient } from './datasources/index.ts';
import { type ApiKey, callerOf, missingApiKey } from './http/callerAuth.ts';
import { requestIdOf } from './http/requestId.ts';
import type { IdempotencyStore } from './idempotency/index.ts';
import type { LinkStore } from './links/index.ts';
import { createLoaders, type Loaders } from './loaders/index.ts';
import type { Logger } from './logger.ts';

/** Everything a resolver may use; one per GraphQL request, nothing request-scoped lives at module level. */
export interface GatewayContext {
  readonly requestId: string;
  /** Name of the API key the request came with; `anonymous` when the gateway runs without API_KEYS. */
  readonly caller: string;
  /** Child logger tagged with the request id. */
  readonly logger: Logger;
  readonly dataSources: DataSources;
  readonly loaders: Loaders;
  /** Replays money-moving mutations instead of running them twice (DESIGN.md). */
  readonly idempotency: IdempotencyStore;
  /** Provider links that a later request follows (the `3ds:verify` link of a challenge). */
  readonly links: LinkStore;
}

export interface ContextDeps {
  readonly upstream: UpstreamClient;
  readonly idempotency: IdempotencyStore;
  readonly links: LinkStore;
  readonly logger: Logger;
  /** Empty: every caller is let in (development). */
  readonly apiKeys: readonly ApiKey[];
}

export function createContextFactory(deps: ContextDeps): (req: IncomingMessage) => Promise<GatewayContext> {
  const dataSources = createDataSources(deps.upstream);
  return async (req) => {
    const caller =
      deps.apiKeys.length === 0 ? 'anonymous' : callerOf(req.headers.authorization, deps.apiKeys);
    if (caller === undefined) throw missingApiKey();
    // A caller's own request id is kept when it is harmless, so its logs and ours can be joined.
    const requestId = requestIdOf(req.headers['x-request-id']);
    return {
      requestId,
      caller,
      logger: deps.logger.child({ requestId, caller }),
      dataSources,
      loaders: createLoaders(dataSources),
      idempotency: deps.idempotency,
      links: deps.links,
    };
  };
}
