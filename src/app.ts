import cluster from 'node:cluster';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServer } from '@apollo/server';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import { createAuthenticator } from './auth/authenticate.ts';
import type { Config } from './config.ts';
import { UpstreamClient } from './datasources/upstream/client.ts';
import { startEmbeddedSandbox } from './embeddedSandbox.ts';
import { drainHttpServer } from './http/drain.ts';
import { createHttpServer } from './http/httpServer.ts';
import { type OperationalEndpoints, setUpOperationalEndpoints } from './http/operationalEndpoints.ts';
import { installStream } from './http/sse.ts';
import { StreamSlots } from './http/streamSlots.ts';
import { loadTrustedDocuments, type TrustedDocuments } from './http/trustedDocuments.ts';
import { LivePollers, RedisRelay } from './live/index.ts';
import type { Logger } from './logger.ts';
import { GatewayMetrics } from './metrics/index.ts';
import { listenedOn } from './portSettings.ts';
import { type CallerBudgets, createCallerBudgets, documentSizeAdmission } from './rateLimit/index.ts';
import { WalletCatalog } from './resolvers/common/wallets.ts';
import type { RunningSandbox } from './sandbox/server.ts';
import { createApollo } from './server/apollo.ts';
import { createContextFactory, type GatewayContext } from './server/context.ts';
import { formatError } from './server/formatError.ts';
import { operationLimitRules } from './server/limits.ts';
import { createStores } from './stores/index.ts';
import type { Tracing } from './telemetry/index.ts';

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

/** What the set-up steps below build, each from the config and what came before it. */
interface Parts {
  readonly config: Config;
  readonly logger: Logger;
  readonly sandbox: RunningSandbox | undefined;
  readonly metrics: GatewayMetrics | undefined;
  readonly tracing: Tracing | undefined;
  readonly upstream: UpstreamClient;
  readonly stores: Awaited<ReturnType<typeof createStores>>;
  readonly rateLimit: CallerBudgets | undefined;
  readonly trustedDocuments: TrustedDocuments | undefined;
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
  const trustedDocuments = manifest && loadTrustedDocuments(manifest.manifestPath, manifest.enforce);
  const sandbox = config.upstream.baseUrl
    ? undefined
    : await listenedOn('SANDBOX_PORT', config.sandbox.port, '127.0.0.1', startEmbeddedSandbox(config));
  const metrics = config.metrics ? new GatewayMetrics() : undefined;
  // Without UPSTREAM_BASE_URL the sandbox runs, with these credentials or its own dev pair (config.ts requires
  // credentials with a base URL).
  const upstreamBaseUrl = config.upstream.baseUrl ?? sandbox?.url ?? '';
  const tracing = await startTracingWhenConfigured(config, upstreamBaseUrl, options.spanExporter);
  const upstream = createUpstream(config, upstreamBaseUrl, sandbox, metrics);
  const stores = await openStores(config, upstream, logger);
  // The rate limiter and /readyz share the stores' one Redis connection.
  const rateLimit = createCallerBudgets(config.rateLimit, stores.redis);
  const parts: Parts = {
    config,
    logger,
    sandbox,
    metrics,
    tracing,
    upstream,
    stores,
    rateLimit,
    trustedDocuments,
  };
  const { apollo, stream } = await startApollo(parts);
  // With Redis, one replica polls each watched payout for all of them (pub/sub); without, this process alone.
  const live = new LivePollers(config.payoutWatch, logger, stores.redis && new RedisRelay(stores.redis));
  const operational = await operationalEndpoints(parts);
  const server = createHttpServer(httpServerOptions(parts, apollo, stream, live, operational));
  const { url, metricsUrl } = await listen(server, operational, config);
  let closing: Promise<void> | undefined;
  return {
    url,
    sandbox,
    metricsUrl,
    close(graceMs = config.shutdownGraceMs) {
      closing ??= shutDown(parts, { live, server, apollo, operational }, graceMs);
      return closing;
    },
  };
}

/**
 * Closes everything in the one order that loses nothing: open streams first (they would otherwise hold the drain
 * for its whole grace period), then the drain; Apollo stops only once no request is left that could still need it.
 */
async function shutDown(
  { upstream, tracing, stores, sandbox }: Parts,
  serving: {
    live: LivePollers;
    server: Server;
    apollo: ApolloServer<GatewayContext>;
    operational: OperationalEndpoints;
  },
  graceMs: number,
): Promise<void> {
  await serving.live.close();
  await drainHttpServer(serving.server, graceMs);
  await serving.apollo.stop();
  await serving.operational.close();
  await upstream.close();
  await tracing?.shutdown();
  await stores.close();
  await sandbox?.close();
}

