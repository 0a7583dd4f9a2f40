import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AccountNameDocument,
  CardBinLookupDocument,
  PayoutsCreateDocument,
  SalesCreateDocument,
} from '../generated/graphql.ts';
import { setUpTestGateway, startTestGatewayForTest } from '../support/gateway.ts';
import { payoutInput, saleInput, testEntity, ukVisa } from '../support/payouts.ts';

/** The one operation span among `spans` (the spans of one request). */
function operationSpan(spans: readonly ReadableSpan[]): ReadableSpan {
  const servers = spans.filter((s) => s.kind === SpanKind.SERVER);
  expect(servers).toHaveLength(1);
  const [server] = servers;
  if (!server) throw new Error('no operation span');
  return server;
}

const upstreamSpans = (spans: readonly ReadableSpan[]) => spans.filter((s) => s.kind === SpanKind.CLIENT);

describe('OpenTelemetry traces', () => {
  const exporter = new InMemorySpanExporter();
  let accountNumber: string;
  const gw = setUpTestGateway({ options: { spanExporter: exporter } });
  beforeAll(() => {
    const world = gw.sandbox.state.world;
    accountNumber = world.accountsOf(world.entities[0]?.id ?? '')[0]?.accountNumber ?? '';
  });
  beforeEach(() => {
    exporter.reset();
  });

  it('records a span per operation and a child span per provider call, and sends the trace to the provider', async () => {
    const result = await gw.run(AccountNameDocument, { accountNumber });
    expect(result.errors).toBeUndefined();

    const spans = exporter.getFinishedSpans();
    expect(spans).toHaveLength(2);
    const operation = operationSpan(spans);
    expect(operation.name).toBe('query AccountName');
    expect(operation.attributes).toEqual({
      'graphql.operation.type': 'query',
      'graphql.operation.name': 'AccountName',
    });
    expect(operation.status).toEqual({ code: SpanStatusCode.UNSET });
    expect(operation.parentSpanContext).toBeUndefined();

    expect(upstreamSpans(spans)).toHaveLength(1);
    const [call] = upstreamSpans(spans);
    const traceId = operation.spanContext().traceId;
    expect(call?.name).toBe('GET /accounts/balance//{accountNumber}');
    expect(call?.spanContext().traceId).toBe(traceId);
    expect(call?.parentSpanContext?.spanId).toBe(operation.spanContext().spanId);
    const sandboxOrigin = new URL(gw.sandbox.url).origin;
    expect(call?.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.response.status_code': 200,
      'url.template': '/accounts/balance//{accountNumber}',
      'url.path': '/accounts/balance//{accountNumber}',
      'url.full': `${sandboxOrigin}/accounts/balance//{accountNumber}`,
      'url.query': '',
      'upstream.area': 'balances',
    });
    expect(JSON.stringify(call?.attributes)).not.toContain(accountNumber);

    // The provider received the trace context of that very call.
    const calls = await gw.upstreamCalls();
    expect(calls.map((c) => c.headers.traceparent)).toEqual([
      `00-${traceId}-${call?.spanContext().spanId}-01`,
    ]);
  });

  it("continues the caller's trace from its traceparent header", async () => {
    const callerTrace = '0af7651916cd43dd8448eb211c80319c';
    const callerSpan = 'b7ad6b7169203331';
    const res = await fetch(gw.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${callerTrace}-${callerSpan}-01` },
      body: JSON.stringify({ query: AccountNameDocument.toString(), variables: { accountNumber } }),
    });
    expect(res.status).toBe(200);

    const spans = exporter.getFinishedSpans();
    const operation = operationSpan(spans);
    expect(operation.spanContext().traceId).toBe(callerTrace);
    expect(operation.parentSpanContext?.spanId).toBe(callerSpan);
    expect(upstreamSpans(spans).map((s) => s.spanContext().traceId)).toEqual([callerTrace]);
    const calls = await gw.upstreamCalls();
    expect(calls.map((c) => c.headers.traceparent?.split('-')[1])).toEqual([callerTrace]);
  });

  it('marks an operation answered with errors, by their codes, and names an unnamed one by its type', async () => {
    const result = await gw.run('query { account(accountNumber: "x") { name } __typename }');
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);

    const spans = exporter.getFinishedSpans();
    const operation = operationSpan(spans);
    expect(operation.name).toBe('query');
    expect(operation.attributes).toEqual({ 'graphql.operation.type': 'query' });
    expect(operation.status).toEqual({ code: SpanStatusCode.ERROR, message: 'BAD_USER_INPUT' });
    expect(upstreamSpans(spans)).toEqual([]);
  });

  it('marks a provider call answered with a 5xx as failed, and its operation with the code the caller got', async () => {
    await gw.armFault({ area: 'balances', status: 503, remaining: 1 });
    const result = await gw.run(AccountNameDocument, { accountNumber });
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['UPSTREAM_UNAVAILABLE']);

    const spans = exporter.getFinishedSpans();
    expect(operationSpan(spans).status).toEqual({
      code: SpanStatusCode.ERROR,
      message: 'UPSTREAM_UNAVAILABLE',
    });
    expect(upstreamSpans(spans)).toHaveLength(1);
    const [call] = upstreamSpans(spans);
    expect(call?.status).toEqual({ code: SpanStatusCode.ERROR });
    expect(call?.attributes).toMatchObject({ 'http.response.status_code': 503, 'error.type': '503' });
    await gw.clearFaults();
  });

  it('records one span per provider call of a mutation, each named by its route', async () => {
    const input = payoutInput();
    const result = await gw.run(PayoutsCreateDocument, { input });
    expect(result.errors).toBeUndefined();

    const spans = exporter.getFinishedSpans();
    const operation = operationSpan(spans);
    expect(operation.name).toBe('mutation PayoutsCreate');
    expect(upstreamSpans(spans).map((s) => [s.name, s.attributes['upstream.area']])).toEqual([
      ['POST /payouts/basicDisbursement', 'payouts'],
    ]);
    const calls = await gw.upstreamCalls();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /payouts/basicDisbursement']);
  });

  it('never puts a card number or a CVC in any span attribute', async () => {
    const cvc = '739';
    await gw.run(PayoutsCreateDocument, { input: payoutInput() });
    await gw.run(CardBinLookupDocument, { input: { entity: testEntity, by: { cardNumber: ukVisa } } });
    const sale = saleInput();
    await gw.run(SalesCreateDocument, {
      input: { ...sale, paymentInstrument: { ...sale.paymentInstrument, cvc } },
    });
    // A name can spell a card number too.
    await gw.run(`query Pay_${ukVisa} { __typename }`);

    const spans = exporter.getFinishedSpans();
    expect(spans.map((s) => s.name).sort()).toEqual([
      'POST /api/cardBin/panLookup',
      'POST /payments/sales/migrateCardOnFile',
      'POST /payouts/basicDisbursement',
      'mutation PayoutsCreate',
      'mutation SalesCreate',
      'query',
      'query CardBinLookup',
    ]);
    for (const span of spans) {
      const values = [span.name, span.status.message ?? '', ...Object.values(span.attributes).map(String)];
      for (const value of values) {
        expect(value).not.toContain(ukVisa);
        expect(value).not.toContain(ukVisa.slice(0, 6) + ukVisa.slice(-4));
        expect(value).not.toMatch(new RegExp(`(^|\\D)${cvc}(\\D|$)`));
      }
      // No request or response header is recorded (Authorization carries the provider credentials).
      expect(Object.keys(span.attributes).filter((k) => k.startsWith('http.request.header'))).toEqual([]);
    }
  });
});

describe('OpenTelemetry traces with every connection busy', () => {
  it('gives a provider call queued for a connection no span, rather than the parent of the finished operation that opened it', async () => {
    const exporter = new InMemorySpanExporter();
    const gw = await startTestGatewayForTest({ UPSTREAM_CONNECTIONS: '1' }, undefined, {
      spanExporter: exporter,
    });
    const world = gw.sandbox.state.world;
    const [x, y] = world.accountsOf(world.entities[0]?.id ?? '').map((a) => a.accountNumber);
    // Opens the one connection, in the context of this operation.
    await gw.run(`query First { a: account(accountNumber: "${x}") { name } }`);
    exporter.reset();
    await gw.clearUpstream();
    // Two calls at once: undici creates the second only when the connection frees up, in First's context.
    await gw.run(
      `query Second { a: account(accountNumber: "${x}") { name } b: account(accountNumber: "${y}") { name } }`,
    );

    const spans = exporter.getFinishedSpans();
    const traceId = operationSpan(spans).spanContext().traceId;
    const [call] = upstreamSpans(spans);
    expect(upstreamSpans(spans)).toHaveLength(1);
    const calls = await gw.upstreamCalls();
    expect(calls.map((c) => [c.path, c.headers.traceparent])).toEqual([
      [`/accounts/balance//${x}`, `00-${traceId}-${call?.spanContext().spanId}-01`],
      [`/accounts/balance//${y}`, undefined],
    ]);
  });
});

describe('OpenTelemetry traces when not configured', () => {
  it('sends the provider no trace context', async () => {
    const gw = await startTestGatewayForTest();
    await gw.run('query { accounts(entity: "MindPalaceLtd") { name } }');
    const calls = await gw.upstreamCalls();
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.map((c) => c.headers.traceparent)).toEqual(calls.map(() => undefined));
  });
});
