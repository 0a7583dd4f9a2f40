import { z } from 'zod';
import { type ApiKey, parseApiKeys } from './auth/apiKeys.ts';
import type { AuthSettings } from './auth/authenticate.ts';
import { jwtSettings } from './auth/jwtSettings.ts';
import { openAccessProblem } from './auth/openAccess.ts';
import { type BrowserSettings, browserEnv, browserSettingsFrom } from './browserConfig.ts';
import { parseWalletSetting } from './contract/index.ts';
import type { AreaMediaSettings } from './datasources/upstream/media.ts';
import { type ScaleSettings, scaleEnv, scaleSettingsFrom } from './scaleConfig.ts';
import { upstreamMediaEnv, upstreamMediaFrom } from './upstreamMediaConfig.ts';

const booleanFlag = z.enum(['true', 'false']).transform((v) => v === 'true');
const port = z.coerce.number().int().min(0).max(65_535);
const positiveMs = z.coerce.number().int().min(1).max(600_000);
/** A comma-separated list of whole milliseconds, e.g. `1000,5000,30000`. */
const msList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'a comma-separated list of whole milliseconds')
  .transform((v) => v.split(',').map(Number));

/**
 * Every environment variable the gateway reads, with its default. The README's configuration table mirrors this.
 * Unknown variables are ignored; a bad value stops start-up with every problem listed at once.
 */