/** Readiness probes over the provider's circuits and the stores; metrics on their own port or on the main one. */
function operationalEndpoints({ config, logger, metrics, upstream, stores }: Parts) {
  const circuits = () => upstream.circuitStates();
  return setUpOperationalEndpoints(config, logger, metrics, circuits, stores.redis, stores.database);
}

/** Off unless configured: then OpenTelemetry is not even loaded, and no tracing code runs on the request path. */
async function startTracingWhenConfigured(
  config: Config,
  upstreamBaseUrl: string,
  spanExporter: SpanExporter | undefined,
): Promise<Tracing | undefined> {
  const { otlpTracesUrl, serviceName } = config.tracing;
  const destination = spanExporter ? { exporter: spanExporter } : otlpTracesUrl && { otlpTracesUrl };
  if (!destination) return undefined;
  const { startTracing } = await import('./telemetry/index.ts');
  return startTracing({ serviceName, destination, upstreamBaseUrl });
}

/** The one HTTP client to the provider (or to the embedded sandbox, with its credentials unless others are set). */
function createUpstream(
  config: Config,
  baseUrl: string,
  sandbox: RunningSandbox | undefined,
  metrics: GatewayMetrics | undefined,
): UpstreamClient {
  const { upstream } = config;
  return new UpstreamClient({
    baseUrl,
    username: upstream.username ?? sandbox?.config.username ?? '',
    password: upstream.password ?? sandbox?.config.password ?? '',
    mediaVendor: upstream.mediaVendor,
    connections: upstream.connections,
    connectTimeoutMs: upstream.connectTimeoutMs,
    headersTimeoutMs: upstream.headersTimeoutMs,
    bodyTimeoutMs: upstream.bodyTimeoutMs,
    breaker: upstream.breaker,
    media: upstream.media,
    observer: metrics,
  });
}

/** The money records (PostgreSQL, else Redis or memory, which can lose them: said once at start-up). */
async function openStores(config: Config, upstream: UpstreamClient, logger: Logger) {
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
  return stores;
}

/** Apollo with its plugins (the stream's, tracing's when on), started; and the subscription route. */
async function startApollo({ config, logger, metrics, rateLimit, tracing, trustedDocuments }: Parts) {
  const apollo = createApollo(config, logger, metrics, rateLimit);
  if (config.openAccess) {
    logger.warn('open access: no API_KEYS or JWT configured, every caller may act for every merchant entity');
  }
  const stream = installStream(apollo, {
    formatError: formatError(logger),
    // Admitted as /graphql admits an operation: the same limits and budgets, plus caps on open streams.
    validationRules: operationLimitRules(config.limits),
    maxTokens: config.documents.maxTokens,
    slots: new StreamSlots(config.scale.streams),
    budgets: rateLimit,
    trustedDocuments,
  });
  if (tracing) apollo.addPlugin(tracing.operations.plugin());
  await apollo.start();
  return { apollo, stream };
}

/** The callers' HTTP server: its routes (GraphiQL, checkout example, stream, metrics only when on) and context. */
function httpServerOptions(
  parts: Parts,
  apollo: ApolloServer<GatewayContext>,
  stream: ReturnType<typeof installStream<GatewayContext>>,
  live: LivePollers,
  operational: OperationalEndpoints,
) {
  const { config, logger, sandbox, metrics, tracing, upstream, stores, rateLimit, trustedDocuments } = parts;
  return {
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
      idempotency: stores.idempotency,
      ledger: stores.ledger,
      idempotencyObserver: metrics,
      links: stores.links,
      logger,
      ownership: stores.ownership,
      authenticate: createAuthenticator(config.auth, logger),
      wallets: new WalletCatalog(config.upstream.wallets),
      payoutInstrumentRules: config.payoutInstrumentRules,
      live,
    }),
    stream,
    servedBy: cluster.isWorker && config.nodeEnv !== 'production' ? String(process.pid) : undefined,
  };
}

/** Listens on PORT (and METRICS_PORT when set); the URLs the callers and the scraper use. */
async function listen(server: Server, operational: OperationalEndpoints, config: Config) {
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
  return { url: `http://${host}:${port}/graphql`, metricsUrl };
}
