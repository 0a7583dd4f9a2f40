import cluster from 'node:cluster';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import type { GraphQLSchema } from 'graphql';
import { createAuthenticator } from './auth/authenticate.ts';
import type { Config } from './config.ts';
import { UpstreamClient } from './datasources/upstream/client.ts';
import { startEmbeddedSandbox } from './embeddedSandbox.ts';
import { drainHttpServer } from './http/drain.ts';
import { createHttpServer } from './http/httpServer.ts';
import { setUpOperationalEndpoints } from './http/operationalEndpoints.ts';
import { createStreamRoute } from './http/sse.ts';
import { StreamSlots } from './http/streamSlots.ts';
import { loadTrustedDocuments } from './http/trustedDocuments.ts';
import { LivePollers, RedisRelay } from './live/index.ts';
import type { Logger } from './logger.ts';
import { GatewayMetrics } from './metrics/index.ts';
import { listenedOn } from './portSettings.ts';
import { createCallerBudgets, documentSizeAdmission } from './rateLimit/index.ts';
import { WalletCatalog } from './resolvers/common/wallets.ts';
import type { RunningSandbox } from './sandbox/server.ts';
import { createApollo } from './server/apollo.ts';
import { createContextFactory } from './server/context.ts';
import { formatError } from './server/formatError.ts';
import { operationLimitRules } from './server/limits.ts';
import { subscriptionsElsewhere } from './server/subscriptionsElsewhere.ts';
import { createStores } from './stores/index.ts';

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
 * The composition root: config ▶ (embedded sandbox) ▶ upstream client ▶ Apollo ▶ HTTP server. `main.ts` calls it
 * with the environment; the integration tests call it with their own config, so they run exactly this path.
 */
