import { describe, expect, it } from 'vitest';
import { CardBinLookupDocument, CardBinPrefixDocument } from '../generated/graphql.ts';
import { setUpTestGateway, startTestGatewayForTest } from '../support/gateway.ts';

const gw = setUpTestGateway();

const entity = 'MYENT1';
const lookupPath = 'POST /api/cardBin/panLookup';

/** What a prefix lookup answers when the gateway knows nothing of its BIN: nulls, and says so. */
const unknownBinData = {
  binDataKnown: false,
  type: null,
  brand: [],
  bin: null,
  binLength: null,
  fundingType: null,
  rawFundingType: null,
  issuerName: null,
  countryCode: null,
  currency: null,
  dccAllowed: null,
  anonymousPrepaid: null,
  category: null,
  multipleAccountAccess: null,
};

const visaLengths = [13, 14, 15, 16, 17, 18, 19];
const sixteenToNineteen = [16, 17, 18, 19];

describe('cardBin by prefix', () => {
  it.each([
    ['421234', 'VISA', visaLengths, 3],
    ['5412345', 'MASTERCARD', [16], 3],
    ['27201234', 'MASTERCARD', [16], 3],
    ['3712345', 'AMERICAN_EXPRESS', [15], 4],
    ['34567890', 'AMERICAN_EXPRESS', [15], 4],
    ['601112', 'DISCOVER', sixteenToNineteen, 3],
    ['6221260', 'UNIONPAY', sixteenToNineteen, 3],
    ['36123456', 'DINERS_CLUB', [14, 15, 16, 17, 18, 19], 3],
    ['3530111', 'JCB', sixteenToNineteen, 3],
    ['676770', 'MAESTRO', visaLengths, 3],
  ])(
    'answers the scheme of %s without calling the provider',
    async (prefix, scheme, numberLengths, cvcLength) => {
      const result = await gw.run(CardBinPrefixDocument, { input: { entity, by: { prefix } } });
      expect(result).toEqual({
        status: 200,
        data: { cardBin: { scheme, numberLengths, cvcLength, ...unknownBinData } },
      });
      expect(await gw.takeUpstreamCalls()).toEqual([]);
    },
  );

  it('answers no scheme for digits no accepted scheme starts with, still without an error or a call', async () => {
    const result = await gw.run(CardBinPrefixDocument, { input: { entity, by: { prefix: '123456' } } });
    expect(result).toEqual({
      status: 200,
      data: { cardBin: { scheme: null, numberLengths: [], cvcLength: null, ...unknownBinData } },
    });
    expect(await gw.takeUpstreamCalls()).toEqual([]);
  });

  it('answers the BIN data of an earlier full lookup of the same BIN, without calling the provider', async () => {
    const prefix = { input: { entity, by: { prefix: '4000056' } } };
    expect((await gw.run(CardBinPrefixDocument, prefix)).data?.cardBin?.binDataKnown).toBe(false);

    // A full lookup answers the scheme fields too, and its dccAllowed.
    const full = await gw.run(CardBinPrefixDocument, {
      input: { entity, by: { cardNumber: '4000056655665556' } },
    });
    expect(full.data?.cardBin).toMatchObject({
      scheme: 'VISA',
      numberLengths: visaLengths,
      cvcLength: 3,
      binDataKnown: true,
      type: 'pan',
      bin: '400005',
      dccAllowed: true,
    });
    expect(await gw.takeUpstreamCalls()).toEqual([lookupPath]);

    for (const typed of ['400005', '4000056', '40000566']) {
      const result = await gw.run(CardBinPrefixDocument, { input: { entity, by: { prefix: typed } } });
      expect(result).toEqual({
        status: 200,
        data: {
          cardBin: {
            scheme: 'VISA',
            numberLengths: visaLengths,
            cvcLength: 3,
            binDataKnown: true,
            type: null,
            brand: ['visa'],
            bin: '400005',
            binLength: 6,
            fundingType: 'DEBIT',
            rawFundingType: 'debit',
            issuerName: 'EXAMPLE NATIONAL BANK',
            countryCode: 'US',
            currency: 'USD',
            // Possibly the merchant's to decide: never answered from another lookup.
            dccAllowed: null,
            anonymousPrepaid: 'NOT_PREPAID_OR_NON_ANONYMOUS',
            category: 'CONSUMER',
            multipleAccountAccess: 'MANAGED',
          },
        },
      });
    }
    expect(await gw.takeUpstreamCalls()).toEqual([]);
  });

  it('keeps an 8-digit BIN under its 8 digits: 8 typed digits find it, 6 or 7 cannot tell it yet', async () => {
    await gw.run(CardBinLookupDocument, { input: { entity, by: { cardNumber: '5200828282828210' } } });
    expect(await gw.takeUpstreamCalls()).toEqual([lookupPath]);

    const eight = await gw.run(CardBinPrefixDocument, { input: { entity, by: { prefix: '52008282' } } });
    expect(eight.data?.cardBin).toEqual({
      scheme: 'MASTERCARD',
      numberLengths: [16],
      cvcLength: 3,
      binDataKnown: true,
      type: null,
      brand: ['mastercard'],
      bin: '52008282',
      binLength: 8,
      fundingType: 'DEBIT',
      rawFundingType: 'debit',
      issuerName: 'NORDIC SANDBOX BANK',
      countryCode: 'SE',
      currency: 'SEK',
      dccAllowed: null,
      anonymousPrepaid: 'NOT_PREPAID_OR_NON_ANONYMOUS',
      category: 'CONSUMER',
      multipleAccountAccess: null,
    });
    for (const prefix of ['520082', '5200828']) {
      const shorter = await gw.run(CardBinPrefixDocument, { input: { entity, by: { prefix } } });
      expect(shorter.data?.cardBin).toEqual({
        scheme: 'MASTERCARD',
        numberLengths: [16],
        cvcLength: 3,
        ...unknownBinData,
      });
    }
    expect(await gw.takeUpstreamCalls()).toEqual([]);
  });

  it('learns a BIN from a token lookup too (a co-branded card keeps both brands)', async () => {
    await gw.run(CardBinLookupDocument, { input: { entity, by: { token: '/tokens/TKNCBFR' } } });
    expect(await gw.takeUpstreamCalls()).toEqual([lookupPath]);
    const result = await gw.run(CardBinPrefixDocument, { input: { entity, by: { prefix: '4970101' } } });
    expect(result.data?.cardBin).toMatchObject({
      scheme: 'VISA',
      binDataKnown: true,
      brand: ['cartesBancaires', 'visa'],
      bin: '497010',
      countryCode: 'FR',
    });
    expect(await gw.takeUpstreamCalls()).toEqual([]);
  });

  it.each([
    ['49176', '5 digits'],
    ['491761000', '9 digits'],
    ['49176a', 'a letter'],
    ['abcdefgh', 'letters'],
    ['4917 61', 'a blank'],
    ['', 'nothing'],
  ])('refuses %s (%s) naming the field and the rule, before the network', async (prefix) => {
    const result = await gw.run(CardBinPrefixDocument, { input: { entity, by: { prefix } } });
    expect(result).toEqual({
      status: 200,
      data: { cardBin: null },
      errors: [
        {
          message: 'The input is invalid.',
          locations: [{ line: 3, column: 3 }],
          path: ['cardBin'],
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              { path: 'input.by.prefix', rule: 'INVALID_FORMAT', message: 'must be 6 to 8 digits' },
            ],
          },
        },
      ],
    });
    expect(await gw.takeUpstreamCalls()).toEqual([]);
  });

  it('refuses a prefix over GET, as every card-data field (docs/decisions.md)', async () => {
    const query = '{ cardBin(input: { entity: "MYENT1", by: { prefix: "491761" } }) { scheme } }';
    const res = await fetch(`${gw.url}?query=${encodeURIComponent(query)}`, {
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['CARD_DATA_OVER_GET']);
    expect(await gw.takeUpstreamCalls()).toEqual([]);
  });
});

