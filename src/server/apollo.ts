import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { federationSubgraph } from '../federation/index.ts';
import type { Logger } from '../logger.ts';
import { resolvers } from '../resolvers/index.ts';
import { CoercionFailures } from './coercionErrors.ts';
import { compiledExecution } from './compiledExecution.ts';
import type { EngineObserver } from './compiledExecutor.ts';
import type { GatewayContext } from './context.ts';
import { DocumentCache, type DocumentCacheStats } from './documentStore.ts';
import { formatError } from './formatError.ts';
import { getRequestsPlugin } from './getRequests.ts';
import { introspectionOff } from './introspection.ts';
import { type OperationLimits, operationLimitRules } from './limits.ts';
import { requestIdPlugin } from './requestIdPlugin.ts';
import { loadTypeDefs } from './schemaFiles.ts';
import { sentErrorCodes } from './sentErrorCodes.ts';
import { StoreUnavailableLog } from './storeUnavailableLog.ts';
import { upstreamFailureLog } from './upstreamFailureLog.ts';

/** Logs one line per operation: name, duration, error codes. Never variables (they may hold card data). */
function operationLogging(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue }) {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, response }) {
          contextValue.logger.info(
            {
              operationName: operationName ?? null,
              durationMs: Math.round(performance.now() - started),
              errorCodes: sentErrorCodes(response),
            },
            'graphql operation',
          );
        },
      };
    },
  };
}

/** Logs what went wrong where Apollo could not process a request at all. No per-request hook: costs nothing. */
function unexpectedErrorLogging(logger: Logger): ApolloServerPlugin<GatewayContext> {
  return {
    async unexpectedErrorProcessingRequest({ error }) {
      logger.error(
        { err: { name: error.name, message: error.message } },
        'unexpected error processing request',
      );
    },
  };
}

/**
 * What Apollo reads of the settings (MAX_QUERY_*, DOCUMENT_CACHE_MAX_BYTES, COMPILED_EXECUTION_MAX_BYTES,
 * INTROSPECTION, FEDERATION_SUBGRAPH).
 */
export interface ApolloSettings {
  readonly documents: { readonly maxTokens: number; readonly cacheMaxBytes: number };
  /** Budget of compiled operations; 0: graphql-js runs everything. */
  readonly compiledMaxBytes: number;
  readonly limits: OperationLimits;
  readonly introspection: boolean;
  readonly federationSubgraph: boolean;
}

/** Told which engine answered each operation and, when scraped, what the document cache holds (the metrics). */
export interface ServerObserver extends EngineObserver {
  observeDocumentCache(read: () => DocumentCacheStats): void;
}

/**
 * The Apollo server; with an `observer`, engines and the document cache are reported there; `features` are the
 * Apollo plugins of the installed features (metrics, rate limits, tracing, …), after the server's own.
 */
export function createApollo(
  settings: ApolloSettings,
  logger: Logger,
  observer: ServerObserver | undefined,
  features: readonly ApolloServerPlugin<GatewayContext>[],
): ApolloServer<GatewayContext> {
  const { maxTokens, cacheMaxBytes } = settings.documents;
  const documentCache = cacheMaxBytes > 0 ? new DocumentCache(cacheMaxBytes) : undefined;
  if (documentCache) observer?.observeDocumentCache(() => documentCache.stats());
  const coercion = new CoercionFailures();
  // FEDERATION_SUBGRAPH: the same schema plus entity keys, `_service` and `_entities`; otherwise the default one.
  const schema = settings.federationSubgraph
    ? federationSubgraph(loadTypeDefs())
    : { typeDefs: loadTypeDefs(), resolvers };
  return new ApolloServer<GatewayContext>({
    // Operations run compiled (graphql-jit) where compilationRule.ts allows, each compiled once, within a budget.
    gateway: compiledExecution(schema, settings.compiledMaxBytes, observer),
    // Apollo's own refusal is replaced by ours (introspection.ts), which names INTROSPECTION=true.
    introspection: true,
    // One shutdown path (main.ts ▶ RunningGateway.close): Apollo stops after the HTTP server has drained.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    // Document ids are resolved by the HTTP layer (src/http/documentIds.ts); Apollo's automatic persisted
    // queries would keep any caller's text (inline card numbers included) in memory for nothing.
    persistedQueries: false,
    // urql's GET queries carry none of the headers Apollo's CSRF rule asks for; the HTTP layer applies the rule
    // to POST, the only method that can change anything (src/http/csrf.ts).
    csrfPrevention: false,
    // Parsed documents are cached within a byte budget, never those whose text carries card data (documentStore.ts).
    documentStore: documentCache ?? null,
    // A document's tokens bound the parser's work and the syntax tree's size, whatever its text's length.
    parseOptions: { maxTokens },
    formatError: formatError(logger, coercion),
    validationRules: [
      ...operationLimitRules(settings.limits),
      ...(settings.introspection ? [] : [introspectionOff]),
    ],
    plugins: [
      // Our GraphiQL page is served by the HTTP layer; Apollo's would load a CDN.
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints in this schema (every answer is live payment data): skip the per-field bookkeeping.
      ApolloServerPluginCacheControlDisabled(),
      // A subgraph would otherwise send Apollo's `ftv1` traces to any caller asking with a header: timings and
      // errors of every field, meant for Apollo's hosted reporting, which this gateway does not use.
      ApolloServerPluginInlineTraceDisabled(),
      unexpectedErrorLogging(logger),
      // Below `info` (production runs `silent` or `warn`) the line is never written: no listener on every request.
      ...(logger.isLevelEnabled('info') ? [operationLogging(), upstreamFailureLog()] : []),
      // Below `warn` (LOG_LEVEL=silent or error) it would say nothing: not installed.
      ...(logger.isLevelEnabled('warn') ? [new StoreUnavailableLog(logger).plugin<GatewayContext>()] : []),
      requestIdPlugin<GatewayContext>(),
      coercion.plugin<GatewayContext>(),
      getRequestsPlugin<GatewayContext>(),
      ...(documentCache ? [documentCache.plugin<GatewayContext>()] : []),
      ...features,
    ],
  });
}
