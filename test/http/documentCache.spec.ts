import { describe, expect, it } from 'vitest';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { bodyOf } from '../support/requestIds.ts';

/**
 * Parsed documents: a token limit before parsing, a cache bounded by bytes, and no document that may carry card
 * data kept beyond its request. The cache is seen through the public door: /metrics.
 */
describe('document cache', () => {
  const budget = 200_000;

  const gw = setUpTestGateway({ env: { MAX_QUERY_TOKENS: '100', DOCUMENT_CACHE_MAX_BYTES: String(budget) } });

  async function cache(): Promise<{ entries: number; bytes: number }> {
    const text = await (await fetch(gw.url.replace(/\/graphql$/, '/metrics'))).text();
    const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
    return { entries: read('graphql_document_cache_entries'), bytes: read('graphql_document_cache_bytes') };
  }

  async function post(query: string) {
    const res = await fetch(gw.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return { status: res.status, body: await bodyOf(res) };
  }

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

  it('never keeps a document with a string literal or a card-number-like value', async () => {
    await post('query Known { __typename }');
    const before = await cache();
    expect(before.entries).toBeGreaterThanOrEqual(1);
    const cardDocuments = [
      '{ cardBin(input: { entity: "PAY7X2", by: { cardNumber: "4444333322221111" } }) { bin } }',
      '{ payout(id: "4444 3333 2222 1111") { id } }',
      '# card 4444-3333-2222-1111\n{ __typename }',
      'query Pay_4444_3333_2222_1111 { __typename }',
    ];
    for (const query of cardDocuments) {
      const answer = await post(query);
      // Each parses and validates: otherwise Apollo would not have offered it to the cache at all.
      expect(answer.status).toBe(200);
    }
    expect(await cache()).toEqual(before);
    await post('query Kept { __typename }');
    expect((await cache()).entries).toBe(before.entries + 1);
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