describe('cardBin by prefix: how long BIN data is kept', () => {
  it('forgets a BIN once CARD_BIN_CACHE_TTL_SECONDS have passed', async () => {
    const short = await startTestGatewayForTest({ CARD_BIN_CACHE_TTL_SECONDS: '1' });
    await short.run(CardBinLookupDocument, { input: { entity, by: { cardNumber: '4917610000000000' } } });
    const prefix = { input: { entity, by: { prefix: '491761' } } };
    expect((await short.run(CardBinPrefixDocument, prefix)).data?.cardBin?.binDataKnown).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 1_100));

    expect((await short.run(CardBinPrefixDocument, prefix)).data?.cardBin).toEqual({
      scheme: 'VISA',
      numberLengths: visaLengths,
      cvcLength: 3,
      ...unknownBinData,
    });
    expect(await short.takeUpstreamCalls()).toEqual([lookupPath]);
  });

  it('keeps nothing with CARD_BIN_CACHE_TTL_SECONDS=0', async () => {
    const off = await startTestGatewayForTest({ CARD_BIN_CACHE_TTL_SECONDS: '0' });
    await off.run(CardBinLookupDocument, { input: { entity, by: { cardNumber: '4917610000000000' } } });
    const result = await off.run(CardBinPrefixDocument, { input: { entity, by: { prefix: '491761' } } });
    expect(result.data?.cardBin?.binDataKnown).toBe(false);
  });
});
