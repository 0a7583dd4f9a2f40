import type { SpanExporter } from '@opentelemetry/sdk-trace';
import type { TracingSettings } from './settings.ts';
import type { Tracing } from './tracing.ts';

/**
 * Tracing as an install: off unless configured (or a test hands an exporter), and then OpenTelemetry is not even
 * loaded, and no tracing code runs on the request path. On: the operation spans' Apollo plugin and the HTTP
 * layer's hooks come with the returned `Tracing`.
 */
export async function installTracing(
  settings: TracingSettings,
  upstreamBaseUrl: string,
  spanExporter: SpanExporter | undefined,
): Promise<Tracing | undefined> {
  const { otlpTracesUrl, serviceName } = settings;
  const destination = spanExporter ? { exporter: spanExporter } : otlpTracesUrl && { otlpTracesUrl };
  if (!destination) return undefined;
  const { startTracing } = await import('./tracing.ts');
  return startTracing({ serviceName, destination, upstreamBaseUrl });
}
