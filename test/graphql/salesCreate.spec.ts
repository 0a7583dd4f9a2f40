import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mediaTypes } from '../../src/contract/index.ts';
import { type CreateCardOnFileSaleInput, SalesCreateDocument } from '../generated/graphql.ts';
import { describeCalls, startTestGateway, type TestGateway } from '../support/gateway.ts';
import { saleInput, testEntity, ukVisa } from '../support/payouts.ts';

let gw: TestGateway;

beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw.close();
});
beforeEach(async () => {
  await gw.clearFaults();
  await gw.clearUpstream();
});

const post = 'POST /payments/sales/migrateCardOnFile';

async function calls() {
  const list = describeCalls(await gw.upstreamCalls());
  await gw.clearUpstream();
  return list;
}

function instrument(over: Partial<CreateCardOnFileSaleInput['paymentInstrument']>) {
  return { paymentInstrument: { ...saleInput().paymentInstrument, ...over } };
}

async function sale(input: CreateCardOnFileSaleInput) {
  const result = await gw.run(SalesCreateDocument, { input });
  expect(result.errors).toBeUndefined();
  const created = result.data?.createCardOnFileSale;
  if (!created) throw new Error('no sale');
  return created;
}

const ukVisaCard = {
  bin: '444433',
  last4Digits: '1111',
  dpan: null,
  issuerName: 'SANDBOX BANK PLC',
  paymentAccountReference: 'SBX1A4B3FF66D299851667D70C198',
  countryCode: 'GB',
  fundingType: 'CREDIT',
  rawFundingType: 'credit',
  brand: 'visa',
  expiryDate: { month: 12, year: 2035 },
};

describe('createCardOnFileSale: outcome and result fields', () => {
  it('authorizes a sale with every field of the spec, sent once with the payments v5 media types', async () => {
    const input: CreateCardOnFileSaleInput = {
      transactionReference: 'sale-every-field',
      channel: 'MOTO',
      merchant: {
        entity: testEntity,
        mcc: '5999',
        paymentFacilitator: {
          pfId: 'PF-1',
          isoId: 'ISO-9',
          subMerchant: {
            name: 'Corner Shop',
            merchantId: 'SM-7',
            street: '2 Side Road',
            city: 'Leeds',
            postalCode: 'LS1 1AA',
            state: 'WY',
            countryCode: 'GB',
            taxId: 'GB123',
          },
        },
      },
      value: { amount: '1999', currency: 'GBP' },
      narrative: { line1: 'Sandbox shop', line2: 'Order 42' },
      debtRepayment: true,
      paymentInstrument: {
        cardHolderName: 'Ada Lovelace',
        cardNumber: ukVisa,
        cardExpiryDate: { month: 12, year: 2035 },
        billingAddress: {
          address1: '1 High Street',
          address2: 'Flat 2',
          address3: 'Westminster',
          city: 'London',
          state: 'LN',
          postalCode: 'SW1A 1AA',
          countryCode: 'GB',
        },
        cvc: '123',
        href: 'https://tokens.example/cards/c-1',
        tokenHref: 'https://tokens.example/tokens/t-1',
      },
      customer: {
        authentication: {
          eci: '05',
          type: '3DS',
          authenticationValue: 'AAABBBCCC',
          version: '2.2.0',
          transactionId: 'ds-tx-1',
        },
      },
    };
    expect(await gw.run(SalesCreateDocument, { input })).toEqual({
      status: 200,
      data: {
        createCardOnFileSale: {
          replayed: false,
          sale: {
            transactionReference: 'sale-every-field',
            outcome: 'AUTHORIZED',
            rawOutcome: 'authorized',
            issuerAuthorizationCode: '747266',
            schemeReference: '101919831584376',
            paymentInstrumentType: 'card/plain+masked',
            card: ukVisaCard,
            riskFactors: [],
          },
        },
      },
    });
    const [call] = await gw.upstreamCalls();
    const types = mediaTypes(gw.sandbox.config.mediaVendor);
    expect(call?.headers['content-type']).toBe(types.paymentsRequest);
    expect(call?.headers.accept).toBe(types.paymentsResponse);
    expect(call?.body).toEqual({
      transactionReference: 'sale-every-field',
      channel: 'moto',
      merchant: {
        entity: testEntity,
        mcc: '5999',
        paymentFacilitator: {
          pfId: 'PF-1',
          isoId: 'ISO-9',
          subMerchant: {
            name: 'Corner Shop',
            merchantId: 'SM-7',
            street: '2 Side Road',
            city: 'Leeds',
            postalCode: 'LS1 1AA',
            countryCode: 'GB',
            state: 'WY',
            taxId: 'GB123',
          },
        },
      },
      instruction: {
        value: { amount: 1999, currency: 'GBP' },
        narrative: { line1: 'Sandbox shop', line2: 'Order 42' },
        debtRepayment: true,
        paymentInstrument: {
          type: 'card/plain',
          cardHolderName: 'Ada Lovelace',
          cardExpiryDate: { month: 12, year: 2035 },
          cardNumber: '444433******1111',
          billingAddress: {
            address1: '1 High Street',
            address2: 'Flat 2',
            address3: 'Westminster',
            postalCode: 'SW1A 1AA',
            city: 'London',
            state: 'LN',
            countryCode: 'GB',
          },
          cvc: '***',
          href: 'https://tokens.example/cards/c-1',
          tokenHref: 'https://tokens.example/tokens/t-1',
        },
      },
      customer: {
        authentication: {
          eci: '05',
          type: '3DS',
          authenticationValue: 'AAABBBCCC',
          version: '2.2.0',
          transactionId: 'ds-tx-1',
        },
      },
    });
    expect(await calls()).toEqual([post]);
  });

  it('gives a refusal (card holder REFUSED) as data, without issuer code or scheme reference', async () => {
    const created = await sale(saleInput(instrument({ cardHolderName: 'REFUSED' })));
    expect(created.sale).toMatchObject({
      outcome: 'REFUSED',
      rawOutcome: 'refused',
      issuerAuthorizationCode: null,
      schemeReference: null,
      card: ukVisaCard,
    });
  });

  it('refuses an expired card as the issuer would', async () => {
    const created = await sale(saleInput(instrument({ cardExpiryDate: { month: 1, year: 2020 } })));
    expect(created.sale.outcome).toBe('REFUSED');
  });
});

