import { context, propagation } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  SimpleSpanProcessor,
  type SpanExporter,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { OperationSpans } from './operationSpans.ts';
import { upstreamInstrumentation } from './upstreamSpans.ts';

/** Where spans go: an OTLP/HTTP endpoint (OTEL_EXPORTER_OTLP_*), or an exporter given in code (tests). */
type SpanDestination = { readonly otlpTracesUrl: string } | { readonly exporter: SpanExporter };

export interface TracingOptions {
  /** `service.name` of every span (OTEL_SERVICE_NAME). */
  readonly serviceName: string;
  readonly destination: SpanDestination;
  /** The provider's base URL: only requests to its origin get upstream spans. */
  readonly upstreamBaseUrl: string;
}

/** Tracing while it runs: the operation spans (for the HTTP layer and Apollo) and how to stop. */
export interface Tracing {
  readonly operations: OperationSpans;
  /** Exports what is still buffered, unregisters the instrumentation and what this gateway made global. */
  close(): Promise<void>;
}

/**
 * Starts tracing. Only called when tracing is configured: otherwise no provider exists, no instrumentation
 * listens and the request path runs no tracing code at all.
 *
 * The OpenTelemetry API keeps the active context and the propagator in process globals, where the undici
 * instrumentation finds the operation span and the W3C propagator that writes `traceparent`. A gateway registers
 * them only when none is registered yet (two gateways in one process, as in tests, share the first one's) and
 * unregisters only what it registered. The tracer provider itself stays private to the gateway.
 */
export function startTracing(options: TracingOptions): Tracing {
  const { destination } = options;
  const processor =
    'exporter' in destination
      ? // Each span as it ends: a test reads them right after the response.
        new SimpleSpanProcessor({ exporter: destination.exporter })
      : new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: destination.otlpTracesUrl }) });
  // The plain provider: the context manager and propagator are registered below, only when none is yet.
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    spanProcessors: [processor],
  });
  const propagator = new W3CTraceContextPropagator();
  const ownsContext = context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  const ownsPropagator = propagation.setGlobalPropagator(propagator);
  const operations = new OperationSpans(provider.getTracer('card-payments-graphql-gateway'), propagator);
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [upstreamInstrumentation(options.upstreamBaseUrl, () => operations.inside())],
  });
  return {
    operations,
    async close() {
      unregister();
      await provider.shutdown();
      if (ownsPropagator) propagation.disable();
      if (ownsContext) context.disable();
    },
  };
}