const envSchema = z.object({
  /** Port of the GraphQL server. */
  PORT: port.default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Unset: start the embedded sandbox and talk to it. */
  UPSTREAM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  UPSTREAM_USERNAME: z.string().min(1).optional(),
  UPSTREAM_PASSWORD: z.string().min(1).optional(),
  /** Vendor segment of the provider's media types (`application/vnd.<vendor>....`). */
  UPSTREAM_MEDIA_VENDOR: z
    .string()
    .regex(/^[a-z0-9.-]+$/)
    .default('provider'),
  /**
   * Wallets the schema's `Wallet` enum does not name, selected by `walletName`: `name:suffix,...`, the suffix
   * filling the spec's `<wallet>pay` placeholder (e.g. `SAMSUNG_PAY:samsungpay`). Empty: the enum's wallets only.
   */
  UPSTREAM_WALLETS: z.string().default(''),
  /**
   * Sockets to the provider at once. Size it for concurrent operations × provider calls per operation (a
   * `nodes(ids:)` of ten payment items or a statement window spanning two pages fans out): calls beyond it queue
   * inside the deadline. undici opens sockets only when calls wait, so a large bound costs nothing while idle.
   */
  UPSTREAM_CONNECTIONS: z.coerce.number().int().min(1).max(1024).default(128),
  // Bounded so that one upstream call, queueing included, ends well within the idempotency store's pending
  // timeout (src/idempotency/store.ts): a payout still in flight must never look abandoned.
  UPSTREAM_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).max(10_000).default(2_000),
  UPSTREAM_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).max(30_000).default(15_000),
  UPSTREAM_BODY_TIMEOUT_MS: z.coerce.number().int().min(1).max(30_000).default(15_000),
  /** Consecutive provider failures (no answer, 5xx) of one area that open its circuit; 0 turns breakers off. */
  UPSTREAM_BREAKER_THRESHOLD: z.coerce.number().int().min(0).max(1_000).default(5),
  /** How long an open circuit fails calls fast before one trial call may go out. */
  UPSTREAM_BREAKER_COOLDOWN_MS: positiveMs.default(10_000),
  /**
   * Lets a payout to a network token (`card/networkToken`) carry a billing address. The spec allows the address
   * only with `card/plain` and the wallet token (false, the default); newer payout versions allow it on network
   * tokens too: set true when the provider's version does. The embedded sandbox follows the same setting.
   */
  UPSTREAM_PAYOUTS_NETWORK_TOKEN_BILLING_ADDRESS: booleanFlag.default(false),
  /** Port of the embedded sandbox (0 picks a free one). */
  SANDBOX_PORT: port.default(4010),
  SANDBOX_SEED: z.coerce.number().int().default(42),
  /** Exposes the sandbox's control API (clock, faults, request log). */
  SANDBOX_CONTROL: booleanFlag.default(false),
  /**
   * Lets NODE_ENV=production run without UPSTREAM_BASE_URL, against the embedded sandbox (a public demonstration).
   * Off: production mode refuses to start on the simulator, where a forgotten URL would take no real payment.
   */
  ALLOW_PRODUCTION_SANDBOX: booleanFlag.default(false),
  /**
   * PostgreSQL for the money records (idempotency, single-use 3DS values, payout ownership): durable, shared by
   * replicas. Required in production. Unset: they live in Redis (REDIS_URL) or in memory, which can lose them.
   */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Redis for what may be lost without harm (rate limits, live status, links); also money records without DATABASE_URL. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** REDIS_URL is one node of a Redis Cluster (a managed cluster-mode Redis's configuration endpoint, or any node). */
  REDIS_CLUSTER: booleanFlag.default(false),
  /** Secret of the idempotency fingerprints; required with DATABASE_URL or REDIS_URL, the same on every replica. */
  IDEMPOTENCY_FINGERPRINT_KEY: z.string().min(32).optional(),
  /** How long a money-moving request's record is kept (replays, conflicts); also how long a store loss is distrusted. */
  IDEMPOTENCY_TTL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(7 * 86_400_000)
    .default(86_400_000),
  /** Bound of the in-memory idempotency store (no REDIS_URL), in bytes of records. */
  IDEMPOTENCY_MEMORY_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(65_536)
    .default(32 * 1024 * 1024),
  /**
   * Added to a payout POST's whole deadline (the three UPSTREAM_*_TIMEOUT_MS): only after both has the provider's
   * "no such payout" proven that a lost POST was never carried out (it may still be queued at the provider).
   */
  PAYOUT_SETTLE_WINDOW_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Serves GraphiQL at GET /graphql for browsers. */
  GRAPHIQL: booleanFlag.optional(),
  /** Serves the checkout example page (examples/checkout/) at /examples/checkout/. */
  CHECKOUT_EXAMPLE: booleanFlag.optional(),
  MAX_QUERY_DEPTH: z.coerce.number().int().min(2).max(50).default(12),
  MAX_QUERY_COST: z.coerce.number().int().min(100).default(20_000),
  /** Most tokens a GraphQL document may have; a longer one is refused before it is parsed whole. */
  MAX_QUERY_TOKENS: z.coerce.number().int().min(100).max(1_000_000).default(2_000),
  /** Memory budget of the parsed-document cache, in bytes (source text and syntax tree counted). */
  DOCUMENT_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .default(16 * 1024 * 1024),
  /** Serves Prometheus metrics at GET /metrics. */
  METRICS: booleanFlag.default(true),
  /** `name:secret:ENTITY1|ENTITY2,…`: every GraphQL request then needs a credential; each key acts for its entities. */
  API_KEYS: z.string().min(1).optional(),
  /** Cost points each caller may spend per window (see the README's cost model); 0 turns rate limiting off. */
  RATE_LIMIT_POINTS: z.coerce.number().int().min(0).max(10_000_000).default(5_000),
  /** Length of the rate limit window in whole seconds (Redis counts in seconds). */
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Prefix of the rate limit keys in Redis, so that several deployments can share one. */
  RATE_LIMIT_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/)
    .default('gateway:ratelimit'),
  /** Shared HS256 secret of callers' JWTs (32+ characters). One of JWT_SECRET, JWT_PUBLIC_KEY, JWT_JWKS_URL. */
  JWT_SECRET: z.string().min(32).optional(),
  /** PEM public key of callers' JWTs (RSA: RS256, EC P-256: ES256, Ed25519: EdDSA). */
  JWT_PUBLIC_KEY: z.string().min(1).optional(),
  /** JWKS of callers' JWTs (RS256, ES256, EdDSA); https, or http to loopback. */
  JWT_JWKS_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Required `iss` and `aud` of callers' JWTs; both required with any JWT key. */
  JWT_ISSUER: z.string().min(1).optional(),
  JWT_AUDIENCE: z.string().min(1).optional(),
  /** The JWT claim listing the merchant entities a caller may act for (an array of strings). */
  JWT_ENTITIES_CLAIM: z.string().min(1).default('entities'),
  /** Clock skew allowed on `exp`/`nbf`/`iat`, in seconds. */
  JWT_CLOCK_TOLERANCE_S: z.coerce.number().int().min(0).max(300).default(30),
  /** Lets the gateway run without authentication on a non-loopback HOST (never in production). */
  ALLOW_OPEN_ACCESS: booleanFlag.default(false),
  /** How long the gateway remembers which entity each payout it created belongs to (for lookups by id). */
  PAYOUT_OWNERSHIP_TTL_DAYS: z.coerce.number().int().min(1).max(3_650).default(400),
  /**
   * Live payout status (`Subscription.payoutUpdated`): the polling interval while a payout is younger than each
   * age of PAYOUT_WATCH_AGES_MS, the last one after the last age (one more interval than ages).
   */
  PAYOUT_WATCH_INTERVALS_MS: msList.default([1_000, 5_000, 30_000]),
  PAYOUT_WATCH_AGES_MS: msList.default([60_000, 600_000]),
  /** Serves /metrics on this port only (same HOST), never on PORT. */
  METRICS_PORT: port.optional(),
  /** Bearer token a scraper must send for /metrics; in production /metrics on PORT is off without it. */
  METRICS_TOKEN: z.string().min(24).optional(),
  /** Schema introspection; default: on, off in production. */
  INTROSPECTION: booleanFlag.optional(),
  /**
   * OpenTelemetry's standard variables. Traces are exported over OTLP/HTTP when either endpoint is set: the traces
   * endpoint as given, or the base endpoint with `/v1/traces` appended; neither: no tracing at all.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** `service.name` of the exported spans. */
  OTEL_SERVICE_NAME: z.string().min(1).default('card-payments-graphql-gateway'),
  /**
   * Serves the schema as an Apollo Federation 2 subgraph as well: entity keys, `_service` and `_entities`, so that
   * a supergraph's router can take it in. Off by default: the public schema stays free of federation plumbing.
   */
  FEDERATION_SUBGRAPH: booleanFlag.default(false),
  /** How long a shutdown waits for requests in flight before cutting their connections. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  /**
   * Longest pause within a request body (between its chunks) before the gateway answers 400 and closes the
   * connection, instead of waiting for bytes its Content-Length promised and may never come.
   */
  HTTP_BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  /** Media types and version headers per provider area (see upstreamMediaConfig.ts). */
  ...upstreamMediaEnv,
  /** CORS and trusted documents (see browserConfig.ts). */
  ...browserEnv,
  /** Worker processes and subscription stream caps (see scaleConfig.ts). */
  ...scaleEnv,
});

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly upstream: {
    /** Undefined until the embedded sandbox has started and told its URL. */
    readonly baseUrl: string | undefined;
    readonly username: string | undefined;
    readonly password: string | undefined;
    readonly mediaVendor: string;
    readonly connections: number;
    readonly connectTimeoutMs: number;
    readonly headersTimeoutMs: number;
    readonly bodyTimeoutMs: number;
    /** Circuit breaker per provider area; a threshold of 0 turns them off. */
    readonly breaker: { readonly threshold: number; readonly cooldownMs: number };
    /** Payouts media type version (1 to 4); the embedded sandbox speaks the same one. */
    readonly payoutsVersion: number;
    /** Content-Type, Accept and version headers of each provider area. */
    readonly media: AreaMediaSettings;
    /** Wallets added by UPSTREAM_WALLETS: name to instrument-type suffix. */
    readonly wallets: ReadonlyMap<string, string>;
  };
  readonly sandbox: { readonly port: number; readonly seed: number; readonly controlEnabled: boolean };
  /** Which payout instruments may carry what: the spec's rules, or a newer payout version's (see the README). */
  readonly payoutInstrumentRules: { readonly networkTokenBillingAddress: boolean };
  /** PostgreSQL for the money records; undefined only outside production. */
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string | undefined;
  /** `redisUrl` is a node of a Redis Cluster. */
  readonly redisCluster: boolean;
  readonly idempotencyFingerprintKey: string | undefined;
  /** The idempotency store: record lifetime, memory bound, and the settle window after a payout's deadline. */
  readonly idempotency: {
    readonly ttlMs: number;
    readonly memoryMaxBytes: number;
    readonly payoutSettleWindowMs: number;
  };
  readonly logLevel: string;
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly graphiql: boolean;
  /** The checkout example page at /examples/checkout/ (3-D Secure in a browser); off in production by default. */
  readonly checkoutExample: boolean;
  readonly limits: { readonly maxDepth: number; readonly maxCost: number };
  /** Parsed GraphQL documents: the token limit and the cache's byte budget (0: no cache). */
  readonly documents: { readonly maxTokens: number; readonly cacheMaxBytes: number };
  /** Prometheus metrics at GET /metrics. */
  readonly metrics: boolean;
  /** Callers allowed in; empty: no caller authentication (development, the sandbox). */
  readonly apiKeys: readonly ApiKey[];
  /** Cost budget per caller and window; `points` 0: no rate limit. In Redis when `redisUrl` is set. */
  readonly rateLimit: { readonly points: number; readonly windowSeconds: number; readonly keyPrefix: string };
  /** API keys and JWT verification; neither: open access (every caller acts for every entity). */
  readonly auth: AuthSettings;
  /** True when no authentication is configured (allowed only outside production, see auth/openAccess.ts). */
  readonly openAccess: boolean;
  /** How long payouts' owning entities are kept, in milliseconds. */
  readonly payoutOwnershipTtlMs: number;
  /** With `metrics`: serve them on this port only, not on `port`. */
  readonly metricsPort: number | undefined;
  /** With `metrics`: the bearer token /metrics requires; unset in production with no `metricsPort`: no /metrics. */
  readonly metricsToken: string | undefined;
  /** Schema introspection queries (`__schema`, `__type`) allowed. */
  readonly introspection: boolean;
  /** Serve the schema as a Federation 2 subgraph too (src/federation/). */
  readonly federationSubgraph: boolean;
  /** How long `close()` waits for requests in flight (SIGTERM). */
  readonly shutdownGraceMs: number;
  /** HTTP_BODY_IDLE_TIMEOUT_MS. */
  readonly bodyIdleMs: number;
  /** OpenTelemetry traces over OTLP/HTTP to `otlpTracesUrl`; undefined URL: no tracing (see src/telemetry). */
  readonly tracing: { readonly otlpTracesUrl: string | undefined; readonly serviceName: string };
  /** Live payout status: polling intervals by payout age (see src/live/cadence.ts). */
  readonly payoutWatch: { readonly intervalsMs: readonly number[]; readonly agesMs: readonly number[] };
  /** Browser callers: CORS origins and trusted documents. */
  readonly browser: BrowserSettings;
  /** Worker processes (WORKERS) and the caps on open subscription streams. */
  readonly scale: ScaleSettings;
}

