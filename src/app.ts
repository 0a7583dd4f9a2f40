import cluster from 'node:cluster';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import type { Config } from './config.ts';
import { UpstreamClient } from './datasources/upstream/client.ts';
import { providerOrSandbox } from './embeddedSandbox.ts';
import { browserFeatures } from './http/browserSettings.ts';
import { createHttpServer } from './http/httpServer.ts';
import { listenAt } from './http/listen.ts';
import { setUpOperationalEndpoints } from './http/operationalEndpoints.ts';
import { shutdownOnce } from './http/shutdown.ts';
import { installTrustedDocuments } from './http/trustedDocuments.ts';
import { LivePollers, RedisRelay } from './live/index.ts';
import type { Logger } from './logger.ts';
import { installMetrics } from './metrics/index.ts';
import { installRateLimits } from './rateLimit/index.ts';
import type { RunningSandbox } from './sandbox/server.ts';
import { requestContext } from './server/requestContext.ts';
import { printedSchema } from './server/schemaFiles.ts';
import { startGraphql } from './server/start.ts';
import { openStores } from './stores/index.ts';
import { installTracing } from './telemetry/install.ts';

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
 * The composition root, a list of installs: each feature takes its own settings slice and is absent when off
 * (nothing of it on the request path). `main.ts` calls it with the environment; the integration tests call it
 * with their own config, so they run exactly this path.
 */
export async function startGateway(
  config: Config,
  logger: Logger,
  options: GatewayOptions = {},
): Promise<RunningGateway> {
  // First: a manifest whose hashes do not match its documents stops start-up before anything else runs.
  const trustedDocuments = installTrustedDocuments(config.browser.trustedDocuments, logger);
  const provider = await providerOrSandbox(config.sandbox, config.upstream);
  const metrics = installMetrics(config.metrics);
  const tracing = await installTracing(config.tracing, provider.baseUrl, options.spanExporter);
  const upstream = new UpstreamClient({ ...config.upstream, ...provider, observer: metrics });
  const stores = await openStores(config.stores, upstream, logger, metrics);
  const rateLimits = installRateLimits(config.rateLimit, stores.redis, metrics);
  const plugins = [rateLimits?.plugin, tracing?.operations.plugin()];
  const graphql = { logger, metrics, plugins, budgets: rateLimits?.budgets, trustedDocuments };
  const { apollo, stream } = await startGraphql(config.graphql, config.scale.streams, graphql);
  // With Redis, one replica polls each watched payout for all of them (pub/sub); without, this process alone.
  const live = new LivePollers(config.payoutWatch, logger, stores.redis && new RedisRelay(stores.redis));
  const watched = { logger, metrics, upstream, stores };
  const operational = await setUpOperationalEndpoints(config.metrics, config.host, watched);
  const server = createHttpServer({
    apollo,
    logger,
    ...browserFeatures(config.browser, !config.openAccess, provider),
    bodyIdleMs: config.bodyIdleMs,
    ...(rateLimits ? { admitDocument: rateLimits.admitDocument } : {}),
    trustedDocuments,
    operationTracing: tracing?.operations,
    ...operational.mainServer,
    context: requestContext(config.auth, config.upstream, { upstream, stores, metrics, live, logger }),
    stream,
    // The schema is public where introspection is: it says nothing more.
    ...(config.graphql.introspection ? { printedSchema } : {}),
    servedBy: cluster.isWorker && config.nodeEnv !== 'production' ? String(process.pid) : undefined,
  });
  const apolloStopped = { close: () => apollo.stop() };
  const afterDrain = [apolloStopped, operational, upstream, tracing, stores, provider.sandbox];
  const close = shutdownOnce(server, [live], afterDrain, logger);
  return {
    url: `${await listenAt(server, 'PORT', config.port, config.host)}/graphql`,
    sandbox: provider.sandbox,
    metricsUrl: await operational.listen(),
    close: (graceMs = config.shutdownGraceMs) => close(graceMs),
  };
}
