import { describe, expect, it } from 'vitest';
import {
  type CreatePayoutInput,
  PayoutsByReferenceDocument,
  PayoutsCreateDocument,
} from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { payoutInput, ukVisa } from '../support/payouts.ts';
import { readingsOf } from '../support/readings.ts';

const gw = setUpTestGateway();

/** Runs createPayout, expects BAD_USER_INPUT with exactly `fieldErrors`, and no provider call. */
async function expectRejected(
  input: CreatePayoutInput,
  fieldErrors: { path: string; rule: string; message: string }[],
) {
  const result = await gw.run(PayoutsCreateDocument, { input });
  expect(result).toEqual({
    status: 200,
    data: null,
    errors: [
      {
        message: 'The input is invalid.',
        locations: [{ line: 3, column: 3 }],
        path: ['createPayout'],
        extensions: { code: 'BAD_USER_INPUT', fieldErrors },
      },
    ],
  });
  expect(await gw.upstreamCalls()).toEqual([]);
  // No value is echoed: neither the card number nor anything else the caller sent.
  expect(JSON.stringify(result)).not.toContain(ukVisa.slice(0, 12));
}

const card = (over: Record<string, unknown>) => ({
  card: { cardNumber: ukVisa, cardExpiryDate: { month: 12, year: 2035 }, ...over },
});