/** OTLP traces when an endpoint is set, as OpenTelemetry's exporter specification reads the two variables. */
function tracingSettings(e: z.infer<typeof envSchema>): Config['tracing'] {
  const base = e.OTEL_EXPORTER_OTLP_ENDPOINT;
  const otlpTracesUrl =
    e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (base && `${base.replace(/\/$/, '')}/v1/traces`);
  return { otlpTracesUrl: otlpTracesUrl || undefined, serviceName: e.OTEL_SERVICE_NAME };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the environment once; throws ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.UPSTREAM_BASE_URL && (!e.UPSTREAM_USERNAME || !e.UPSTREAM_PASSWORD)) {
    problems.push('UPSTREAM_USERNAME and UPSTREAM_PASSWORD are required when UPSTREAM_BASE_URL is set');
  }
  if (e.NODE_ENV === 'production' && !e.UPSTREAM_BASE_URL && !e.ALLOW_PRODUCTION_SANDBOX) {
    problems.push(
      'NODE_ENV=production without UPSTREAM_BASE_URL would run against the embedded sandbox (a simulator, no real ' +
        'payments): set UPSTREAM_BASE_URL, UPSTREAM_USERNAME and UPSTREAM_PASSWORD, or ALLOW_PRODUCTION_SANDBOX=true ' +
        'for a demonstration',
    );
  }
  if ((e.DATABASE_URL || e.REDIS_URL) && !e.IDEMPOTENCY_FINGERPRINT_KEY) {
    problems.push(
      'IDEMPOTENCY_FINGERPRINT_KEY (32+ characters) is required when DATABASE_URL or REDIS_URL is set',
    );
  }
  if (e.NODE_ENV === 'production' && !e.DATABASE_URL) {
    problems.push(
      'DATABASE_URL is required in production: payout and sale records must survive every restart (PostgreSQL)',
    );
  }
  if (e.REDIS_CLUSTER && !e.REDIS_URL)
    problems.push('REDIS_CLUSTER=true needs REDIS_URL (a node of the cluster)');
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    problems.push(
      'METRICS_PORT must differ from PORT (metrics on their own port are never on the callers’ one)',
    );
  }
  const apiKeys = e.API_KEYS ? parseApiKeys(e.API_KEYS) : { keys: [], problems: [] };
  problems.push(...apiKeys.problems);
  const jwt = jwtSettings(e, problems);
  const wallets = parseWalletSetting(e.UPSTREAM_WALLETS);
  problems.push(...wallets.problems);
  if (e.PAYOUT_WATCH_INTERVALS_MS.length !== e.PAYOUT_WATCH_AGES_MS.length + 1) {
    problems.push('PAYOUT_WATCH_INTERVALS_MS must list one more interval than PAYOUT_WATCH_AGES_MS has ages');
  }
  if (e.PAYOUT_WATCH_INTERVALS_MS.some((ms) => ms < 1)) {
    problems.push('PAYOUT_WATCH_INTERVALS_MS: every interval must be at least 1 ms');
  }
  const openAccess = !e.API_KEYS && !e.JWT_SECRET && !e.JWT_PUBLIC_KEY && !e.JWT_JWKS_URL;
  const openProblem = openAccess ? openAccessProblem(e.NODE_ENV, e.HOST, e.ALLOW_OPEN_ACCESS) : undefined;
  if (openProblem) problems.push(openProblem);
  const browser = browserSettingsFrom(e, e.NODE_ENV, problems);
  const scale = scaleSettingsFrom(e, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: e.PORT,
    host: e.HOST,
    upstream: {
      baseUrl: e.UPSTREAM_BASE_URL,
      username: e.UPSTREAM_USERNAME,
      password: e.UPSTREAM_PASSWORD,
      mediaVendor: e.UPSTREAM_MEDIA_VENDOR,
      connections: e.UPSTREAM_CONNECTIONS,
      connectTimeoutMs: e.UPSTREAM_CONNECT_TIMEOUT_MS,
      headersTimeoutMs: e.UPSTREAM_HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: e.UPSTREAM_BODY_TIMEOUT_MS,
      breaker: { threshold: e.UPSTREAM_BREAKER_THRESHOLD, cooldownMs: e.UPSTREAM_BREAKER_COOLDOWN_MS },
      payoutsVersion: e.UPSTREAM_PAYOUTS_VERSION,
      media: upstreamMediaFrom(e, e.UPSTREAM_MEDIA_VENDOR),
      wallets: wallets.wallets,
    },
    sandbox: { port: e.SANDBOX_PORT, seed: e.SANDBOX_SEED, controlEnabled: e.SANDBOX_CONTROL },
    payoutInstrumentRules: { networkTokenBillingAddress: e.UPSTREAM_PAYOUTS_NETWORK_TOKEN_BILLING_ADDRESS },
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisCluster: e.REDIS_CLUSTER,
    idempotencyFingerprintKey: e.IDEMPOTENCY_FINGERPRINT_KEY,
    idempotency: {
      ttlMs: e.IDEMPOTENCY_TTL_MS,
      memoryMaxBytes: e.IDEMPOTENCY_MEMORY_MAX_BYTES,
      payoutSettleWindowMs: e.PAYOUT_SETTLE_WINDOW_MS,
    },
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    graphiql: e.GRAPHIQL ?? e.NODE_ENV !== 'production',
    checkoutExample: e.CHECKOUT_EXAMPLE ?? e.NODE_ENV !== 'production',
    limits: { maxDepth: e.MAX_QUERY_DEPTH, maxCost: e.MAX_QUERY_COST },
    documents: { maxTokens: e.MAX_QUERY_TOKENS, cacheMaxBytes: e.DOCUMENT_CACHE_MAX_BYTES },
    metrics: e.METRICS,
    apiKeys: apiKeys.keys,
    rateLimit: {
      points: e.RATE_LIMIT_POINTS,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      keyPrefix: e.RATE_LIMIT_KEY_PREFIX,
    },
    auth: { apiKeys: apiKeys.keys, jwt },
    openAccess,
    payoutOwnershipTtlMs: e.PAYOUT_OWNERSHIP_TTL_DAYS * 86_400_000,
    metricsPort: e.METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
    introspection: e.INTROSPECTION ?? e.NODE_ENV !== 'production',
    federationSubgraph: e.FEDERATION_SUBGRAPH,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    bodyIdleMs: e.HTTP_BODY_IDLE_TIMEOUT_MS,
    tracing: tracingSettings(e),
    payoutWatch: { intervalsMs: e.PAYOUT_WATCH_INTERVALS_MS, agesMs: e.PAYOUT_WATCH_AGES_MS },
    browser,
    scale,
  };
}
