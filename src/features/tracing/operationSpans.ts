import type { IncomingHttpHeaders } from 'node:http';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import {
  context,
  createContextKey,
  defaultTextMapGetter,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type TextMapPropagator,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import { errorCodes } from '../../errors/codes.ts';
import { plainOperationName } from '../../server/operationName.ts';

// OpenTelemetry's GraphQL semantic conventions (still incubating, so copied rather than imported, as the
// semantic-conventions package advises).
const ATTR_GRAPHQL_OPERATION_TYPE = 'graphql.operation.type';
const ATTR_GRAPHQL_OPERATION_NAME = 'graphql.operation.name';
/** The conventions' span name while the operation's type is not known (a document that does not parse). */
const unresolvedName = 'GraphQL Operation';

/** Marks a context as one of this gateway's operations, so that only its own requests are traced. */
class OperationScope {
  /** False once the operation is over: work still running in its context belongs to no operation any more. */
  open = true;

  constructor(readonly span: Span) {}
}

/**
 * A span per GraphQL operation. The HTTP layer opens it around Apollo's handling of the request (only there can
 * it become the active context that resolvers, loaders and the upstream client run in: Apollo's plugins see the
 * request but cannot wrap it); the Apollo plugin names it once the operation is known and closes it before the
 * response is sent, with an error status when the response carries errors. Never the document or the variables:
 * they may hold card numbers.
 */
export class OperationSpans {
  private readonly key = createContextKey('card payments gateway operation');

  constructor(
    private readonly tracer: Tracer,
    private readonly propagator: TextMapPropagator,
  ) {}

  /**
   * Runs `run` (Apollo answering one request) with a new operation span active, continuing the caller's trace
   * when `headers` carry a W3C `traceparent`.
   */
  async inOperation<T>(headers: IncomingHttpHeaders, run: () => Promise<T>): Promise<T> {
    const parent = this.propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);
    const span = this.tracer.startSpan(unresolvedName, { kind: SpanKind.SERVER }, parent);
    const scope = new OperationScope(span);
    const active = trace.setSpan(parent, span).setValue(this.key, scope);
    try {
      return await context.with(active, run);
    } finally {
      scope.open = false;
      // Ended by the plugin unless Apollo failed before sending a response.
      if (span.isRecording()) span.end();
    }
  }

  /** Whether the code running now belongs to one of this gateway's operations still in progress. */
  inside(): boolean {
    const scope = context.active().getValue(this.key);
    return scope instanceof OperationScope && scope.open;
  }

  /** Names the operation span and ends it when the response is ready. */
  plugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
    return {
      requestDidStart: async () => {
        const span = this.current();
        if (!span) return;
        return {
          async didResolveOperation({ operation, operationName }) {
            if (!operation) return;
            const type = operation.operation;
            const name = plainOperationName(operationName);
            span.setAttribute(ATTR_GRAPHQL_OPERATION_TYPE, type);
            if (name !== undefined) span.setAttribute(ATTR_GRAPHQL_OPERATION_NAME, name);
            span.updateName(name === undefined ? type : `${type} ${name}`);
          },
          async willSendResponse({ response }) {
            const errors =
              response.body.kind === 'single'
                ? response.body.singleResult.errors
                : response.body.initialResult.errors;
            if (errors && errors.length > 0) {
              // The codes are a closed set (src/errors); messages stay out, as in the logs.
              const codes = errors.map((e) => String(e.extensions?.code ?? errorCodes.INTERNAL_SERVER_ERROR));
              span.setStatus({ code: SpanStatusCode.ERROR, message: [...new Set(codes)].join(', ') });
            }
            span.end();
          },
        };
      },
    };
  }

  private current(): Span | undefined {
    const scope = context.active().getValue(this.key);
    return scope instanceof OperationScope ? scope.span : undefined;
  }
}
