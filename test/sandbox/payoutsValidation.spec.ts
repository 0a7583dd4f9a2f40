import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basicPath,
  expectInvalid,
  fastAccessPath,
  instrumentPath,
  type PayoutsApi,
  payoutRequest,
  plainCard,
  startPayoutsApi,
  withInstrument,
} from './payoutsSupport.ts';

let api: PayoutsApi;
beforeAll(async () => {
  api = await startPayoutsApi();
});
afterAll(() => api.close());

const ip = instrumentPath;
describe('payout request validation', () => {
  it('lists every missing top-level field at once', async () => {
    await expectInvalid(
      api,
      basicPath,
      {},
      {
        transactionReference: ['transactionReference is required'],
        merchant: ['merchant is required'],
        instruction: ['instruction is required'],
      },
    );
  });

  it('names the nested paths of missing fields', async () => {
    await expectInvalid(
      api,
      fastAccessPath,
      { transactionReference: 'r-1', merchant: {}, instruction: {} },
      {
        'merchant.entity': ['entity is required'],
        'instruction.narrative': ['narrative is required'],
        'instruction.value': ['value is required'],
        [ip]: ['payoutInstrument is required'],
      },
    );
  });

  it('requires narrative.line1, value.amount, value.currency and the instrument type', async () => {
    const body = {
      transactionReference: 'r-2',
      merchant: { entity: 'MRCH01' },
      instruction: { narrative: { line1: '', line2: 7 }, value: {}, payoutInstrument: {} },
    };
    await expectInvalid(api, basicPath, body, {
      'instruction.narrative.line1': ['line1 is required'],
      'instruction.narrative.line2': ['line2 must be a string'],
      'instruction.value.currency': ['currency is required'],
      'instruction.value.amount': ['amount is required'],
      [`${ip}.type`]: ['type is required'],
    });
  });

  it('rejects a transactionReference that is not a string or longer than 50 characters', async () => {
    await expectInvalid(
      api,
      basicPath,
      { ...payoutRequest(), transactionReference: 42 },
      {
        transactionReference: ['transactionReference must be a string'],
      },
    );
    await expectInvalid(
      api,
      basicPath,
      { ...payoutRequest(), transactionReference: 'x'.repeat(51) },
      {
        transactionReference: ['transactionReference must be at most 50 characters'],
      },
    );
  });

  it.each([0, -250, 2.5, '250', 2 ** 53, null])('rejects the amount %j', async (amount) => {
    const body = payoutRequest();
    const request = { ...body, instruction: { ...body.instruction, value: { amount, currency: 'GBP' } } };
    const message =
      amount === null ? 'amount is required' : 'amount must be a positive integer in minor units';
    await expectInvalid(api, basicPath, request, { 'instruction.value.amount': [message] });
  });

  it.each(['gbp', 'GB', 'XQZ'])('rejects the currency %s', async (currency) => {
    const body = payoutRequest();
    const request = { ...body, instruction: { ...body.instruction, value: { amount: 100, currency } } };
    await expectInvalid(api, basicPath, request, {
      'instruction.value.currency': ['currency must be a 3-letter ISO 4217 code'],
    });
  });

  it('rejects an instrument type outside the observed values, listing them', async () => {
    await expectInvalid(api, basicPath, withInstrument({ type: 'card/unknown' }), {
      [`${ip}.type`]: [
        'type must be one of card/plain, card/tokenized, card/networkToken, card/networkToken+<wallet>pay',
      ],
    });
  });

  it('rejects a card holder name that is not a string', async () => {
    await expectInvalid(api, basicPath, withInstrument({ ...plainCard, cardHolderName: 5 }), {
      [`${ip}.cardHolderName`]: ['cardHolderName must be a string'],
    });
  });
});

describe('card/plain', () => {
  it('requires cardNumber and cardExpiryDate', async () => {
    await expectInvalid(api, basicPath, withInstrument({ type: 'card/plain' }), {
      [`${ip}.cardNumber`]: ['cardNumber is required'],
      [`${ip}.cardExpiryDate`]: ['cardExpiryDate is required'],
    });
  });

  it('rejects a card number failing the Luhn check without echoing it', async () => {
    const res = await expectInvalid(
      api,
      basicPath,
      withInstrument({ ...plainCard, cardNumber: '4444333322221112' }),
      {
        [`${ip}.cardNumber`]: ['cardNumber must be a valid card number'],
      },
    );
    expect(JSON.stringify(res.body)).not.toContain('4444333322221112');
  });

  it('rejects a card number that is not 12 to 19 digits', async () => {
    await expectInvalid(api, basicPath, withInstrument({ ...plainCard, cardNumber: '4444-3333-2222-1111' }), {
      [`${ip}.cardNumber`]: ['cardNumber must be 12 to 19 digits'],
    });
  });

  it('checks the expiry month and year', async () => {
    await expectInvalid(
      api,
      basicPath,
      withInstrument({ ...plainCard, cardExpiryDate: { month: 13, year: 27 } }),
      {
        [`${ip}.cardExpiryDate.month`]: ['month must be an integer from 1 to 12'],
        [`${ip}.cardExpiryDate.year`]: ['year must be a four-digit integer'],
      },
    );
  });

  it('rejects an expired card', async () => {
    await expectInvalid(
      api,
      basicPath,
      withInstrument({ ...plainCard, cardExpiryDate: { month: 1, year: 2020 } }),
      {
        [`${ip}.cardExpiryDate`]: ['cardExpiryDate must not be in the past'],
      },
    );
  });
});
