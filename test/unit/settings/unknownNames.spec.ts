import { describe, expect, it } from 'vitest';
import { unknownSettings } from '../../../src/settings/unknownNames.ts';

const known = [
  'RATE_LIMIT_POINTS',
  'LOG_LEVEL',
  'HOST',
  'PORT',
  'METRICS_PORT',
  'NODE_ENV',
  'OTEL_EXPORTER_URL',
  'API_KEYS',
];

describe('unknownSettings', () => {
  it('finds typos of known settings, with the name they most likely meant', () => {
    expect(
      unknownSettings({ RATE_LIMIT_POINT: '1', LOGLEVEL: 'x', METRICS_PROT: '9', RATE_BURST: '2' }, known),
    ).toEqual([
      { name: 'LOGLEVEL', nearest: 'LOG_LEVEL' },
      { name: 'METRICS_PROT', nearest: 'METRICS_PORT' },
      { name: 'RATE_BURST', nearest: undefined },
      { name: 'RATE_LIMIT_POINT', nearest: 'RATE_LIMIT_POINTS' },
    ]);
  });

  it('leaves alone what others set beside the gateway and the settings it knows', () => {
    const env = {
      RATE_LIMIT_POINTS: '1',
      API_KEYS_FILE: '/run/secrets/keys',
      PATH: '/usr/bin',
      HOME: '/root',
      HOSTNAME: 'pod-1',
      NODE_OPTIONS: '--x',
      OTEL_SERVICE_NAME: 'gateway',
      HTTP_PROXY: 'http://proxy',
      METRICS_SERVICE_HOST: '10.0.0.1',
      METRICS_SERVICE_PORT: '9464',
      METRICS_PORT_9464_TCP_ADDR: '10.0.0.1',
      API_PORT: 'tcp://10.0.0.2:80',
      CI: 'true',
    };
    expect(unknownSettings(env, known)).toEqual([]);
  });
});
