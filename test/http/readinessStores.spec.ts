import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmptyDatabase,
  type PrivatePostgres,
  startPrivatePostgres,
} from '../../scripts/privatePostgres.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { providerUp, readyz as readyzAt } from '../support/readiness.ts';
import { startTestRedis, type TestRedis } from '../support/redisServer.ts';

describe('/readyz with REDIS_URL', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(() => redis?.stop());
  const gw = setUpTestGateway({
    env: () => ({
      REDIS_URL: redis.url,
      IDEMPOTENCY_FINGERPRINT_KEY: 'readiness-test-fingerprint-key-0123456789',
    }),
  });

  const readyz = () => readyzAt(gw.url);
  const provider = () => providerUp;

  it('is ready while Redis answers, still ready (redis degraded) while it is down, and up again once it is back', async () => {
    expect(await readyz()).toEqual({
      status: 200,
      body: { status: 'ready', checks: { provider: provider(), redis: { status: 'up' } } },
    });

    await redis.kill();
    expect(await readyz()).toEqual({
      status: 200,
      body: {
        status: 'ready',
        checks: {
          provider: provider(),
          redis: { status: 'degraded', detail: { error: 'unreachable', fallback: 'perProcess' } },
        },
      },
    });
    // Alive all the same: a restart would not bring Redis back.
    expect((await fetch(new URL('/healthz', gw.url))).status).toBe(200);

    await redis.restart();
    let again = await readyz();
    while (JSON.stringify(again.body).includes('degraded')) again = await readyz();
    expect(again.body).toEqual({
      status: 'ready',
      checks: { provider: provider(), redis: { status: 'up' } },
    });
  });
});

describe('/readyz with DATABASE_URL', () => {
  let postgres: PrivatePostgres;
  let databaseUrl: string;
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    databaseUrl = await createEmptyDatabase(postgres.url);
  });
  afterAll(() => postgres?.stop());
  const gw = setUpTestGateway({
    env: () => ({
      DATABASE_URL: databaseUrl,
      IDEMPOTENCY_FINGERPRINT_KEY: 'readiness-test-fingerprint-key-0123456789',
    }),
  });

  const database = async () => {
    const res = await fetch(new URL('/readyz', gw.url));
    const body = (await res.json()) as { checks: Record<string, unknown> };
    return { status: res.status, database: body.checks.database };
  };

  it('is ready while the database answers, not ready while it is down, and ready again once it is back', async () => {
    expect(await database()).toEqual({ status: 200, database: { status: 'up' } });
    await postgres.kill();
    expect(await database()).toEqual({
      status: 503,
      database: { status: 'down', detail: { error: 'unreachable' } },
    });
    await postgres.restart();
    let again = await database();
    while (again.status !== 200) again = await database();
    expect(again).toEqual({ status: 200, database: { status: 'up' } });
  });
});
