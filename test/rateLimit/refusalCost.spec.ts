import { describe, expect, it } from 'vitest';
import { CardBinLookupTwiceDocument, CardBinPrefixDocument } from '../generated/graphql.ts';
import { startTestGatewayForTest, type TestGateway } from '../support/gateway.ts';
import { bodyOf } from '../support/requestIds.ts';

const key = 'form-secret-of-at-least-24-chars';
const entity = 'MYENT1';

/** A gateway whose one caller has 10 points per minute. */
const gateway = () =>
  startTestGatewayForTest({
    API_KEYS: `form:${key}:${entity}`,
    RATE_LIMIT_POINTS: '10',
    RATE_LIMIT_WINDOW_SECONDS: '60',
  });

interface Answer {
  readonly status: number;
  readonly codes: unknown[];
  readonly budget: unknown;
}

/** Sends one operation as the card form does; the error codes and the budget without its reset time. */
async function send(gw: TestGateway, query: unknown, variables: unknown): Promise<Answer> {
  const res = await fetch(gw.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query: String(query), variables }),
  });
  const body = (await bodyOf(res)) as {
    errors?: { extensions?: { code?: unknown } }[];
    extensions?: { rateLimit?: { resetAt?: unknown } };
  };
  const { resetAt: _, ...budget } = body.extensions?.rateLimit ?? {};
  return { status: res.status, codes: (body.errors ?? []).map((e) => e.extensions?.code), budget };
}

const by = (prefix: string) => ({ entity, by: { prefix } });

describe('what a refused lookup costs', () => {
  it('charges a lookup refused before the network one point, whatever its document costs', async () => {
    const gw = await gateway();

    // Two lookups: the document costs 2. Both refused as bad input: 1.
    const refused = await send(gw, CardBinLookupTwiceDocument, { good: by('49176'), bad: by('4917x1') });
    expect(refused).toEqual({
      status: 200,
      codes: ['BAD_USER_INPUT', 'BAD_USER_INPUT'],
      budget: { cost: 1, limit: 10, remaining: 9 },
    });

    // Refused while its variables are read (two fields of a @oneOf input): 1 as well.
    const twoFields = { entity, by: { prefix: '491761', token: '/tokens/TKNVISADEBITGB' } };
    const coercion = await send(gw, CardBinLookupTwiceDocument, { good: twoFields, bad: twoFields });
    expect(coercion).toEqual({
      status: 400,
      codes: ['BAD_USER_INPUT', 'BAD_USER_INPUT'],
      budget: { cost: 1, limit: 10, remaining: 8 },
    });

    const single = await send(gw, CardBinPrefixDocument, { input: by('4917610001') });
    expect(single.budget).toEqual({ cost: 1, limit: 10, remaining: 7 });
    expect(await gw.takeUpstreamCalls()).toEqual([]);
  });

  it('charges the whole cost when one field answered beside a refused one', async () => {
    const gw = await gateway();
    const partly = await send(gw, CardBinLookupTwiceDocument, { good: by('491761'), bad: by('49176') });
    expect(partly).toEqual({
      status: 200,
      codes: ['BAD_USER_INPUT'],
      budget: { cost: 2, limit: 10, remaining: 8 },
    });
  });

  it('still needs the whole cost in the budget before anything runs: a refusal is no way around the limit', async () => {
    const gw = await gateway();
    for (let i = 0; i < 9; i++) await send(gw, CardBinPrefixDocument, { input: by('491761') });

    const refused = await send(gw, CardBinLookupTwiceDocument, { good: by('49176'), bad: by('49176') });

    expect(refused).toEqual({
      status: 429,
      codes: ['RATE_LIMITED'],
      budget: { cost: 0, limit: 10, remaining: 1 },
    });
  });
});
