import { z } from 'zod';
import { describe, featureSettings, type SettingsGroup } from '../../settings/setting.ts';

/** OpenTelemetry traces; nothing of OpenTelemetry is loaded unless an endpoint is set. */
const tracingGroup = {
  title: 'Tracing',
  summary:
    "OpenTelemetry's standard variables: with an endpoint, every operation and provider call is a span exported over OTLP/HTTP; without, no tracing code is loaded.",
  env: {
    OTEL_EXPORTER_OTLP_ENDPOINT: describe(z.url({ protocol: /^https?$/ }).optional(), {
      description:
        'OpenTelemetry collector base URL: traces are exported over OTLP/HTTP (JSON) to `<endpoint>/v1/traces`. Unset (and no `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`): no tracing at all.',
    }),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: describe(z.url({ protocol: /^https?$/ }).optional(), {
      description:
        "The traces endpoint itself, used as given (wins over `OTEL_EXPORTER_OTLP_ENDPOINT`). The exporter also reads OpenTelemetry's other standard variables, e.g. `OTEL_EXPORTER_OTLP_HEADERS` for a collector's credentials.",
    }),
    OTEL_SERVICE_NAME: describe(z.string().min(1).default('card-payments-graphql-gateway'), {
      description: '`service.name` of the exported spans.',
    }),
  },
} satisfies SettingsGroup;

/** OTLP traces when an endpoint is set, as OpenTelemetry's exporter specification reads the two variables. */
export const tracingSettings = featureSettings(tracingGroup, (e) => {
  const base = e.OTEL_EXPORTER_OTLP_ENDPOINT;
  const otlpTracesUrl =
    e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (base && `${base.replace(/\/$/, '')}/v1/traces`);
  // No URL: no tracing.
  return { otlpTracesUrl: otlpTracesUrl || undefined, serviceName: e.OTEL_SERVICE_NAME };
});
