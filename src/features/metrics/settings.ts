import { z } from 'zod';
import { booleanFlag, describe, featureSettings, port, type SettingsGroup } from '../../settings/setting.ts';

/** Prometheus metrics. */
const metricsGroup = {
  title: 'Metrics',
  summary:
    'Prometheus metrics at `GET /metrics`: on the callers’ port behind a token, or on a port of their own.',
  env: {
    METRICS: describe(booleanFlag.default(true), {
      description:
        'Serves Prometheus metrics at `GET /metrics`; `false` turns them off (nothing is counted).',
    }),
    METRICS_PORT: describe(port.optional(), {
      description:
        'Serves `/metrics` on this port only (same `HOST`; `0` picks a free one), never on `PORT`.',
    }),
    METRICS_TOKEN: describe(z.string().min(24).optional(), {
      secret: true,
      description:
        'Secret (24+ characters) a scraper sends as `Authorization: Bearer <token>` for `/metrics` (401 otherwise).',
      production: '`/metrics` on `PORT` is off without it (a warning at start); use it or `METRICS_PORT`.',
    }),
  },
} satisfies SettingsGroup;

/** The metrics settings from the parsed environment; undefined when METRICS=false. */
export const metricsSettings = featureSettings(metricsGroup, (e, core, problems) => {
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === core.port) {
    problems.push(
      'METRICS_PORT must differ from PORT (metrics on their own port are never on the callers’ one)',
    );
  }
  if (!e.METRICS) return undefined;
  const tokenRequired = core.nodeEnv === 'production';
  return { port: e.METRICS_PORT, host: core.host, token: e.METRICS_TOKEN, tokenRequired };
});
