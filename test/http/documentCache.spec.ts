import { describe, expect, it } from 'vitest';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { reference, testEntity, ukVisa } from '../support/payouts.ts';
import { bodyOf } from '../support/requestIds.ts';

/**
 * Parsed documents: a token limit before parsing, a cache bounded by bytes, and no document that may carry card
 * data kept beyond its request. The cache is seen through the public door: /metrics.
 */
describe('document cache', () => {
  const budget = 200_000;

  const gw = setUpTestGateway({ env: { MAX_QUERY_TOKENS: '100', DOCUMENT_CACHE_MAX_BYTES: String(budget) } });

  const cache = () => cacheOf(gw);
  const post = (query: string, variables?: Record<string, unknown>) => postTo(gw, query, variables);

  it('refuses a document over MAX_QUERY_TOKENS as a parse failure, without calling the provider', async () => {
    await gw.clearUpstream();
    // 2 braces and 99 names: 101 tokens.
    const answer = await post(`{ ${'__typename '.repeat(99)}}`);
    expect(answer).toEqual({
      status: 400,
      body: {
        errors: [
          {
            message: 'Syntax Error: Document contains more than 100 tokens, the most this server parses.',
            // Where the 101st token starts: the last `__typename`.
            locations: [{ line: 1, column: 1092 }],
            extensions: { code: 'GRAPHQL_PARSE_FAILED' },
          },
        ],
      },
    });
    expect(await post(`{ ${'__typename '.repeat(98)}}`)).toMatchObject({ status: 200 });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([]);
  });

  it('never keeps a document with a card-number-like value anywhere or a literal in a @cardData field', async () => {
    await post('query Known { __typename }');
    const before = await cache();
    expect(before.entries).toBeGreaterThanOrEqual(1);
    const cardDocuments = [
      '{ cardBin(input: { entity: "PAY7X2", by: { cardNumber: "4444333322221111" } }) { bin } }',
      '{ payout(id: "4444 3333 2222 1111") { id } }',
      '# card 4444-3333-2222-1111\n{ __typename }',
      'query Pay_4444_3333_2222_1111 { __typename }',
      // Not card numbers, but written where the schema says card data goes: a stored card's token.
      '{ cardBin(input: { entity: "PAY7X2", by: { token: "https://sandbox/tokens/t-1" } }) { bin } }',
      'query Bin($t: String = "https://sandbox/tokens/t-2") { cardBin(input: { entity: "PAY7X2", by: { token: $t } }) { bin } }',
      'query Bin($by: CardBinLookupInput = { token: "t-3" }) { cardBin(input: { entity: "PAY7X2", by: $by }) { bin } }',
    ];
    for (const query of cardDocuments) {
      for (const _ of [1, 2]) {
        const answer = await post(query);
        // Each parses and validates: otherwise Apollo would not have offered it to the cache at all.
        expect(answer.status).toBe(200);
        expect(errorCodes(answer.body)).not.toContain('GRAPHQL_VALIDATION_FAILED');
      }
    }
    // Each was parsed both times it was sent: none was found, none was kept.
    expect(await cache()).toEqual({
      ...before,
      misses: before.misses + 2 * cardDocuments.length,
    });
    await post('query Kept { __typename }');
    expect((await cache()).entries).toBe(before.entries + 1);
  });

  it('parses a document whose only literals are not card data once, then answers it from the cache', async () => {
    await gw.clearUpstream();
    const query =
      'query Bin($n: String!) { cardBin(input: { entity: "PAY7X2", by: { cardNumber: $n } }) { bin } }';
    const before = await cache();
    const first = await post(query, { n: '4444333322221111' });
    const second = await post(query, { n: '4444333322221111' });
    expect(first).toEqual({ status: 200, body: { data: { cardBin: { bin: '444433' } } } });
    expect(second).toEqual(first);
    const after = await cache();
    expect({
      entries: after.entries - before.entries,
      hits: after.hits - before.hits,
      misses: after.misses - before.misses,
    }).toEqual({ entries: 1, hits: 1, misses: 1 });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      'POST /api/cardBin/panLookup',
      'POST /api/cardBin/panLookup',
    ]);
  });

  it('keeps the cache within its byte budget, the text of padded documents counted', async () => {
    for (let i = 0; i < 40; i++) await post(`query Padded${i} { __typename }${' '.repeat(20_000)}`);
    const { entries, bytes } = await cache();
    // Each entry costs its 20 KB of text and more: at most 9 fit in 200 KB.
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThanOrEqual(9);
    expect(bytes).toBeGreaterThan(20_000 * entries);
    expect(bytes).toBeLessThanOrEqual(budget);
  });
});

