import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type GraphQLFormattedError, type ValidationContext } from 'graphql';
import type { Config } from '../config.ts';
import { UpstreamError } from '../datasources/index.ts';
import { CircuitOpenError } from '../datasources/upstream/errors.ts';
import { toGraphQLError } from '../errors/index.ts';
import { maskCardNumbers, maskCardNumbersDeep } from '../errors/maskCardNumbers.ts';
import type { Logger } from '../logger.ts';
import type { GatewayMetrics } from '../metrics/index.ts';
import { type CallerBudgets, rateLimitPlugin } from '../rateLimit/index.ts';
import { resolvers } from '../resolvers/index.ts';
import { coercionFieldErrors } from './coercionErrors.ts';
import type { GatewayContext } from './context.ts';
import { DocumentCache } from './documentStore.ts';
import { metricsPlugin } from './metricsPlugin.ts';
import { sanitizeErrorMessage } from './sanitizeError.ts';
import { loadTypeDefs } from './schemaFiles.ts';

/** Codes whose message we wrote ourselves (or sanitised) and that a caller may act on. */
const internalCodes = new Set(['INTERNAL_SERVER_ERROR', undefined]);

/**
 * Hides what callers must not see: unexpected errors become a generic message (the details go to the log), and
 * no message carries a value the caller sent (see sanitizeErrorMessage).
 */
export function formatError(logger: Logger) {
  const format = (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    const code = formatted.extensions?.code as string | undefined;
    // Resolvers let provider failures through as they are; this is where they get their code (DESIGN.md Errors).
    // An error that already carries a code of ours (e.g. OUTCOME_UNKNOWN wrapping a lost response) keeps it.
    const upstream = internalCodes.has(code) ? upstreamCause(error) : undefined;
    if (upstream) return fromUpstreamError(formatted, upstream, logger);
    const unexpected =
      internalCodes.has(code) && original !== undefined && !(original instanceof GraphQLError);
    if (unexpected) {
      logger.error(
        {
          path: formatted.path,
          err: original instanceof Error ? { name: original.name, message: original.message } : {},
        },
        'unexpected resolver error',
      );
      return {
        message: 'Internal server error',
        ...(formatted.path ? { path: formatted.path } : {}),
        ...(formatted.locations ? { locations: formatted.locations } : {}),
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    }
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    Object.assign(extensions, circuitHint(error));
    // graphql-js keeps the broken rule of a variable coercion failure as its originalError: with it, the message
    // splits into value and rule whatever the caller's value contains.
    const rule = original instanceof Error ? original.message : undefined;
    if (code === 'BAD_USER_INPUT' && extensions.fieldErrors === undefined) {
      const fieldErrors = coercionFieldErrors(formatted.message, rule);
      if (fieldErrors) extensions.fieldErrors = fieldErrors;
    }
    return { ...formatted, message: sanitizeErrorMessage(formatted.message, rule), extensions };
  };
  return (formatted: GraphQLFormattedError, error: unknown) => maskFormattedError(format(formatted, error));
}

/**
 * The last step before an error leaves: the one card-number rule over its message and the strings of its
 * extensions (an unknown input key in `fieldErrors[].path`, a provider's message), whoever wrote them. A field
 * error's message is left as it is: it states one of our rules (which may quote a limit such as 2^53 - 1) or is a
 * provider's message, masked where it was mapped (src/errors/fromUpstream.ts); no rule quotes the caller's value.
 */
function maskFormattedError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (!formatted.extensions) return { ...formatted, message: maskCardNumbers(formatted.message) };
  const { fieldErrors, ...rest } = formatted.extensions;
  const extensions = maskCardNumbersDeep(rest) as Record<string, unknown>;
  if (Array.isArray(fieldErrors)) {
    extensions.fieldErrors = fieldErrors.map((fieldError: unknown) =>
      isFieldError(fieldError) ? { ...fieldError, path: maskCardNumbers(fieldError.path) } : fieldError,
    );
  }
  return { ...formatted, message: maskCardNumbers(formatted.message), extensions };
}

function isFieldError(value: unknown): value is { path: string } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { path?: unknown }).path === 'string'
  );
}

/** The UpstreamError behind an error, through the wrappers graphql-js and Apollo put around it. */
function upstreamCause(error: unknown): UpstreamError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined; depth++) {
    if (current instanceof UpstreamError) return current;
    current = current instanceof GraphQLError ? current.originalError : undefined;
  }
  return undefined;
}

