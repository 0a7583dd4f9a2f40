import { z } from 'zod';
import { parseApiKeys } from './auth/apiKeys.ts';
import { jwtSettings } from './auth/jwtSettings.ts';
import { openAccessProblem } from './auth/openAccess.ts';
import { authGroup } from './auth/settings.ts';
import { scaleGroup, scaleSettingsFrom } from './cluster/settings.ts';
import { parseWalletSetting } from './contract/index.ts';
import { mediaGroup, upstreamMediaFrom } from './datasources/upstream/mediaSettings.ts';
import { upstreamGroup } from './datasources/upstream/settings.ts';
import { checkoutExampleSettings } from './features/checkoutExample/settings.ts';
import { corsSettings } from './features/cors/settings.ts';
import { graphiqlSettings } from './features/graphiql/settings.ts';
import { metricsSettings } from './features/metrics/settings.ts';
import { rateLimitSettings } from './features/rateLimits/settings.ts';
import { streamSettings } from './features/stream/settings.ts';
import { tracingSettings } from './features/tracing/settings.ts';
import { trustedDocumentsSettings } from './features/trustedDocuments/settings.ts';
import { federationGroup } from './federation/settings.ts';
import { liveGroup } from './live/settings.ts';
import { limitsGroup } from './server/settings.ts';
import { coreGroup } from './settings/core.ts';
import { withSecretFiles } from './settings/secretFiles.ts';
import {
  type CoreFacts,
  type FeatureSettings,
  type GroupEnv,
  type SettingsGroup,
  secretNames,
} from './settings/setting.ts';
import { storesGroup } from './stores/settings.ts';

/**
 * The optional features' settings, one line each: the key names the feature's slice of the config, the value is
 * declared in the feature's folder (its group and how its slice is read from the parsed environment).
 */
const features = {
  trustedDocuments: trustedDocumentsSettings,
  rateLimit: rateLimitSettings,
  metrics: metricsSettings,
  tracing: tracingSettings,
  streams: streamSettings,
  graphiql: graphiqlSettings,
  checkoutExample: checkoutExampleSettings,
  cors: corsSettings,
};

type Features = typeof features;
type FeatureGroup = Features[keyof Features]['group'];
/** `A | B` as `A & B`: the features' settings, every one of them at once. */
type Every<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/**
 * Every settings group, in the order docs/configuration.md lists them: the core's, then the features'. Each declares
 * its own settings (name, type, default, description, production rule, whether it is a secret) in its folder; this
 * is the one place they meet. The gateway reads the names of the secrets from them (below).
 * @internal Exported for scripts/configReference.ts (docs/configuration.md and its drift check in CI) and the tests.
 */
export const settingsGroups: readonly SettingsGroup[] = [
  coreGroup,
  upstreamGroup,
  storesGroup,
  authGroup,
  limitsGroup,
  ...Object.values(features).map((feature) => feature.group),
  liveGroup,
  scaleGroup,
  federationGroup,
  mediaGroup,
];

/** The features' settings as one shape (the groups' variables are distinct: a name is declared once). */
const featureEnv = Object.assign({}, ...Object.values(features).map((f) => f.group.env)) as Every<
  FeatureGroup['env']
>;

/**
 * Every environment variable the gateway reads. Unknown variables are ignored; a bad value stops start-up with
 * every problem listed at once.
 */
const envSchema = z.object({
  ...coreGroup.env,
  ...upstreamGroup.env,
  ...storesGroup.env,
  ...authGroup.env,
  ...limitsGroup.env,
  ...liveGroup.env,
  ...scaleGroup.env,
  ...federationGroup.env,
  ...mediaGroup.env,
  ...featureEnv,
});

type Env = z.output<typeof envSchema>;

/** The gateway's settings, as `loadConfig` builds them from the environment (the type follows the schema). */
export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** The credentials, which may also be given as `<NAME>_FILE` (src/settings/secretFiles.ts). */
const secrets = secretNames(settingsGroups);

/** Reads the environment once (and the secret files it names); throws ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined>) {
  const files = withSecretFiles(env, secrets);
  const parsed = envSchema.safeParse(files.env);
  if (!parsed.success) {
    throw new ConfigError([
      ...files.problems,
      ...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    ]);
  }
  const e = parsed.data;
  const problems = [...files.problems, ...crossSettingProblems(e)];
  const config = settingsFrom(e, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Problems of settings that depend on one another (each feature's own are checked where it reads them). */
function crossSettingProblems(e: Env): string[] {
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
  if (e.DATABASE_URL && !e.IDEMPOTENCY_FINGERPRINT_KEY) {
    problems.push('IDEMPOTENCY_FINGERPRINT_KEY (32+ characters) is required when DATABASE_URL is set');
  }
  if (e.NODE_ENV === 'production' && !e.DATABASE_URL) {
    problems.push(
      'DATABASE_URL is required in production: payout and sale records must survive every restart (PostgreSQL)',
    );
  }
  if (e.REDIS_CLUSTER && !e.REDIS_URL)
    problems.push('REDIS_CLUSTER=true needs REDIS_URL (a node of the cluster)');
  if (e.PAYOUT_WATCH_INTERVALS_MS.length !== e.PAYOUT_WATCH_AGES_MS.length + 1) {
    problems.push('PAYOUT_WATCH_INTERVALS_MS must list one more interval than PAYOUT_WATCH_AGES_MS has ages');
  }
  if (e.PAYOUT_WATCH_INTERVALS_MS.some((ms) => ms < 1)) {
    problems.push('PAYOUT_WATCH_INTERVALS_MS: every interval must be at least 1 ms');
  }
  return problems;
}