describe('createCardOnFileSale: risk factors by test value', () => {
  const avs = (risk: string, detail: string | null) => ({
    type: 'AVS',
    rawType: 'avs',
    risk: risk.toUpperCase(),
    rawRisk: risk,
    detail: detail?.toUpperCase() ?? null,
    rawDetail: detail,
  });
  const cvc = (risk: string) => ({
    type: 'CVC',
    rawType: 'cvc',
    risk: risk.toUpperCase(),
    rawRisk: risk,
    detail: null,
    rawDetail: null,
  });
  it.each([
    ['no billing address', { billingAddress: null }, [avs('not_supplied', null)]],
    [
      'address1 NOMATCH',
      { billingAddress: { address1: 'NOMATCH', postalCode: 'SW1A 1AA', countryCode: 'GB' } },
      [avs('not_matched', 'address')],
    ],
    [
      'postcode NOCHECK and no address1',
      { billingAddress: { postalCode: 'NOCHECK', countryCode: 'GB' } },
      [avs('not_supplied', 'address'), avs('not_checked', 'postcode')],
    ],
    ['no CVC', { cvc: null }, [cvc('not_supplied')]],
    ['CVC 999', { cvc: '999' }, [cvc('not_matched')]],
    ['CVC 998', { cvc: '998' }, [cvc('not_checked')]],
    ['a stored CVC (cvcHref) instead of a CVC', { cvc: null, cvcHref: '/cvcs/session-1' }, []],
  ] as const)('%s gives the matching risk factors', async (_what, over, riskFactors) => {
    const created = await sale(saleInput(instrument(over)));
    expect(created.sale.riskFactors).toEqual(riskFactors);
  });
});