/** Kinds that mean the provider or our reading of it is off: worth an operator's attention, not only the caller's. */
const loggedKinds = new Set(['contractViolation', 'outcomeUnknown', 'unavailable']);

function fromUpstreamError(
  formatted: GraphQLFormattedError,
  upstream: UpstreamError,
  logger: Logger,
): GraphQLFormattedError {
  const mapped = toGraphQLError(upstream);
  if (loggedKinds.has(upstream.kind)) {
    // The message names paths and rules only (never values), so it is safe to log.
    logger.warn(
      { path: formatted.path, kind: upstream.kind, status: upstream.status, detail: upstream.message },
      'upstream failure',
    );
  }
  return {
    ...formatted,
    message: mapped.message,
    extensions: { ...mapped.extensions, ...circuitHint(upstream) },
  };
}

/**
 * An open circuit (the request was not sent) adds `retryAfterMs` to `UPSTREAM_UNAVAILABLE`: how long until the
 * gateway lets a trial call through to the provider (0: one is being tried now). Other outages carry no hint.
 */
function circuitHint(error: unknown): { retryAfterMs?: number } {
  const cause = upstreamCause(error);
  return cause instanceof CircuitOpenError ? { retryAfterMs: cause.retryAfterMs } : {};
}

/** Logs one line per operation: name, duration, error codes. Never variables (they may hold card data). */
function requestLogging(logger: Logger): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue }) {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, response }) {
          // The id our log lines carry, so a frontend can quote it in a support request.
          response.http.headers.set('x-request-id', contextValue.requestId);
          // The codes the caller got: the response's errors are the formatted ones (an UPSTREAM_REJECTED, not
          // the INTERNAL_SERVER_ERROR the raw resolver error would say).
          const sent =
            response.body.kind === 'single'
              ? response.body.singleResult.errors
              : response.body.initialResult.errors;
          contextValue.logger.info(
            {
              operationName: operationName ?? null,
              durationMs: Math.round(performance.now() - started),
              errorCodes: sent?.map((e) => e.extensions?.code ?? 'INTERNAL_SERVER_ERROR') ?? [],
            },
            'graphql operation',
          );
        },
      };
    },
    async unexpectedErrorProcessingRequest({ error }) {
      logger.error(
        { err: { name: error.name, message: error.message } },
        'unexpected error processing request',
      );
    },
  };
}

/**
 * graphql-armor's rules throw by default, which Apollo answers with a 500. Reported as validation errors, an
 * over-limit operation gets a 400 GRAPHQL_VALIDATION_FAILED like any other invalid document.
 */
const reportInstead = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
  ],
};

/**
 * The Apollo server; with `metrics`, every operation is also counted and timed there; with `budgets`, charged to
 * its caller's rate limit.
 */
export function createApollo(
  config: Config,
  logger: Logger,
  metrics?: GatewayMetrics,
  budgets?: CallerBudgets,
): ApolloServer<GatewayContext> {
  const { maxTokens, cacheMaxBytes } = config.documents;
  const documentCache = cacheMaxBytes > 0 ? new DocumentCache(cacheMaxBytes) : undefined;
  if (documentCache) metrics?.observeDocumentCache(() => documentCache.stats());
  return new ApolloServer<GatewayContext>({
    typeDefs: loadTypeDefs(),
    resolvers,
    introspection: config.introspection,
    // One shutdown path (main.ts ▶ RunningGateway.close): Apollo stops after the HTTP server has drained.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    // Operations come as POST bodies; Apollo's default query-hash cache would keep their text (inline card
    // numbers included) in memory for nothing.
    persistedQueries: false,
    // Parsed documents are cached within a byte budget, never those that carry card data (src/http/documentStore.ts).
    documentStore: documentCache ?? null,
    // A document's tokens bound the parser's work and the syntax tree's size, whatever its text's length.
    parseOptions: { maxTokens },
    formatError: formatError(logger),
    validationRules: [
      maxDepthRule({ n: config.limits.maxDepth, ...reportInstead }),
      maxAliasesRule({ n: 30, ...reportInstead }),
      costLimitRule({ maxCost: config.limits.maxCost, ...reportInstead }),
    ],
    plugins: [
      // Our GraphiQL page is served by the HTTP layer; Apollo's would load a CDN.
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints in this schema (every answer is live payment data): skip the per-field bookkeeping.
      ApolloServerPluginCacheControlDisabled(),
      requestLogging(logger),
      ...(metrics ? [metricsPlugin<GatewayContext>(metrics)] : []),
      ...(budgets ? [rateLimitPlugin(budgets)] : []),
    ],
  });
}