/** The provider's connection, credentials, media types and wallets (the upstream settings group). */
function upstreamSettingsFrom(e: Env, problems: string[]) {
  const wallets = parseWalletSetting(e.UPSTREAM_WALLETS);
  problems.push(...wallets.problems);
  return {
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
    payoutInstrumentRules: { networkTokenBillingAddress: e.UPSTREAM_PAYOUTS_NETWORK_TOKEN_BILLING_ADDRESS },
  };
}

/** The money records' stores (DATABASE_*, REDIS_*, IDEMPOTENCY_*, PAYOUT_SETTLE_WINDOW_MS, PAYOUT_OWNERSHIP_TTL_DAYS). */
function storeSettingsFrom(e: Env) {
  return {
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    redisCluster: e.REDIS_CLUSTER,
    fingerprintKey: e.IDEMPOTENCY_FINGERPRINT_KEY,
    idempotency: {
      ttlMs: e.IDEMPOTENCY_TTL_MS,
      memoryMaxBytes: e.IDEMPOTENCY_MEMORY_MAX_BYTES,
      payoutSettleWindowMs: e.PAYOUT_SETTLE_WINDOW_MS,
    },
    ownershipTtlMs: e.PAYOUT_OWNERSHIP_TTL_DAYS * 86_400_000,
  };
}

/** The settings each part of the gateway reads, from the parsed environment; problems found are pushed. */
function settingsFrom(e: Env, problems: string[]) {
  const apiKeys = e.API_KEYS ? parseApiKeys(e.API_KEYS) : { keys: [], problems: [] };
  problems.push(...apiKeys.problems);
  const jwt = jwtSettings(e, problems);
  const upstream = upstreamSettingsFrom(e, problems);
  const openAccess = !e.API_KEYS && !e.JWT_SECRET && !e.JWT_PUBLIC_KEY && !e.JWT_JWKS_URL;
  const openProblem = openAccess ? openAccessProblem(e.NODE_ENV, e.HOST, e.ALLOW_OPEN_ACCESS) : undefined;
  if (openProblem) problems.push(openProblem);
  const scale = scaleSettingsFrom(e, problems);
  const core: CoreFacts = { nodeEnv: e.NODE_ENV, port: e.PORT, host: e.HOST, openAccess };
  return {
    port: e.PORT,
    host: e.HOST,
    upstream,
    sandbox: { port: e.SANDBOX_PORT, seed: e.SANDBOX_SEED, controlEnabled: e.SANDBOX_CONTROL },
    stores: storeSettingsFrom(e),
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    graphql: {
      limits: { maxDepth: e.MAX_QUERY_DEPTH, maxCost: e.MAX_QUERY_COST },
      documents: { maxTokens: e.MAX_QUERY_TOKENS, cacheMaxBytes: e.DOCUMENT_CACHE_MAX_BYTES },
      compiledMaxBytes: e.COMPILED_EXECUTION_MAX_BYTES,
      introspection: e.INTROSPECTION ?? e.NODE_ENV !== 'production',
      federationSubgraph: e.FEDERATION_SUBGRAPH,
    },
    auth: { apiKeys: apiKeys.keys, jwt },
    openAccess,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    bodyIdleMs: e.HTTP_BODY_IDLE_TIMEOUT_MS,
    payoutWatch: { intervalsMs: e.PAYOUT_WATCH_INTERVALS_MS, agesMs: e.PAYOUT_WATCH_AGES_MS },
    /** `x-served-by` names the worker process that answered, outside production (WORKERS > 1). */
    namesWorker: e.NODE_ENV !== 'production',
    scale,
    ...featureSlices(e, core, problems),
  };
}

/** Each feature's slice, by its name in `features`. */
function featureSlices(e: Env, core: CoreFacts, problems: string[]) {
  const slices: Record<string, unknown> = {};
  for (const [name, feature] of Object.entries(features)) {
    // Every feature reads its own variables of the one parsed environment.
    const read = feature.read as FeatureSettings<SettingsGroup, unknown>['read'];
    slices[name] = read(e as GroupEnv<SettingsGroup>, core, problems);
  }
  return slices as { [K in keyof Features]: ReturnType<Features[K]['read']> };
}

/**
 * DATABASE_URL (or DATABASE_URL_FILE) alone, for `migrate`: a migration Job needs the database's credentials, not
 * the callers' or the provider's. Throws ConfigError when it is missing or not a PostgreSQL URL.
 */
export function loadDatabaseUrl(env: Record<string, string | undefined>): string {
  const files = withSecretFiles(env, ['DATABASE_URL']);
  if (files.problems.length > 0) throw new ConfigError(files.problems);
  const parsed = storesGroup.env.DATABASE_URL.safeParse(files.env.DATABASE_URL);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => `DATABASE_URL: ${i.message}`));
  if (!parsed.data) throw new ConfigError(['DATABASE_URL (or DATABASE_URL_FILE) is required to migrate']);
  return parsed.data;
}
