import { GatewayMetrics } from './gatewayMetrics.ts';

/** Where /metrics is served, as `metricsSettingsFrom` reads METRICS_*; absent: METRICS=false. */
export interface MetricsSettings {
  /** METRICS_PORT: /metrics on this port alone; absent: on the callers' port. */
  readonly port: number | undefined;
  /** METRICS_TOKEN: the bearer token a scraper sends; absent: none asked. */
  readonly token: string | undefined;
  /** Production: /metrics on the callers' port only with a token (they show traffic, errors, the provider's state). */
  readonly tokenRequired: boolean;
}

/** The metrics registry when metrics are on; undefined otherwise, so that nothing is counted or labelled. */
export function installMetrics(settings: MetricsSettings | undefined): GatewayMetrics | undefined {
  return settings && new GatewayMetrics();
}
