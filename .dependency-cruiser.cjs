/**
 * The layering of src/ (see docs/contributing.md "Architecture"): arrows only point down.
 *
 *   main.ts ▶ app.ts ▶ server/, http/ ▶ resolvers/<domain>/ ▶ loaders/ ▶ datasources/<area>/ ▶ datasources/upstream/
 *
 * federation/ (FEDERATION_SUBGRAPH) sits between the server and the resolvers: it adds `_service` and `_entities`
 * over the domains' node sources, and the server picks it or the default schema.
 *
 * features/<feature>/ (GraphiQL, metrics, rate limits, trusted documents, tracing, the stream, CORS…) sit above the
 * core: each imports down (http/feature.ts, the server, the shared mechanisms), never another feature; only the
 * composition root (app.ts) and the settings assembly (config.ts) import them, so the core names none.
 *
 * Below the domains sit the shared mechanisms (idempotency, stores, pagination, money, errors, validation, identity,
 * scalars, json, logger); auth/ and config.ts cut across. contract/ is shared by
 * the gateway and the sandbox; the sandbox imports nothing else of ours, and only the composition root loads it.
 *
 * Each rule names one upward (or sideways) arrow; `npm run depcruise` fails on any of them.
 */

/** Folders below the domains: they never import a domain, the server or the HTTP layer. */
const shared =
  '^src/(idempotency|stores|pagination|money|errors|validation|identity|scalars|json|contract)/|^src/logger\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle of any length, type-only imports included: every arrow points one way.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      severity: 'error',
      comment: 'No cycle between folders either, even when the files involved do not form one.',
      from: {},
      to: { circular: true },
      scope: 'folder',
    },
    {
      name: 'datasources-not-up',
      severity: 'error',
      comment:
        'Data sources know nothing of GraphQL (its error catalogue included: a domain says what a provider refusal means to its callers), loaders, the server, the HTTP layer or the stores.',
      from: { path: '^src/datasources/' },
      to: { path: '^src/(loaders|resolvers|server|http|idempotency|stores|generated|errors)/' },
    },
    {
      name: 'upstream-not-areas',
      severity: 'error',
      comment: 'The upstream client serves every area and knows none of them.',
      from: { path: '^src/datasources/upstream/' },
      to: { path: '^src/datasources/(?!upstream/)' },
    },
    {
      name: 'loaders-not-up',
      severity: 'error',
      comment: 'Loaders return provider models; the domains turn them into GraphQL views.',
      from: { path: '^src/loaders/' },
      to: { path: '^src/(resolvers|server|http|generated)/' },
    },
    {
      name: 'shared-mechanisms-not-up',
      severity: 'error',
      comment:
        'Shared mechanisms sit below the domains and never import them, the server or cross-cutting layers.',
      from: { path: shared },
      to: { path: '^src/(resolvers|server|http|auth|features|loaders)/' },
    },
    {
      name: 'domains-apart',
      severity: 'error',
      comment:
        'A domain imports no other domain; what they share lives in resolvers/common or resolvers/context.ts.',
      from: { path: '^src/resolvers/([^/]+)/' },
      to: {
        path: '^src/resolvers/([^/]+)/',
        pathNot: ['^src/resolvers/$1/', '^src/resolvers/common/'],
      },
    },
    {
      name: 'common-not-domains',
      severity: 'error',
      comment: 'resolvers/common is below the domains.',
      from: { path: '^src/resolvers/common/' },
      to: { path: '^src/resolvers/(?!common/|context\\.ts$)' },
    },
    {
      name: 'resolvers-not-server',
      severity: 'error',
      comment: 'Resolvers are called by the server; they never reach back into it or into the HTTP layer.',
      from: { path: '^src/resolvers/' },
      to: { path: '^src/(server|http)/|^src/app\\.ts$|^src/main\\.ts$' },
    },
    {
      name: 'tracing-from-the-side',
      severity: 'error',
      comment:
        'Tracing watches the layers from the side: it hands the hosts a Feature and reads the server only for its context type and operation names; it never imports the domains or the stores.',
      from: { path: '^src/features/tracing/' },
      to: {
        path: '^src/(resolvers|loaders|idempotency|stores|auth|generated)/|^src/(app|main)\\.ts$',
      },
    },
    {
      name: 'no-telemetry-below',
      severity: 'error',
      comment:
        'The request path below the HTTP layer carries no tracing code: undici spans come from diagnostics channels, and everything else is the operation span.',
      from: {
        path: '^src/(resolvers|loaders|datasources|idempotency|stores|pagination|money|errors|validation|identity|scalars|json|contract|auth)/',
      },
      to: { path: '^src/features/tracing/' },
    },
    {
      name: 'federation-not-server',
      severity: 'error',
      comment:
        'The subgraph schema is built by the server from the resolvers; it never reaches back into the server or the HTTP layer.',
      from: { path: '^src/federation/' },
      to: { path: '^src/(server|http)/|^src/app\\.ts$|^src/main\\.ts$' },
    },
    {
      name: 'federation-above-domains',
      severity: 'error',
      comment:
        'Domains, loaders, data sources and shared mechanisms know nothing of federation: it is an optional layer over them.',
      from: { path: `^src/(resolvers|loaders|datasources|auth|features|live)/|${shared}` },
      to: { path: '^src/federation/' },
    },
    {
      name: 'one-upstream-conversion',
      severity: 'error',
      comment:
        'An upstream failure becomes a GraphQL error in one place: formatError. Below it, provider failures travel as typed UpstreamErrors; nothing else may import the conversion.',
      from: { path: '^src/', pathNot: '^src/server/formatError\\.ts$' },
      to: { path: '^src/errors/fromUpstream\\.ts$' },
    },
    {
      name: 'sandbox-alone',
      severity: 'error',
      comment:
        'The sandbox shares only the contract with the gateway, so that one misreading cannot hide in both.',
      from: { path: '^src/sandbox/' },
      to: { path: '^src/', pathNot: '^src/(sandbox|contract)/' },
    },
    {
      name: 'sandbox-only-from-root',
      severity: 'error',
      comment:
        'Production never loads the sandbox unless it runs it: only the composition root may import it.',
      from: { path: '^src/', pathNot: '^src/(sandbox/|app\\.ts$|embeddedSandbox\\.ts$|main\\.ts$)' },
      to: { path: '^src/sandbox/' },
    },
    {
      name: 'core-names-no-feature',
      severity: 'error',
      comment:
        'The hosts (HTTP server, GraphQL start, shutdown) iterate over the features (src/http/feature.ts) and never name one: only the composition root and the settings assembly import a feature. And `gateway --check` (src/commands/check.ts), an entry point beside the root: it reads the trusted-documents manifest with the loader start-up runs, so the check and the start cannot disagree about a manifest.',
      from: { path: '^src/', pathNot: '^src/(features/|app\\.ts$|config\\.ts$|commands/check\\.ts$)' },
      to: { path: '^src/features/' },
    },
    {
      name: 'features-apart',
      severity: 'error',
      comment:
        'A feature imports no other feature: what two share lives below them (e.g. server/operationName.ts), and what one tells another goes through the hosts (RouteHost, an observer met by shape).',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'config-not-up',
      severity: 'error',
      comment:
        'Configuration is read before the server exists; it never imports the HTTP layer or the server, only the settings groups features declare (a settings.ts imports nothing but zod and src/settings/).',
      from: { path: '^src/config\\.ts$' },
      to: {
        path: '^src/(http|server|resolvers|loaders|features|datasources|stores|live)/',
        pathNot: '/(settings|settingsSlice|mediaSettings)\\.ts$',
      },
    },
    {
      name: 'nothing-imports-the-root',
      severity: 'error',
      comment: 'main.ts and app.ts are the top: nothing of src imports them.',
      from: { path: '^src/', pathNot: '^src/main\\.ts$' },
      to: { path: '^src/(main|app)\\.ts$' },
    },
    {
      name: 'cluster-only-from-the-top',
      severity: 'error',
      comment:
        'Running several processes is a way to run the entry point: only main.ts and primary.ts use the worker pool; a gateway process never does. The settings assembly reads the cluster settings group (WORKERS).',
      from: { path: '^src/', pathNot: '^src/(main\\.ts$|primary\\.ts$|cluster/)' },
      to: { path: '^src/cluster/', pathNot: '^src/cluster/settings\\.ts$' },
    },
    {
      name: 'config-only-from-the-top',
      severity: 'error',
      comment:
        'The assembled configuration is the top: each folder below takes its own settings slice, never the whole config (and never the banner or the primary that print and run it). Only the one-shot commands read it whole.',
      from: { path: '^src/(?!commands/|sandbox/)[^/]+/' },
      to: { path: '^src/(config|primary|banner)\\.ts$' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing is a typo or a missing package.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Generated code is a leaf: its own imports (the context and mapper types codegen.ts names) are not followed,
    // but an import of it from a layer that must not know GraphQL (data sources, loaders) still counts.
    doNotFollow: { path: ['node_modules', '^src/generated/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.json'],
    },
  },
};