export async function startGateway(
  config: Config,
  logger: Logger,
  options: GatewayOptions = {},
): Promise<RunningGateway> {
  // First: a manifest whose hashes do not match its documents stops start-up before anything else runs.
  const manifest = config.browser.trustedDocuments;
  const trustedDocuments = manifest
    ? loadTrustedDocuments(manifest.manifestPath, manifest.enforce)
    : undefined;
  const sandbox = config.upstream.baseUrl
    ? undefined
    : await listenedOn('SANDBOX_PORT', config.sandbox.port, '127.0.0.1', startEmbeddedSandbox(config));
  const metrics = config.metrics ? new GatewayMetrics() : undefined;
  // Without UPSTREAM_BASE_URL the sandbox runs, with these credentials or its own dev pair (config.ts requires
  // credentials with a base URL).
  const upstreamBaseUrl = config.upstream.baseUrl ?? sandbox?.url ?? '';
  const { otlpTracesUrl, serviceName } = config.tracing;
  const spanDestination = options.spanExporter
    ? { exporter: options.spanExporter }
    : otlpTracesUrl && { otlpTracesUrl };
  // Off unless configured: then OpenTelemetry is not even loaded, and no tracing code runs on the request path.
  const tracing = spanDestination
    ? (await import('./telemetry/index.ts')).startTracing({
        serviceName,
        destination: spanDestination,
        upstreamBaseUrl,
      })
    : undefined;
  const upstream = new UpstreamClient({
    baseUrl: upstreamBaseUrl,
    username: config.upstream.username ?? sandbox?.config.username ?? '',
    password: config.upstream.password ?? sandbox?.config.password ?? '',
    mediaVendor: config.upstream.mediaVendor,
    connections: config.upstream.connections,
    connectTimeoutMs: config.upstream.connectTimeoutMs,
    headersTimeoutMs: config.upstream.headersTimeoutMs,
    bodyTimeoutMs: config.upstream.bodyTimeoutMs,
    breaker: config.upstream.breaker,
    media: config.upstream.media,
    observer: metrics,
  });
  const { connectTimeoutMs, headersTimeoutMs, bodyTimeoutMs } = config.upstream;
  const stores = await createStores({
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    redisCluster: config.redisCluster,
    fingerprintKey: config.idempotencyFingerprintKey,
    idempotency: {
      ttlMs: config.idempotency.ttlMs,
      memoryMaxBytes: config.idempotency.memoryMaxBytes,
      // A POST can be in flight for its whole deadline (the upstream client sums the three timeouts), then settle.
      settleMs: connectTimeoutMs + headersTimeoutMs + bodyTimeoutMs + config.idempotency.payoutSettleWindowMs,
    },
    ownershipTtlMs: config.payoutOwnershipTtlMs,
    locate: (href) => upstream.locationOf(href),
    logger,
  });
  if (!config.databaseUrl) {
    logger.warn(
      `money records (idempotency, payout ownership) are kept in ${config.redisUrl ? 'Redis' : 'memory'}, ` +
        'which can lose them: set DATABASE_URL (PostgreSQL) to make them durable; production requires it',
    );
  }
  const { idempotency, ledger, links, ownership } = stores;
  // The rate limiter and /readyz share the stores' one Redis connection.
  const rateLimit = createCallerBudgets(config.rateLimit, stores.redis);
  const apollo = createApollo(config, logger, metrics, rateLimit);
  if (config.openAccess) {
    logger.warn('open access: no API_KEYS or JWT configured, every caller may act for every merchant entity');
  }
  // The subscription route (GraphQL over SSE) executes against the very schema Apollo built.
  let schema: GraphQLSchema | undefined;
  apollo.addPlugin({
    async serverWillStart(service) {
      schema = service.schema;
    },
  });
  apollo.addPlugin(subscriptionsElsewhere('/graphql/stream'));
  if (tracing) apollo.addPlugin(tracing.operations.plugin());
  await apollo.start();
  // With Redis, one replica polls each watched payout for all of them (pub/sub); without, this process alone.
  const live = new LivePollers(config.payoutWatch, logger, stores.redis && new RedisRelay(stores.redis));
  const operational = await setUpOperationalEndpoints(
    config,
    logger,
    metrics,
    () => upstream.circuitStates(),
    stores.redis,
    stores.database,
  );
  const server: Server = createHttpServer({
    apollo,
    ...(config.graphiql ? { graphiql: { credentialRequired: !config.openAccess } } : {}),
    // The embedded sandbox's challenge page is on its own origin; a real provider's issuers are anywhere on https.
    ...(config.checkoutExample
      ? { checkoutExample: { challengeOrigins: sandbox ? [new URL(sandbox.url).origin] : ['https:'] } }
      : {}),
    logger,
    bodyIdleMs: config.bodyIdleMs,
    ...(rateLimit ? { admitDocument: documentSizeAdmission(rateLimit, metrics) } : {}),
    cors: config.browser.cors,
    trustedDocuments,
    operationTracing: tracing?.operations,
    ...operational.mainServer,
    context: createContextFactory({
      upstream,
      idempotency,
      ledger,
      idempotencyObserver: metrics,
      links,
      logger,
      ownership,
      authenticate: createAuthenticator(config.auth, logger),
      wallets: new WalletCatalog(config.upstream.wallets),
      payoutInstrumentRules: config.payoutInstrumentRules,
      live,
    }),
    stream: createStreamRoute({
      schema: () => schema,
      formatError: formatError(logger),
      // Admitted as /graphql admits an operation: the same limits and budgets, plus caps on open streams.
      validationRules: operationLimitRules(config.limits),
      maxTokens: config.documents.maxTokens,
      slots: new StreamSlots(config.scale.streams),
      budgets: rateLimit,
      trustedDocuments,
    }),
    servedBy: cluster.isWorker && config.nodeEnv !== 'production' ? String(process.pid) : undefined,
  });
  await listenedOn(
    'PORT',
    config.port,
    config.host,
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, resolve);
    }),
  );
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const metricsUrl = await listenedOn(
    'METRICS_PORT',
    config.metricsPort ?? 0,
    config.host,
    operational.listen(),
  );
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}/graphql`,
    sandbox,
    metricsUrl,
    close(graceMs = config.shutdownGraceMs) {
      closing ??= (async () => {
        // Open streams end first: they would otherwise hold the drain for its whole grace period.
        await live.close();
        // Apollo stops only once no request is left that could still need it.
        await drainHttpServer(server, graceMs);
        await apollo.stop();
        await operational.close();
        await upstream.close();
        await tracing?.shutdown();
        await stores.close();
        await sandbox?.close();
      })();
      return closing;
    },
  };
}