describe('createPayout validation, before any provider call', () => {
  it('refuses a card number failing the Luhn check, without echoing it', async () => {
    await expectRejected(payoutInput({ instrument: card({ cardNumber: '4444333322221112' }) }), [
      { path: 'input.instrument.card.cardNumber', rule: 'LUHN', message: 'must pass the Luhn check' },
    ]);
  });

  it('refuses a card number that is not 12 to 19 digits', async () => {
    await expectRejected(payoutInput({ instrument: card({ cardNumber: '4444 3333 2222 1111' }) }), [
      {
        path: 'input.instrument.card.cardNumber',
        rule: 'INVALID_FORMAT',
        message: 'must be 12 to 19 digits',
      },
    ]);
  });

  it('refuses an expiry month outside 1 to 12 and a year that is not four digits', async () => {
    await expectRejected(payoutInput({ instrument: card({ cardExpiryDate: { month: 13, year: 35 } }) }), [
      {
        path: 'input.instrument.card.cardExpiryDate.month',
        rule: 'OUT_OF_RANGE',
        message: 'must be 1 to 12',
      },
      {
        path: 'input.instrument.card.cardExpiryDate.year',
        rule: 'OUT_OF_RANGE',
        message: 'must be a four-digit year',
      },
    ]);
  });

  it.each([
    ['0', 'zero'],
    ['-250', 'a negative amount'],
    ['2.50', 'a fraction'],
    ['9007199254740992', 'an amount beyond 2^53 - 1'],
  ])('refuses %s minor units (%s)', async (amount) => {
    await expectRejected(payoutInput({ value: { amount, currency: 'GBP' } }), [
      {
        path: 'input.value.amount',
        rule: 'OUT_OF_RANGE',
        message: 'must be a positive whole number of minor units, at most 9007199254740991',
      },
    ]);
  });

  it('refuses an entity longer than 32 characters, an empty reference and a blank narrative line, all at once', async () => {
    await expectRejected(
      payoutInput({ entity: 'E'.repeat(33), transactionReference: '', narrative: { line1: ' ' } }),
      [
        { path: 'input.transactionReference', rule: 'BLANK', message: 'must not be empty' },
        {
          path: 'input.entity',
          rule: 'INVALID_FORMAT',
          message: 'must be 1 to 32 letters, digits, ".", "_" or "-"',
        },
        { path: 'input.narrative.line1', rule: 'BLANK', message: 'must not be empty' },
      ],
    );
  });

  it('refuses a transactionReference of blanks only', async () => {
    await expectRejected(payoutInput({ transactionReference: '   ' }), [
      { path: 'input.transactionReference', rule: 'BLANK', message: 'must not be empty' },
    ]);
  });

  it("refuses a transactionReference longer than 255 characters, the gateway's own bound", async () => {
    await expectRejected(payoutInput({ transactionReference: 'r'.repeat(256) }), [
      {
        path: 'input.transactionReference',
        rule: 'TOO_LONG',
        message: 'must be at most 255 characters long',
      },
    ]);
  });

  describe('a reference of 51 to 255 characters (the spec gives a payout reference no length)', () => {
    const readings = readingsOf(() => gw.sandbox);
    const transactionReference = `ref-${'r'.repeat(251)}`;

    it('is sent; a provider capping references at 50 (the sandbox by default) refuses it, named by the input path', async () => {
      const result = await gw.run(PayoutsCreateDocument, { input: payoutInput({ transactionReference }) });
      expect(result.data).toBeNull();
      expect(result.errors?.map((e) => e.extensions)).toEqual([
        {
          code: 'UPSTREAM_REJECTED',
          upstream: {
            status: 400,
            customCode: 'SBXP01',
            message: 'The payout request is invalid',
            fieldErrors: [
              {
                path: 'input.transactionReference',
                message: 'transactionReference must be at most 50 characters',
              },
            ],
          },
        },
      ]);
      expect((await gw.upstreamCalls()).map((c) => `${c.method} ${c.path}`)).toEqual([
        'POST /payouts/basicDisbursement',
      ]);
    });

    it('is paid out by a provider without a cap (the sandbox switched to payoutReferenceMaxLength: null)', async () => {
      await readings.switch({ payoutReferenceMaxLength: null });
      const result = await gw.run(PayoutsCreateDocument, { input: payoutInput({ transactionReference }) });
      expect(result.errors).toBeUndefined();
      expect(result.data?.createPayout.payout.transactionReference).toBe(transactionReference);
      const calls = await gw.upstreamCalls();
      expect(
        calls.map((c) => [
          c.method,
          c.path,
          (c.body as { transactionReference?: string }).transactionReference,
        ]),
      ).toEqual([['POST', '/payouts/basicDisbursement', transactionReference]]);
    });
  });

  it('refuses a billing address whose postal code is empty', async () => {
    await expectRejected(
      payoutInput({ instrument: card({ billingAddress: { postalCode: '', countryCode: 'GB' } }) }),
      [
        {
          path: 'input.instrument.card.billingAddress.postalCode',
          rule: 'BLANK',
          message: 'must not be empty',
        },
      ],
    );
  });

  it.each([
    ['value.currency', payoutInput({ value: { amount: '250', currency: 'XYZ' } })],
    [
      'instrument.card.billingAddress.countryCode',
      payoutInput({ instrument: card({ billingAddress: { postalCode: 'X', countryCode: 'ZZ' } }) }),
    ],
  ])('refuses an unknown code at %s through the scalars, before any provider call', async (path, input) => {
    const result = await gw.run(PayoutsCreateDocument, { input });
    expect(
      result.errors?.map((e) => [
        e.extensions?.code,
        ((e.extensions?.fieldErrors ?? []) as { path: string }[])[0]?.path,
      ]),
    ).toEqual([['BAD_USER_INPUT', `input.${path}`]]);
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('refuses the wallet device PAN with fast access (basic disbursement only)', async () => {
    await expectRejected(
      payoutInput({ method: 'FAST_ACCESS', instrument: { walletNetworkToken: { dpan: ukVisa } } }),
      [
        {
          path: 'input.instrument.walletNetworkToken',
          rule: 'NOT_ALLOWED',
          message: 'is accepted by the BASIC_DISBURSEMENT method only',
        },
      ],
    );
  });

  it('refuses a network token failing the Luhn check and a stored-card href that is not a URL', async () => {
    await expectRejected(
      payoutInput({
        instrument: {
          networkToken: { tokenNumber: '4444333322221112', expiryDate: { month: 1, year: 2030 } },
        },
      }),
      [
        {
          path: 'input.instrument.networkToken.tokenNumber',
          rule: 'LUHN',
          message: 'must pass the Luhn check',
        },
      ],
    );
    await expectRejected(payoutInput({ instrument: { tokenizedCard: { href: 'tokens/t-1' } } }), [
      {
        path: 'input.instrument.tokenizedCard.href',
        rule: 'INVALID_FORMAT',
        message: 'must be an absolute http or https URL',
      },
    ]);
  });

  it('refuses a blank card holder name when one is given', async () => {
    await expectRejected(payoutInput({ instrument: card({ cardHolderName: '  ' }) }), [
      { path: 'input.instrument.card.cardHolderName', rule: 'BLANK', message: 'must not be empty' },
    ]);
  });
});

describe('payoutByReference validation', () => {
  it('refuses a malformed entity and an over-long reference without calling the provider', async () => {
    const result = await gw.run(PayoutsByReferenceDocument, {
      transactionReference: 'x'.repeat(256),
      entity: 'IO*',
    });
    expect(result).toEqual({
      status: 200,
      data: { payoutByReference: null },
      errors: [
        {
          message: 'The input is invalid.',
          locations: [{ line: 3, column: 3 }],
          path: ['payoutByReference'],
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              {
                path: 'transactionReference',
                rule: 'TOO_LONG',
                message: 'must be at most 255 characters long',
              },
              {
                path: 'entity',
                rule: 'INVALID_FORMAT',
                message: 'must be 1 to 32 letters, digits, ".", "_" or "-"',
              },
            ],
          },
        },
      ],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  });
});
