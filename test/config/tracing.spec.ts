import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

/** OTEL_*: OpenTelemetry's standard variables, read once at start-up. */

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('OpenTelemetry settings', () => {
  it('leave tracing off when no endpoint is set', () => {
    expect(loadConfig({}).tracing).toEqual({
      otlpTracesUrl: undefined,
      serviceName: 'card-payments-graphql-gateway',
    });
  });

  it('export to /v1/traces under OTEL_EXPORTER_OTLP_ENDPOINT, as the OTLP exporter specification says', () => {
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/', OTEL_SERVICE_NAME: 'checkout-gw' };
    expect(loadConfig(env).tracing).toEqual({
      otlpTracesUrl: 'http://collector:4318/v1/traces',
      serviceName: 'checkout-gw',
    });
  });

  it('take OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as it is, over the base endpoint', () => {
    const env = {
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/otlp/traces',
    };
    expect(loadConfig(env).tracing.otlpTracesUrl).toBe('https://traces.example/otlp/traces');
  });

  it('refuse an endpoint that is not an http(s) URL, naming the variable', () => {
    const problems = problemsOf({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'grpc://collector:4317',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'OTEL_EXPORTER_OTLP_ENDPOINT',
      'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
    ]);
  });
});
