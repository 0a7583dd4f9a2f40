import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';
import { parseApiKeys } from './auth/apiKeys.ts';
import { jwtSettings } from './auth/jwtSettings.ts';
import { openAccessProblem } from './auth/openAccess.ts';
import { authGroup } from './auth/settings.ts';
import { scaleGroup, scaleSettingsFrom } from './cluster/settings.ts';
import { mediaGroup } from './datasources/upstream/mediaSettings.ts';
import { upstreamGroup } from './datasources/upstream/settings.ts';
import { upstreamSettingsFrom } from './datasources/upstream/settingsSlice.ts';
import { checkoutExampleSettings } from './features/checkoutExample/settings.ts';
import { corsSettings } from './features/cors/settings.ts';
import { graphiqlSettings } from './features/graphiql/settings.ts';
import { metricsSettings } from './features/metrics/settings.ts';
import { rateLimitSettings } from './features/rateLimits/settings.ts';
import { streamSettings } from './features/stream/settings.ts';
import { tracingSettings } from './features/tracing/settings.ts';
import { trustedDocumentsSettings } from './features/trustedDocuments/settings.ts';
import { federationGroup } from './federation/settings.ts';
import { globalIdSettings } from './identity/settings.ts';
import { payoutWatchSettings } from './live/settings.ts';
import { cacheBudgetsFor } from './memory/cacheBudgets.ts';
import { limitsGroup } from './server/settings.ts';
import { coreGroup } from './settings/core.ts';
import { withSecretFiles } from './settings/secretFiles.ts';
import {
  type CoreFacts,
  emptyValueNames,
  type GroupEnv,
  type SettingsGroup,
  secretNames,
} from './settings/setting.ts';
import { type UnknownSetting, unknownSettings } from './settings/unknownNames.ts';
import { storeSettings } from './stores/settings.ts';

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

/** The core's settings groups, beside the features'. */
const coreGroups = [
  coreGroup,
  upstreamGroup,
  storeSettings.group,
  authGroup,
  globalIdSettings.group,
  limitsGroup,
  payoutWatchSettings.group,
  scaleGroup,
  federationGroup,
  mediaGroup,
] as const;

/**
 * Every settings group, in the order docs/configuration.md lists them: the core's, then the features'. Each declares
 * its own settings (name, type, default, description, production rule, whether it is a secret) in its folder; this
 * is the one place they meet. The gateway reads the names of the secrets from them (below).
 * @internal Exported for scripts/configReference.ts (docs/configuration.md and its drift check in CI) and the tests.
 */
export const settingsGroups: readonly SettingsGroup[] = [
  ...coreGroups,
  ...Object.values(features).map((feature) => feature.group),
];

/** `A | B` as `A & B`: every group's settings at once. */
type Every<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type EveryEnv = Every<(typeof coreGroups)[number]['env'] | Features[keyof Features]['group']['env']>;

/**
 * Every environment variable the gateway reads, from every group (a name is declared once). Unknown variables are
 * ignored here (start-up warns of those that look like typos, `--check` refuses them: unknownSettingsOf); a bad
 * value stops start-up with every problem listed at once.
 */
const envSchema = z.object(Object.assign({}, ...settingsGroups.map((group) => group.env)) as EveryEnv);

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

/** Every setting's name, from every group. */
const settingNames = settingsGroups.flatMap((group) => Object.keys(group.env));

/** The settings an empty value means something for (`emptyMeans`: a header turned off), kept as they are. */
const emptyIsAValue = new Set(emptyValueNames(settingsGroups));

/**
 * The variables of `env` that look like settings of the gateway but are none (typos), each with the nearest known
 * name: start-up warns of each, `--check` refuses them.
 */
export function unknownSettingsOf(env: Readonly<Record<string, string | undefined>>): UnknownSetting[] {
  return unknownSettings(env, settingNames);
}

/**
 * The environment with every empty setting taken as unset (`METRICS_PORT=` in an env file): an empty value was
 * read as zero, a random port, or the empty text, never what its writer meant. The few settings that declare what
 * empty means (`emptyMeans`) keep it. `gateway migrate` reads its two settings through it too.
 */
export function withoutEmptySettings(
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
  const kept = { ...env };
  for (const name of settingNames) {
    if (emptyIsAValue.has(name)) continue;
    if (kept[name]?.trim() === '') delete kept[name];
    if (kept[`${name}_FILE`]?.trim() === '') delete kept[`${name}_FILE`];
  }
  return kept;
}

/** Reads the environment once (and the secret files it names); throws ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined>) {
  const files = withSecretFiles(withoutEmptySettings(env), secrets);
  const parsed = envSchema.safeParse(files.env);
  if (!parsed.success) {
    throw new ConfigError([
      ...files.problems,
      ...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    ]);
  }
  const e = parsed.data;
  const problems = [...files.problems];
  const config = settingsFrom(e, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** The settings each part of the gateway reads, from the parsed environment; problems found are pushed. */
function settingsFrom(e: Env, problems: string[]) {
  const apiKeys = e.API_KEYS ? parseApiKeys(e.API_KEYS) : { keys: [], problems: [] };
  problems.push(...apiKeys.problems);
  const jwt = jwtSettings(e, problems);
  const upstream = upstreamSettingsFrom(e, e.NODE_ENV, problems);
  const openAccess = !e.API_KEYS && !e.JWT_SECRET && !e.JWT_PUBLIC_KEY && !e.JWT_JWKS_URL;
  const openProblem = openAccess ? openAccessProblem(e.NODE_ENV, e.HOST, e.ALLOW_OPEN_ACCESS) : undefined;
  // The caches' defaults follow the heap this process was given (--max-old-space-size from the container's limit).
  const budgets = cacheBudgetsFor(getHeapStatistics().heap_size_limit);
  if (openProblem) problems.push(openProblem);
  const scale = scaleSettingsFrom(e, problems);
  const core: CoreFacts = { nodeEnv: e.NODE_ENV, port: e.PORT, host: e.HOST, openAccess };
  return {
    port: e.PORT,
    host: e.HOST,
    upstream,
    sandbox: { port: e.SANDBOX_PORT, seed: e.SANDBOX_SEED, controlEnabled: e.SANDBOX_CONTROL },
    stores: storeSettings.read(e, core, problems),
    payoutWatch: payoutWatchSettings.read(e, core, problems),
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    graphql: {
      limits: { maxDepth: e.MAX_QUERY_DEPTH, maxCost: e.MAX_QUERY_COST },
      documents: {
        maxTokens: e.MAX_QUERY_TOKENS,
        cacheMaxBytes: e.DOCUMENT_CACHE_MAX_BYTES ?? budgets.documents,
      },
      compiledMaxBytes: e.COMPILED_EXECUTION_MAX_BYTES ?? budgets.compiled,
      introspection: e.INTROSPECTION ?? e.NODE_ENV !== 'production',
      federationSubgraph: e.FEDERATION_SUBGRAPH,
    },
    auth: { apiKeys: apiKeys.keys, jwt },
    globalIds: globalIdSettings.read(e, core, problems),
    openAccess,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    bodyIdleMs: e.HTTP_BODY_IDLE_TIMEOUT_MS,
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
    const read = feature.read as (
      env: GroupEnv<SettingsGroup>,
      core: CoreFacts,
      problems: string[],
    ) => unknown;
    slices[name] = read(e as GroupEnv<SettingsGroup>, core, problems);
  }
  return slices as { [K in keyof Features]: ReturnType<Features[K]['read']> };
}
