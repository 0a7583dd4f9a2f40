import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApollo } from './apollo.ts';
import type { Config } from './config.ts';
import { createContextFactory } from './context.ts';
import { UpstreamClient } from './datasources/upstream/client.ts';
import { drainHttpServer } from './http/drain.ts';
import { createHttpServer } from './http/httpServer.ts';
import { createMetricsServer } from './http/metricsRoute.ts';
import { circuitProbe, redisProbe } from './http/probes.ts';
import type { ReadinessProbe } from './http/readiness.ts';
import { createIdempotencyStore } from './idempotency/index.ts';
import { createLinkStore } from './links/index.ts';
import type { Logger } from './logger.ts';
import { GatewayMetrics } from './metrics/index.ts';
import { connectRedis } from './redis.ts';
import { devCredentials } from './sandbox/config.ts';
import { type RunningSandbox, startSandbox } from './sandbox/server.ts';

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

/**
 * The composition root: config ▶ (embedded sandbox) ▶ upstream client ▶ Apollo ▶ HTTP server. `main.ts` calls it
 * with the environment; the integration tests call it with their own config, so they run exactly this path.
 */
export async function startGateway(config: Config, logger: Logger): Promise<RunningGateway> {
  const sandbox = config.upstream.baseUrl
    ? undefined
    : await startSandbox({
        port: config.sandbox.port,
        host: '127.0.0.1',
        seed: config.sandbox.seed,
        controlEnabled: config.sandbox.controlEnabled,
        mediaVendor: config.upstream.mediaVendor,
        username: config.upstream.username ?? devCredentials.username,
        password: config.upstream.password ?? devCredentials.password,
      });
  const metrics = config.metrics ? new GatewayMetrics() : undefined;
  const upstream = new UpstreamClient({
    baseUrl: config.upstream.baseUrl ?? sandbox?.url ?? '',
    username: config.upstream.username ?? devCredentials.username,
    password: config.upstream.password ?? devCredentials.password,
    mediaVendor: config.upstream.mediaVendor,
    connections: config.upstream.connections,
    connectTimeoutMs: config.upstream.connectTimeoutMs,
    headersTimeoutMs: config.upstream.headersTimeoutMs,
    bodyTimeoutMs: config.upstream.bodyTimeoutMs,
    breaker: config.upstream.breaker,
    observer: metrics,
  });
  const idempotency = await createIdempotencyStore(config.redisUrl, {
    ...(config.idempotencyFingerprintKey ? { fingerprintKey: config.idempotencyFingerprintKey } : {}),
  });
  const links = await createLinkStore(config.redisUrl, { locate: (href) => upstream.locationOf(href) });
  const apollo = createApollo(config, logger, metrics);
  await apollo.start();
  // Readiness has its own Redis connection: the stores' clients are theirs, and a PING must not queue behind them.
  const probeRedis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  // Its failures are what /readyz reports; without a listener ioredis would print each reconnect attempt.
  probeRedis?.on('error', () => {});
  const readiness: ReadinessProbe[] = [circuitProbe(() => upstream.circuitStates())];
  if (probeRedis) readiness.push(redisProbe(probeRedis));
  const metricsServer =
    metrics && config.metricsPort !== undefined
      ? createMetricsServer(metrics, config.metricsToken, logger)
      : undefined;
  // On the callers' port, metrics in production need a token: they show traffic, errors and provider state.
  const metricsOnMain =
    metrics && !metricsServer && (config.metricsToken !== undefined || config.nodeEnv !== 'production');
  if (metrics && !metricsServer && !metricsOnMain) {
    logger.warn('metrics not served: in production set METRICS_TOKEN or METRICS_PORT');
  }
  const server: Server = createHttpServer({
    apollo,
    graphiql: config.graphiql,
    logger,
    ...(metricsOnMain ? { metrics, metricsToken: config.metricsToken } : {}),
    readiness,
    context: createContextFactory({ upstream, idempotency, links, logger, apiKeys: config.apiKeys }),
  });
  const url = await listen(server, config.port, config.host);
  const metricsUrl = metricsServer
    ? await listen(metricsServer, config.metricsPort ?? 0, config.host)
    : undefined;
  let closing: Promise<void> | undefined;
  return {
    url: `${url}/graphql`,
    sandbox,
    metricsUrl: metricsUrl && `${metricsUrl}/metrics`,
    close(graceMs = config.shutdownGraceMs) {
      closing ??= (async () => {
        // Apollo stops only once no request is left that could still need it.
        await drainHttpServer(server, graceMs);
        await apollo.stop();
        if (metricsServer) await drainHttpServer(metricsServer, 0);
        await upstream.close();
        await idempotency.close();
        await links.close();
        probeRedis?.disconnect();
        await sandbox?.close();
      })();
      return closing;
    },
  };
}

/** Listens and resolves with the server's base URL (`http://host:port`). */
async function listen(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
