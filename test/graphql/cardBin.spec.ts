import { describe, expect, it } from 'vitest';
import { CardBinLookupDocument, CardBinLookupTwiceDocument } from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { rawBodyOf } from '../support/requestIds.ts';

const gw = setUpTestGateway();

const entity = 'MYENT1';
const lookupPath = 'POST /api/cardBin/panLookup';

/** In the provider's documented words: lower-case brands, `notPrepaidOrNonAnonymous`, `consumer`. */
const visaDebitGb = {
  type: 'pan',
  brand: ['visa'],
  bin: '491761',
  binLength: 6,
  fundingType: 'DEBIT',
  rawFundingType: 'debit',
  issuerName: 'SANDBOX BANK PLC',
  countryCode: 'GB',
  currency: 'GBP',
  dccAllowed: false,
  anonymousPrepaid: 'NOT_PREPAID_OR_NON_ANONYMOUS',
  rawAnonymousPrepaid: 'notPrepaidOrNonAnonymous',
  category: 'CONSUMER',
  rawCategory: 'consumer',
  multipleAccountAccess: null,
  rawMultipleAccountAccess: null,
};

describe('cardBin', () => {
  it('returns every BIN field of a card number, sending the number in the body only', async () => {
    const result = await gw.run(CardBinLookupDocument, {
      input: { entity, by: { cardNumber: '4917610000000000' } },
    });
    expect(result).toEqual({ status: 200, data: { cardBin: visaDebitGb } });
    const calls = await gw.upstreamCalls();
    expect(describeCalls(calls)).toEqual([lookupPath]);
    expect(calls[0]?.body).toEqual({ merchant: { entity }, cardNumber: '491761******0000' });
  });

  it('returns the BIN data of a stored token, by its absolute location or its path', async () => {
    for (const token of [`${gw.sandbox.url}/tokens/TKNVISADEBITGB`, '/tokens/TKNVISADEBITGB']) {
      await gw.clearUpstream();
      const result = await gw.run(CardBinLookupDocument, { input: { entity, by: { token } } });
      expect(result).toEqual({ status: 200, data: { cardBin: visaDebitGb } });
      const calls = await gw.upstreamCalls();
      expect(calls.map((c) => c.body)).toEqual([{ merchant: { entity }, token }]);
    }
  });

  it('answers the documented vocabulary as enums beside the raw values (a US card with managed access)', async () => {
    const result = await gw.run(CardBinLookupDocument, {
      input: { entity, by: { cardNumber: '4000056655665556' } },
    });
    expect(result).toEqual({
      status: 200,
      data: {
        cardBin: {
          type: 'pan',
          brand: ['visa'],
          bin: '400005',
          binLength: 6,
          fundingType: 'DEBIT',
          rawFundingType: 'debit',
          issuerName: 'EXAMPLE NATIONAL BANK',
          countryCode: 'US',
          currency: 'USD',
          dccAllowed: true,
          anonymousPrepaid: 'NOT_PREPAID_OR_NON_ANONYMOUS',
          rawAnonymousPrepaid: 'notPrepaidOrNonAnonymous',
          category: 'CONSUMER',
          rawCategory: 'consumer',
          multipleAccountAccess: 'MANAGED',
          rawMultipleAccountAccess: 'managed',
        },
      },
    });
    const calls = await gw.upstreamCalls();
    expect(describeCalls(calls)).toEqual([lookupPath]);
    expect(calls[0]?.body).toEqual({ merchant: { entity }, cardNumber: '400005******5556' });
  });

  it.each([
    [
      '4035501000000008',
      { fundingType: 'PREPAID', anonymousPrepaid: 'ANONYMOUS', rawAnonymousPrepaid: 'anonymous' },
    ],
    [
      '343434343434343',
      { fundingType: 'CHARGE', rawFundingType: 'charge', brand: ['amex'], category: 'COMMERCIAL' },
    ],
    ['5555555555554444', { fundingType: 'CREDIT', multipleAccountAccess: null, dccAllowed: true }],
    ['2221000000000009', { category: 'COMMERCIAL', rawCategory: 'commercial', countryCode: 'DE' }],
    ['4970100000000063', { brand: ['cartesBancaires', 'visa'], countryCode: 'FR' }],
    ['4111111111111111', { brand: ['visa'], anonymousPrepaid: 'UNKNOWN', rawAnonymousPrepaid: 'unknown' }],
  ])('maps the funding type and attributes of %s', async (cardNumber, expected) => {
    const result = await gw.run(CardBinLookupDocument, { input: { entity, by: { cardNumber } } });
    expect(result.data?.cardBin).toMatchObject(expected);
  });

  it('returns null when the provider has no BIN data for the number, or no token at the location', async () => {
    const byNumber = await gw.run(CardBinLookupDocument, {
      input: { entity, by: { cardNumber: '1234567812345670' } },
    });
    expect(byNumber).toEqual({ status: 200, data: { cardBin: null } });
    const byToken = await gw.run(CardBinLookupDocument, {
      input: { entity, by: { token: '/tokens/NOSUCHTOKEN' } },
    });
    expect(byToken).toEqual({ status: 200, data: { cardBin: null } });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([lookupPath, lookupPath]);
  });

  it.each([
    ['4444333322221112', 'LUHN', 'must pass the Luhn check'],
    ['44443333', 'INVALID_FORMAT', 'must be 12 to 19 digits'],
    ['4444-3333-2222-1111', 'INVALID_FORMAT', 'must be 12 to 19 digits'],
  ])('refuses the card number %s before the network, never echoing it', async (cardNumber, rule, message) => {
    const res = await fetch(gw.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: CardBinLookupDocument.toString(),
        variables: { input: { entity, by: { cardNumber } } },
      }),
    });
    const text = await res.text();
    expect(
      rawBodyOf({ headers: { 'x-request-id': res.headers.get('x-request-id') ?? '' }, body: text }),
    ).toEqual({
      data: { cardBin: null },
      errors: [
        {
          message: 'The input is invalid.',
          locations: [{ line: 3, column: 3 }],
          path: ['cardBin'],
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ path: 'input.by.cardNumber', rule, message }],
          },
        },
      ],
    });
    expect(text).not.toContain(cardNumber);
    expect(text).not.toContain(cardNumber.slice(4, 12));
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('refuses a blank entity and a token that is no location', async () => {
    const result = await gw.run(CardBinLookupDocument, { input: { entity: '', by: { token: 'tok_123' } } });
    expect(result.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { path: 'input.entity', rule: 'BLANK', message: 'must not be empty' },
        {
          path: 'input.by.token',
          rule: 'INVALID_FORMAT',
          message: 'must be an absolute http(s) URL or a path starting with /',
        },
      ],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('refuses both a card number and a token at once (@oneOf) without calling the provider', async () => {
    const result = await gw.run(CardBinLookupDocument, {
      input: { entity, by: { cardNumber: '4917610000000000', token: '/tokens/TKNVISADEBITGB' } as never },
    });
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(result)).not.toContain('4917610000000000');
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('answers the other lookup when one fails upstream', async () => {
    await gw.armFault({ area: 'cardBin', status: 503, remaining: 1 });
    const result = await gw.run(CardBinLookupTwiceDocument, {
      good: { entity, by: { cardNumber: '4917610000000000' } },
      bad: { entity, by: { cardNumber: '4444333322221111' } },
    });
    // Which of the two parallel lookups meets the fault is not fixed; exactly one does.
    const failed = result.errors?.[0]?.path?.[0];
    const answered = failed === 'good' ? 'bad' : 'good';
    expect(result.errors).toEqual([
      {
        message: 'The payment provider is unavailable. Try again later.',
        locations: [{ line: failed === 'good' ? 3 : 7, column: 3 }],
        path: [failed],
        extensions: { code: 'UPSTREAM_UNAVAILABLE', upstream: expect.objectContaining({ status: 503 }) },
      },
    ]);
    expect(result.data?.[failed as 'good']).toBeNull();
    expect(result.data?.[answered]).toEqual(
      answered === 'good' ? { bin: '491761', fundingType: 'DEBIT' } : { bin: '444433' },
    );
  });

  it("maps a 401 of the provider to UPSTREAM_CREDENTIALS_REJECTED (the gateway's credentials, not the caller's)", async () => {
    await gw.armFault({ area: 'cardBin', status: 401, remaining: 1 });
    const result = await gw.run(CardBinLookupDocument, {
      input: { entity, by: { cardNumber: '4917610000000000' } },
    });
    expect(result.data).toEqual({ cardBin: null });
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_CREDENTIALS_REJECTED');
  });
});