describe('document cache, a payout written inline', () => {
  const gw = setUpTestGateway();

  it('keeps a createPayout whose input is inline but for the card number, so sending it again skips parsing', async () => {
    await gw.clearUpstream();
    const transactionReference = reference('inline');
    const query = `mutation InlinePayout($card: String!) {
      createPayout(input: {
        method: BASIC_DISBURSEMENT, transactionReference: "${transactionReference}", entity: "${testEntity}",
        narrative: { line1: "Sandbox shop", line2: "Refund 42" }, value: { amount: "250", currency: "GBP" },
        instrument: { card: {
          cardHolderName: "Ada Lovelace", cardNumber: $card, cardExpiryDate: { month: 12, year: 2035 },
          billingAddress: { address1: "1 High Street", city: "London", postalCode: "SW1A 1AA", countryCode: "GB" }
        } }
      }) { replayed payout { transactionReference outcome } }
    }`;
    const before = await cacheOf(gw);
    const first = await postTo(gw, query, { card: ukVisa });
    const second = await postTo(gw, query, { card: ukVisa });
    const payout = { transactionReference, outcome: 'REQUEST_RECEIVED' };
    expect(first).toEqual({ status: 200, body: { data: { createPayout: { replayed: false, payout } } } });
    expect(second).toEqual({ status: 200, body: { data: { createPayout: { replayed: true, payout } } } });
    const after = await cacheOf(gw);
    expect({
      entries: after.entries - before.entries,
      hits: after.hits - before.hits,
      misses: after.misses - before.misses,
    }).toEqual({ entries: 1, hits: 1, misses: 1 });
    // The second is a replay: one POST to the provider.
    expect(describeCalls(await gw.upstreamCalls())).toEqual(['POST /payouts/basicDisbursement']);
  });

  it('never keeps the same payout with its card number inline: each sending parses it again', async () => {
    const transactionReference = reference('inline');
    const query = `mutation InlinePayout {
      createPayout(input: {
        method: BASIC_DISBURSEMENT, transactionReference: "${transactionReference}", entity: "${testEntity}",
        narrative: { line1: "Sandbox shop", line2: "Refund 42" }, value: { amount: "250", currency: "GBP" },
        instrument: { card: { cardNumber: "${ukVisa}", cardExpiryDate: { month: 12, year: 2035 } } }
      }) { replayed }
    }`;
    const before = await cacheOf(gw);
    expect(await postTo(gw, query)).toEqual({
      status: 200,
      body: { data: { createPayout: { replayed: false } } },
    });
    expect(await postTo(gw, query)).toEqual({
      status: 200,
      body: { data: { createPayout: { replayed: true } } },
    });
    expect(await cacheOf(gw)).toEqual({ ...before, misses: before.misses + 2 });
  });
});

interface CacheReading {
  readonly entries: number;
  readonly bytes: number;
  readonly hits: number;
  readonly misses: number;
}

/** The cache as /metrics shows it. */
async function cacheOf(gw: { readonly url: string }): Promise<CacheReading> {
  const text = await (await fetch(gw.url.replace(/\/graphql$/, '/metrics'))).text();
  const read = (sample: string) =>
    Number(new RegExp(`^${sample.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1]);
  return {
    entries: read('graphql_document_cache_entries'),
    bytes: read('graphql_document_cache_bytes'),
    hits: read('graphql_document_cache_lookups_total{result="hit"}'),
    misses: read('graphql_document_cache_lookups_total{result="miss"}'),
  };
}

async function postTo(gw: { readonly url: string }, query: string, variables?: Record<string, unknown>) {
  const res = await fetch(gw.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: await bodyOf(res) };
}

function errorCodes(body: unknown): unknown[] {
  const errors = (body as { errors?: { extensions?: { code?: unknown } }[] }).errors ?? [];
  return errors.map((error) => error.extensions?.code);
}
