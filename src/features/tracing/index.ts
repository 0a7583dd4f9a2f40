import type { SpanExporter } from '@opentelemetry/sdk-trace';
import type { Feature } from '../../http/feature.ts';
import type { GatewayContext } from '../../server/context.ts';
import type { SliceOf } from '../../settings/setting.ts';
import type { tracingSettings } from './settings.ts';

/**
 * Tracing as a feature: off unless configured (or a test hands an exporter), and then OpenTelemetry is not even
 * loaded, and no tracing code runs on the request path. On: the operation spans' Apollo plugin, each GraphQL request
 * run inside its operation span, the provider calls' spans (undici's diagnostics channels), and the export's flush
 * at shutdown.
 */
export async function tracing(
  settings: SliceOf<typeof tracingSettings>,
  upstreamBaseUrl: string,
  spanExporter: SpanExporter | undefined,
): Promise<Feature<GatewayContext> | undefined> {
  const { otlpTracesUrl, serviceName } = settings;
  const destination = spanExporter ? { exporter: spanExporter } : otlpTracesUrl && { otlpTracesUrl };
  if (!destination) return undefined;
  const { startTracing } = await import('./tracing.ts');
  const { operations, close } = startTracing({ serviceName, destination, upstreamBaseUrl });
  return {
    plugins: [operations.plugin<GatewayContext>()],
    aroundOperation: (headers, run) => operations.inOperation(headers, run),
    close,
  };
}