describe('createCardOnFileSale validation, before any provider call', () => {
  async function expectRejected(
    input: CreateCardOnFileSaleInput,
    fieldErrors: { path: string; message: string }[],
  ) {
    const result = await gw.run(SalesCreateDocument, { input });
    expect(result).toEqual({
      status: 200,
      data: null,
      errors: [
        {
          message: 'The input is invalid.',
          locations: [{ line: 3, column: 3 }],
          path: ['createCardOnFileSale'],
          extensions: { code: 'BAD_USER_INPUT', fieldErrors },
        },
      ],
    });
    expect(await calls()).toEqual([]);
  }

  it('names every broken rule of the card at once, never its values', async () => {
    await expectRejected(
      saleInput(
        instrument({
          cardHolderName: ' ',
          cardNumber: '4444333322221112',
          cvc: '12',
          href: 'cards/c-1',
          tokenHref: '//elsewhere/t',
          cardExpiryDate: { month: 0, year: 2035 },
        }),
      ),
      [
        { path: 'input.paymentInstrument.cardHolderName', message: 'must not be empty' },
        { path: 'input.paymentInstrument.cardNumber', message: 'must pass the Luhn check' },
        { path: 'input.paymentInstrument.cardExpiryDate.month', message: 'must be 1 to 12' },
        { path: 'input.paymentInstrument.cvc', message: 'must be 3 or 4 digits' },
        {
          path: 'input.paymentInstrument.href',
          message: 'must be an absolute http(s) URL or an absolute path',
        },
        {
          path: 'input.paymentInstrument.tokenHref',
          message: 'must be an absolute http(s) URL or an absolute path',
        },
      ],
    );
  });

  it('checks the merchant, the facilitator sub-merchant, the amount and the authentication', async () => {
    await expectRejected(
      saleInput({
        transactionReference: '',
        merchant: {
          entity: 'ABC',
          mcc: '59',
          paymentFacilitator: {
            pfId: '',
            subMerchant: {
              name: 'Shop',
              merchantId: '',
              street: 'x',
              city: 'y',
              postalCode: ' ',
              countryCode: 'GB',
            },
          },
        },
        value: { amount: '0', currency: 'GBP' },
        customer: { authentication: { eci: '5', type: '' } },
      }),
      [
        { path: 'input.transactionReference', message: 'must not be empty' },
        { path: 'input.merchant.entity', message: 'must be 6 letters or digits, without I or O' },
        { path: 'input.merchant.mcc', message: 'must be 4 digits' },
        { path: 'input.merchant.paymentFacilitator.pfId', message: 'must not be empty' },
        { path: 'input.merchant.paymentFacilitator.subMerchant.merchantId', message: 'must not be empty' },
        { path: 'input.merchant.paymentFacilitator.subMerchant.postalCode', message: 'must not be empty' },
        {
          path: 'input.value.amount',
          message: 'must be a positive whole number of minor units, at most 9007199254740991',
        },
        { path: 'input.customer.authentication.eci', message: 'must be 2 digits' },
        { path: 'input.customer.authentication.type', message: 'must not be empty' },
      ],
    );
  });
});

describe('createCardOnFileSale idempotency', () => {
  it('replays the same sale without charging again, even when only the CVC differs', async () => {
    const input = saleInput();
    const first = await sale(input);
    expect(await calls()).toEqual([post]);
    const again = await sale(input);
    expect(again).toEqual({ ...first, replayed: true });
    const otherCvc = await sale({ ...input, paymentInstrument: { ...input.paymentInstrument, cvc: '321' } });
    expect(otherCvc.replayed).toBe(true);
    expect(await calls()).toEqual([]);
  });

  it('refuses the same reference with another card as IDEMPOTENCY_CONFLICT', async () => {
    const input = saleInput();
    await sale(input);
    await gw.clearUpstream();
    const other = {
      ...input,
      paymentInstrument: { ...input.paymentInstrument, cardNumber: '4917610000000000' },
    };
    const result = await gw.run(SalesCreateDocument, { input: other });
    expect(result.errors?.map((e) => e.extensions)).toEqual([
      {
        code: 'IDEMPOTENCY_CONFLICT',
        reason: 'DIFFERENT_INPUT',
        transactionReference: input.transactionReference,
      },
    ]);
    expect(await calls()).toEqual([]);
  });

  it('answers OUTCOME_UNKNOWN for a lost answer and keeps the key locked: the sale has no query to recover it', async () => {
    const input = saleInput();
    await gw.armFault({ area: 'sales', dropAfterAccept: true, remaining: 1 });
    const lost = await gw.run(SalesCreateDocument, { input });
    expect(lost).toEqual({
      status: 200,
      data: null,
      errors: [
        {
          message: 'The outcome of the request is unknown: the payment provider may have carried it out.',
          locations: [{ line: 3, column: 3 }],
          path: ['createCardOnFileSale'],
          extensions: { code: 'OUTCOME_UNKNOWN' },
        },
      ],
    });
    expect(await calls()).toEqual([post]);
    expect(gw.sandbox.state.sales.find(testEntity, input.transactionReference)).toBeDefined();
    const retry = await gw.run(SalesCreateDocument, { input });
    expect(retry.errors?.map((e) => e.extensions)).toEqual([{ code: 'OUTCOME_UNKNOWN' }]);
    expect(await calls()).toEqual([]);
  });

  it('maps a provider 4xx to UPSTREAM_REJECTED and releases the key for a corrected request', async () => {
    const input = saleInput(instrument({ cardNumber: '9999999999999995' }));
    const rejected = await gw.run(SalesCreateDocument, { input });
    expect(rejected.errors?.map((e) => e.extensions)).toEqual([
      {
        code: 'UPSTREAM_REJECTED',
        upstream: {
          status: 400,
          customCode: 'SBXS01',
          message: 'The request body is invalid',
          fieldErrors: [
            {
              path: 'instruction.paymentInstrument.cardNumber',
              message: 'instruction.paymentInstrument.cardNumber is not a number of a supported card network',
            },
          ],
        },
      },
    ]);
    const fixed = { ...input, paymentInstrument: { ...input.paymentInstrument, cardNumber: ukVisa } };
    expect((await sale(fixed)).replayed).toBe(false);
    expect(await calls()).toEqual([post, post]);
  });
});
