import { describe, expect, it } from 'vitest';
import { type CreateCardOnFileSaleInput, SalesCreateDocument } from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { saleInput } from '../support/payouts.ts';
import { instrument, takeCalls } from '../support/sales.ts';

/** createCardOnFileSale's input checks, which refuse a request before any provider call. */

const gw = setUpTestGateway();

const calls = () => takeCalls(gw);

describe('createCardOnFileSale validation, before any provider call', () => {
  async function expectRejected(
    input: CreateCardOnFileSaleInput,
    fieldErrors: { path: string; rule: string; message: string }[],
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
        { path: 'input.paymentInstrument.cardHolderName', rule: 'BLANK', message: 'must not be empty' },
        { path: 'input.paymentInstrument.cardNumber', rule: 'LUHN', message: 'must pass the Luhn check' },
        {
          path: 'input.paymentInstrument.cardExpiryDate.month',
          rule: 'OUT_OF_RANGE',
          message: 'must be 1 to 12',
        },
        { path: 'input.paymentInstrument.cvc', rule: 'INVALID_FORMAT', message: 'must be 3 or 4 digits' },
        {
          path: 'input.paymentInstrument.href',
          rule: 'INVALID_FORMAT',
          message: 'must be an absolute http(s) URL or a path starting with /',
        },
        {
          path: 'input.paymentInstrument.tokenHref',
          rule: 'INVALID_FORMAT',
          message: 'must be an absolute http(s) URL or a path starting with /',
        },
      ],
    );
  });

  it('checks the merchant, the facilitator sub-merchant, the amount and the authentication', async () => {
    await expectRejected(
      saleInput({
        transactionReference: '',
        merchant: {
          entity: 'Mind Palace',
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
        { path: 'input.transactionReference', rule: 'BLANK', message: 'must not be empty' },
        {
          path: 'input.merchant.entity',
          rule: 'INVALID_FORMAT',
          message: 'must be 1 to 32 letters, digits, ".", "_" or "-"',
        },
        { path: 'input.merchant.mcc', rule: 'INVALID_FORMAT', message: 'must be 4 digits' },
        { path: 'input.merchant.paymentFacilitator.pfId', rule: 'BLANK', message: 'must not be empty' },
        {
          path: 'input.merchant.paymentFacilitator.subMerchant.merchantId',
          rule: 'BLANK',
          message: 'must not be empty',
        },
        {
          path: 'input.merchant.paymentFacilitator.subMerchant.postalCode',
          rule: 'BLANK',
          message: 'must not be empty',
        },
        {
          path: 'input.value.amount',
          rule: 'OUT_OF_RANGE',
          message: 'must be a positive whole number of minor units, at most 9007199254740991',
        },
        { path: 'input.customer.authentication.eci', rule: 'INVALID_FORMAT', message: 'must be 2 digits' },
        { path: 'input.customer.authentication.type', rule: 'BLANK', message: 'must not be empty' },
      ],
    );
  });
});
