import { describe, expect, it, onTestFinished } from 'vitest';
import { type RunningGateway, startGateway } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { startTestGatewayForTest } from '../support/gateway.ts';
import { durableRecordsDatabase } from '../support/production.ts';
import { providerUp } from '../support/readiness.ts';
import { bodyOf } from '../support/requestIds.ts';
import { packageVersion } from '../support/version.ts';

const metricsToken = 'scraper-token-0123456789abcdef';
const apiKey = 'frontend-key-0123456789abcdef';
const introspection = '{ __schema { queryType { name } } }';

/** The gateway from src/app.ts directly, for what the test support does not expose (the metrics URL). */
async function rawGateway(env: Record<string, string>): Promise<RunningGateway> {
  const config = loadConfig({ PORT: '0', SANDBOX_PORT: '0', LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  const gw = await startGateway(config, createLogger(config.logLevel));
  onTestFinished(() => gw.close());
  return gw;
}

const at = (gw: { url: string }, path: string) => new URL(path, gw.url);

async function post(gw: { url: string }, query: string, headers: Record<string, string> = {}) {
  const res = await fetch(gw.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: await bodyOf(res) };
}

describe('/healthz and /readyz', () => {
  it('says alive on /healthz and ready on /readyz, listing each check', async () => {
    const gw = await startTestGatewayForTest();
    const health = await fetch(at(gw, '/healthz'));
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok', version: packageVersion }]);
    const ready = await fetch(at(gw, '/readyz'));
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: {
        provider: providerUp,
      },
    });
  });

  it('reports an open circuit to the provider as degraded, still ready: every replica shares that provider', async () => {
    const gw = await startTestGatewayForTest({
      UPSTREAM_BREAKER_THRESHOLD: '1',
      UPSTREAM_BREAKER_COOLDOWN_MS: '600000',
    });
    await gw.armFault({ area: 'balances', status: 503, remaining: 1 });
    await gw.run('{ account(accountNumber: "QS7M0UKCLFL8MODV") { currency } }');
    const ready = await fetch(at(gw, '/readyz'));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: {
        provider: {
          status: 'degraded',
          detail: {
            accounts: 'open',
            paymentItems: 'closed',
            payouts: 'closed',
            threeDs: 'closed',
            cardBin: 'closed',
            sales: 'closed',
            other: 'closed',
          },
        },
      },
    });
  });
});

describe('/metrics access', () => {
  it('with METRICS_PORT, serves metrics on that port only', async () => {
    const gw = await rawGateway({ METRICS_PORT: '0' });
    expect((await fetch(at(gw, '/metrics'))).status).toBe(404);
    const metricsUrl = gw.metricsUrl ?? '';
    expect(new URL(metricsUrl).port).not.toBe(new URL(gw.url).port);
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# TYPE graphql_operations_total counter');
    expect((await fetch(new URL('/graphql', metricsUrl), { method: 'POST' })).status).toBe(404);
  });

  it('refuses to start with METRICS_PORT equal to PORT, or a METRICS_TOKEN under 24 characters', () => {
    expect(() => loadConfig({ PORT: '4000', METRICS_PORT: '4000', METRICS_TOKEN: 'short' })).toThrow(
      [
        'Invalid configuration:',
        '  - METRICS_TOKEN: Too small: expected string to have >=24 characters',
      ].join('\n'),
    );
    expect(() => loadConfig({ PORT: '4000', METRICS_PORT: '4000' })).toThrow(
      [
        'Invalid configuration:',
        '  - METRICS_PORT must differ from PORT (metrics on their own port are never on the callers’ one)',
      ].join('\n'),
    );
  });

  it('with METRICS_TOKEN, answers 401 without the bearer token or with another one', async () => {
    const gw = await startTestGatewayForTest({ METRICS_TOKEN: metricsToken });
    const none = await fetch(at(gw, '/metrics'));
    expect([none.status, await none.json()]).toEqual([401, { error: 'unauthorized' }]);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    const wrong = await fetch(at(gw, '/metrics'), { headers: { authorization: `Bearer ${metricsToken}x` } });
    expect(wrong.status).toBe(401);
    const right = await fetch(at(gw, '/metrics'), { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('# TYPE graphql_operations_total counter');
  });

  it('in production, does not serve metrics on the callers’ port without METRICS_TOKEN', async () => {
    const gw = await startTestGatewayForTest({
      NODE_ENV: 'production',
      ...(await durableRecordsDatabase()),
      ALLOW_PRODUCTION_SANDBOX: 'true',
      API_KEYS: `web:${apiKey}:7Z1UAK`,
    });
    const res = await fetch(at(gw, '/metrics'));
    expect([res.status, await bodyOf(res)]).toEqual([
      404,
      {
        errors: [
          {
            message: 'Nothing is served at this path; the GraphQL API is at /graphql.',
            extensions: { code: 'NOT_FOUND' },
          },
        ],
      },
    ]);
  });

  it('in production with METRICS_TOKEN, serves metrics to the bearer of the token', async () => {
    const gw = await startTestGatewayForTest({
      NODE_ENV: 'production',
      ...(await durableRecordsDatabase()),
      ALLOW_PRODUCTION_SANDBOX: 'true',
      API_KEYS: `web:${apiKey}:7Z1UAK`,
      METRICS_TOKEN: metricsToken,
    });
    expect((await fetch(at(gw, '/metrics'))).status).toBe(401);
    const res = await fetch(at(gw, '/metrics'), { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(res.status).toBe(200);
  });
});

describe('introspection', () => {
  const auth = { authorization: `Bearer ${apiKey}` };

  it('is refused in production', async () => {
    const gw = await startTestGatewayForTest({
      NODE_ENV: 'production',
      ...(await durableRecordsDatabase()),
      ALLOW_PRODUCTION_SANDBOX: 'true',
      API_KEYS: `web:${apiKey}:7Z1UAK`,
    });
    expect(await post(gw, introspection, auth)).toEqual({
      status: 400,
      body: {
        errors: [
          {
            message:
              'Introspection is off on this server (the default in production): its operator can turn it on with ' +
              'INTROSPECTION=true; clients can generate their types from the published schema.graphql instead.',
            locations: [{ line: 1, column: 3 }],
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED', validationErrorCode: 'INTROSPECTION_DISABLED' },
          },
        ],
      },
    });
  });

  it('follows INTROSPECTION: allowed with true in production, refused with false in development', async () => {
    const prod = await startTestGatewayForTest({
      NODE_ENV: 'production',
      ...(await durableRecordsDatabase()),
      ALLOW_PRODUCTION_SANDBOX: 'true',
      API_KEYS: `web:${apiKey}:7Z1UAK`,
      INTROSPECTION: 'true',
    });
    const dev = await startTestGatewayForTest({ NODE_ENV: 'development', INTROSPECTION: 'false' });
    expect(await post(prod, introspection, auth)).toEqual({
      status: 200,
      body: { data: { __schema: { queryType: { name: 'Query' } } } },
    });
    expect(await post(dev, introspection)).toMatchObject({
      status: 400,
      body: { errors: [{ extensions: { validationErrorCode: 'INTROSPECTION_DISABLED' } }] },
    });
  });
});
