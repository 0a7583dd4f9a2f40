import cluster from 'node:cluster';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import { createAuthenticator } from './auth/authenticate.ts';
import type { Config } from './config.ts';
import { PayoutsApi } from './datasources/index.ts';
import { UpstreamClient } from './datasources/upstream/client.ts';
import { providerOrSandbox } from './embeddedSandbox.ts';
import { checkoutExample } from './features/checkoutExample/page.ts';
import { cors } from './features/cors/index.ts';
import { graphiql } from './features/graphiql/page.ts';
import { metrics } from './features/metrics/index.ts';
import { rateLimits } from './features/rateLimits/index.ts';
import { schemaRoute } from './features/schemaRoute/index.ts';
import { subscriptionStream } from './features/stream/sse.ts';
import { tracing } from './features/tracing/index.ts';
import { trustedDocuments } from './features/trustedDocuments/index.ts';
import type { Feature } from './http/feature.ts';
import { createHttpServer } from './http/httpServer.ts';
import { listenAt } from './http/listen.ts';
import { readinessChecks } from './http/probes.ts';
import { shutdownOnce } from './http/shutdown.ts';
import { createIdSigner } from './identity/signing.ts';
import { LivePollers, RedisRelay } from './live/index.ts';
import type { Logger } from './logger.ts';
import { WalletCatalog } from './resolvers/common/wallets.ts';
import { payoutSettlePass } from './resolvers/payouts/settling.ts';
import type { RunningSandbox } from './sandbox/server.ts';
import type { GatewayContext } from './server/context.ts';
import { createContextFactory } from './server/context.ts';
import { startGraphql } from './server/start.ts';
import { openStores } from './stores/index.ts';

export interface RunningGateway {
  /** The GraphQL endpoint, e.g. http://127.0.0.1:4000/graphql */
  readonly url: string;
  /** The embedded sandbox, when the gateway started one (no UPSTREAM_BASE_URL). */
  readonly sandbox: RunningSandbox | undefined;
  /** The metrics endpoint when it has a port of its own (METRICS_PORT), e.g. http://127.0.0.1:9464/metrics */
  readonly metricsUrl: string | undefined;
  /**
   * Stops taking requests, lets those in flight finish (up to `graceMs`, default SHUTDOWN_GRACE_MS), then closes
   * everything. A payout cut off mid-request would leave its caller with an unknown outcome, so a deploy waits for
   * it. Idempotent: a second call (a second signal) gets the same promise.
   */
  close(graceMs?: number): Promise<void>;
}

/** What the composition root takes besides configuration: things the environment cannot carry. */
export interface GatewayOptions {
  /**
   * Traces every operation to this exporter (e.g. an `InMemorySpanExporter` in tests), each span as it ends,
   * whatever the OTEL_* settings say.
   */
  readonly spanExporter?: SpanExporter;
}

/**
 * The composition root: the core (provider, stores, context) and the list of features, each given its own settings
 * slice and absent when off (nothing of it on the request path; src/http/feature.ts). `main.ts` calls it with the
 * environment; the integration tests call it with their own config, so they run exactly this path.
 */
export async function startGateway(
  config: Config,
  logger: Logger,
  options: GatewayOptions = {},
): Promise<RunningGateway> {
  // First: a manifest whose hashes do not match its documents stops start-up before anything else runs.
  const documents = trustedDocuments(config.trustedDocuments, logger);
  const provider = await providerOrSandbox(config.sandbox, config.upstream);
  const measured = metrics(config.metrics, logger);
  const observer = measured?.observer;
  const upstream = new UpstreamClient({ ...config.upstream, ...provider, observer, logger });
  const stores = await openStores(config.stores, upstream, logger, observer);
  // The list: its order is the order of the Apollo plugins, the routes and the closes.
  const features = [
    readinessChecks(upstream, stores.health),
    documents,
    measured,
    rateLimits(config.rateLimit, stores.redis, observer),
    await tracing(config.tracing, provider.baseUrl, options.spanExporter),
    subscriptionStream(config.streams, config.graphql, logger),
    schemaRoute(config.graphql.introspection),
    graphiql(config.graphiql),
    checkoutExample(config.checkoutExample, provider),
    cors(config.cors, logger),
  ].filter((feature): feature is Feature<GatewayContext> => feature !== undefined);
  const apollo = await startGraphql(config.graphql, logger, features, observer);
  // With Redis, one replica polls each watched payout for all of them (pub/sub); without, this process alone.
  const live = new LivePollers(config.payoutWatch, logger, stores.redis && new RedisRelay(stores.redis));
  const server = createHttpServer({
    apollo,
    logger,
    features,
    bodyIdleMs: config.bodyIdleMs,
    // Every request's context: its caller (API_KEYS, JWT_*), the provider's wallets and rules, the started parts.
    context: createContextFactory({
      ...stores,
      upstream,
      live,
      logger,
      idempotencyObserver: observer,
      authenticate: createAuthenticator(config.auth, logger),
      wallets: new WalletCatalog(config.upstream.wallets),
      payoutInstrumentRules: config.upstream.payoutInstrumentRules,
      ids: createIdSigner(config.globalIds.key),
      dataSources: { statementPageParams: config.upstream.statementPageParams },
    }),
    servedBy: cluster.isWorker && config.namesWorker ? String(process.pid) : undefined,
  });
  // Payouts whose caller never came back are settled from their claims; stopped before the stores close.
  const settling = payoutSettlePass({
    store: stores.idempotency,
    payouts: new PayoutsApi(upstream),
    logger,
    observer,
    everyMs: config.stores.idempotency.payoutSettleEveryMs,
  });
  const apolloStopped = { close: () => apollo.stop() };
  const afterDrain = [apolloStopped, settling, ...features, upstream, stores, provider.sandbox];
  const close = shutdownOnce(server, [live], afterDrain, logger);
  return {
    url: `${await listenAt(server, 'PORT', config.port, config.host)}/graphql`,
    sandbox: provider.sandbox,
    metricsUrl: await measured?.listen(),
    close: (graceMs = config.shutdownGraceMs) => close(graceMs),
  };
}
