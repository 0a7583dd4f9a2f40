import { beforeAll, describe, expect, it } from 'vitest';
import { OperationLabels } from '../../src/features/metrics/operationLabel.ts';
import { AccountNameDocument, PayoutsCreateDocument, SalesCreateDocument } from '../generated/graphql.ts';
import { setUpTestGateway, startTestGatewayForTest, type TestGateway } from '../support/gateway.ts';
import { payoutInput, saleInput } from '../support/payouts.ts';

const metricsUrl = (gw: TestGateway) => new URL('/metrics', gw.url);

async function scrape(gw: TestGateway): Promise<string> {
  const res = await fetch(metricsUrl(gw));
  expect(res.status).toBe(200);
  return res.text();
}

/** The samples of the named metrics, one `name{labels} value` line each, in exposition order. */
function samples(text: string, ...names: string[]): string[] {
  return text
    .split('\n')
    .filter((line) => names.some((name) => line.startsWith(`${name}{`) || line.startsWith(`${name} `)));
}

describe('GET /metrics', () => {
  let accountNumber: string;
  const gw = setUpTestGateway();
  beforeAll(async () => {
    const world = gw.sandbox.state.world;
    accountNumber = world.accountsOf(world.entities[0]?.id ?? '')[0]?.accountNumber ?? '';
    await gw.run(AccountNameDocument, { accountNumber });
    await gw.run(AccountNameDocument, { accountNumber: 'too short' });
    await gw.armFault({ area: 'balances', status: 503, remaining: 1 });
    await gw.run(AccountNameDocument, { accountNumber });
    await gw.run('{ __typename }');
    await gw.run(`query ${'A'.repeat(65)} { __typename }`);
  });

  it('serves the Prometheus text format', async () => {
    const res = await fetch(metricsUrl(gw));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('counts GraphQL operations by name, outcome and error code, an unnamed one as anonymous, an overlong name as other', async () => {
    expect(samples(await scrape(gw), 'graphql_operations_total')).toEqual([
      'graphql_operations_total{operation="AccountName",outcome="ok"} 1',
      'graphql_operations_total{operation="AccountName",outcome="error",code="BAD_USER_INPUT"} 1',
      'graphql_operations_total{operation="AccountName",outcome="error",code="UPSTREAM_UNAVAILABLE"} 1',
      'graphql_operations_total{operation="anonymous",outcome="ok"} 1',
      'graphql_operations_total{operation="other",outcome="ok"} 1',
    ]);
  });

  it('counts executions per engine: a first sighting by graphql-js, later ones compiled', async () => {
    // AccountName ran three times (its resolver refused the second's input, answered the third's provider failure),
    // the anonymous and the overlong documents once each: graphql-js for the three first sightings.
    expect(samples(await scrape(gw), 'graphql_execution_engine_total')).toEqual([
      'graphql_execution_engine_total{engine="graphql-js"} 3',
      'graphql_execution_engine_total{engine="compiled"} 2',
    ]);
  });

  it('times GraphQL operations per operation name', async () => {
    expect(samples(await scrape(gw), 'graphql_operation_duration_seconds_count')).toEqual([
      'graphql_operation_duration_seconds_count{operation="AccountName"} 3',
      'graphql_operation_duration_seconds_count{operation="anonymous"} 1',
      'graphql_operation_duration_seconds_count{operation="other"} 1',
    ]);
  });

  it('counts and times provider requests by area, method and status; refused input made none', async () => {
    const text = await scrape(gw);
    expect(samples(text, 'upstream_requests_total', 'upstream_request_duration_seconds_count')).toEqual([
      'upstream_requests_total{area="balances",method="GET",status="200"} 1',
      'upstream_requests_total{area="balances",method="GET",status="503"} 1',
      'upstream_request_duration_seconds_count{area="balances",status="200"} 1',
      'upstream_request_duration_seconds_count{area="balances",status="503"} 1',
    ]);
  });

  it('shows the circuit of every provider area closed', async () => {
    expect(samples(await scrape(gw), 'upstream_circuit_open')).toEqual(
      ['accounts', 'paymentItems', 'payouts', 'threeDs', 'cardBin', 'sales', 'other'].map(
        (area) => `upstream_circuit_open{area="${area}"} 0`,
      ),
    );
  });

  it("includes Node's default process metrics", async () => {
    const text = await scrape(gw);
    expect(samples(text, 'process_cpu_user_seconds_total')).toHaveLength(1);
    expect(samples(text, 'nodejs_heap_size_total_bytes')).toHaveLength(1);
  });

  it('never labels with account numbers or other input', async () => {
    const text = await scrape(gw);
    expect(text).not.toContain(accountNumber);
    expect(text).not.toContain('too short');
  });

  it('keeps a registry per gateway: another gateway in the same process counts only its own operations', async () => {
    const other = await startTestGatewayForTest();
    await other.run('{ __typename }');
    expect(samples(await scrape(other), 'graphql_operations_total')).toEqual([
      'graphql_operations_total{operation="anonymous",outcome="ok"} 1',
    ]);
  });

  it('answers other methods than GET with 405', async () => {
    const res = await fetch(metricsUrl(gw), { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('idempotency and rate limit metrics', () => {
  it('counts replays by operation and conflicts by operation and reason', async () => {
    const gw = await startTestGatewayForTest();
    const payout = payoutInput();
    const sale = saleInput();
    const codes = [];
    for (const input of [payout, payout, payout, { ...payout, value: { amount: '251', currency: 'GBP' } }]) {
      const result = await gw.run(PayoutsCreateDocument, { input });
      codes.push(result.errors?.[0]?.extensions?.code ?? result.data?.createPayout.replayed);
    }
    for (const input of [sale, sale]) {
      const result = await gw.run(SalesCreateDocument, { input });
      codes.push(result.errors?.[0]?.extensions?.code ?? result.data?.createCardOnFileSale.replayed);
    }
    expect(codes).toEqual([false, true, true, 'IDEMPOTENCY_CONFLICT', false, true]);
    const text = await scrape(gw);
    expect(samples(text, 'idempotency_replays_total', 'idempotency_conflicts_total')).toEqual([
      'idempotency_replays_total{operation="payout"} 2',
      'idempotency_replays_total{operation="sale"} 1',
      'idempotency_conflicts_total{operation="payout",reason="DIFFERENT_INPUT"} 1',
    ]);
  });

  it('counts rate limit refusals by reason', async () => {
    const gw = await startTestGatewayForTest({ RATE_LIMIT_POINTS: '2' });
    const account = (alias: string) => `${alias}: account(accountNumber: "QS7M0UKCLFL8MODV") { name }`;
    const tooCostly = `{ ${['a', 'b', 'c'].map(account).join(' ')} }`;
    const codes = [];
    for (const query of ['{ __typename }', tooCostly, '{ __typename }', '{ __typename }']) {
      codes.push((await gw.run(query)).errors?.[0]?.extensions?.code ?? 'ok');
    }
    expect(codes).toEqual(['ok', 'RATE_LIMITED', 'ok', 'RATE_LIMITED']);
    expect(samples(await scrape(gw), 'rate_limit_refusals_total')).toEqual([
      'rate_limit_refusals_total{reason="costExceedsLimit"} 1',
      'rate_limit_refusals_total{reason="rateLimited"} 1',
    ]);
    expect(await gw.upstreamCalls()).toEqual([]);
  });
});

describe('GET /metrics with METRICS=false', () => {
  it('is not served', async () => {
    const gw = await startTestGatewayForTest({ METRICS: 'false' });
    const res = await fetch(metricsUrl(gw));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      errors: [
        {
          message: 'Nothing is served at this path; the GraphQL API is at /graphql.',
          extensions: { code: 'NOT_FOUND', requestId: expect.any(String) },
        },
      ],
    });
  });
});

describe('OperationLabels', () => {
  it('keeps plain names up to 64 characters and counts the rest as other', () => {
    const labels = new OperationLabels();
    expect(labels.labelOf('AccountName')).toBe('AccountName');
    expect(labels.labelOf('A'.repeat(64))).toBe('A'.repeat(64));
    expect(labels.labelOf('A'.repeat(65))).toBe('other');
    expect(labels.labelOf('with-dash')).toBe('other');
    expect(labels.labelOf(null)).toBe('anonymous');
    expect(labels.labelOf(undefined)).toBe('anonymous');
  });

  it('counts every name past the cap of distinct names as other, and keeps those it already has', () => {
    const labels = new OperationLabels(2);
    expect(['One', 'Two', 'Three', 'One'].map((name) => labels.labelOf(name))).toEqual([
      'One',
      'Two',
      'other',
      'One',
    ]);
  });
});
