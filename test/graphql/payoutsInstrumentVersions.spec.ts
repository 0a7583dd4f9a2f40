import { describe, expect, it } from 'vitest';
import { PayoutsCreateDocument } from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { payoutInput, testEntity, ukVisa } from '../support/payouts.ts';

/**
 * Payout instruments where the spec's version and newer documented versions differ: a network token's billing
 * address (the spec: card and wallet token only; newer versions: network tokens too) is a setting,
 * UPSTREAM_PAYOUTS_NETWORK_TOKEN_BILLING_ADDRESS; a wallet network token's expiry date is sent when given.
 */
const maskedUkVisa = '444433******1111';
const address = { postalCode: 'SW1A 1AA', countryCode: 'GB' };
const networkTokenWithAddress = () =>
  payoutInput({
    instrument: {
      networkToken: { tokenNumber: ukVisa, expiryDate: { month: 1, year: 2030 }, billingAddress: address },
    },
  });

describe('the spec version (default settings)', () => {
  const gw = setUpTestGateway();

  it('refuses a network token with a billing address before the network, naming the field and the setting', async () => {
    const result = await gw.run(PayoutsCreateDocument, { input: networkTokenWithAddress() });
    expect(result).toEqual({
      status: 200,
      data: null,
      errors: [
        {
          message: 'The input is invalid.',
          locations: [{ line: 3, column: 3 }],
          path: ['createPayout'],
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              {
                path: 'input.instrument.networkToken.billingAddress',
                rule: 'NOT_ALLOWED',
                message:
                  'is allowed only with card or walletNetworkToken by this payout version (UPSTREAM_PAYOUTS_NETWORK_TOKEN_BILLING_ADDRESS)',
              },
            ],
          },
        },
      ],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it("sends a wallet network token's expiry date, and the sandbox accepts it", async () => {
    const input = payoutInput({
      instrument: {
        walletNetworkToken: { dpan: ukVisa, expiryDate: { month: 3, year: 2031 }, billingAddress: address },
      },
    });
    const result = await gw.run(PayoutsCreateDocument, { input });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createPayout.payout.outcome).toBe('REQUEST_RECEIVED');
    const calls = await gw.upstreamCalls();
    expect(describeCalls(calls)).toEqual(['POST /payouts/basicDisbursement']);
    expect(calls[0]?.body).toEqual({
      transactionReference: input.transactionReference,
      merchant: { entity: testEntity },
      instruction: {
        narrative: { line1: 'Sandbox shop', line2: 'Refund 42' },
        value: { amount: 250, currency: 'GBP' },
        payoutInstrument: {
          type: 'card/networkToken+applepay',
          dpan: maskedUkVisa,
          cardExpiryDate: { month: 3, year: 2031 },
          billingAddress: address,
        },
      },
    });
  });
});

describe('a newer payout version (UPSTREAM_PAYOUTS_NETWORK_TOKEN_BILLING_ADDRESS=true)', () => {
  const gw = setUpTestGateway({ env: { UPSTREAM_PAYOUTS_NETWORK_TOKEN_BILLING_ADDRESS: 'true' } });

  it("sends a network token's billing address, and the sandbox of that version accepts it", async () => {
    const input = networkTokenWithAddress();
    const result = await gw.run(PayoutsCreateDocument, { input });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createPayout.payout.outcome).toBe('REQUEST_RECEIVED');
    const calls = await gw.upstreamCalls();
    expect(describeCalls(calls)).toEqual(['POST /payouts/basicDisbursement']);
    expect(calls[0]?.body).toEqual({
      transactionReference: input.transactionReference,
      merchant: { entity: testEntity },
      instruction: {
        narrative: { line1: 'Sandbox shop', line2: 'Refund 42' },
        value: { amount: 250, currency: 'GBP' },
        payoutInstrument: {
          type: 'card/networkToken',
          tokenNumber: maskedUkVisa,
          expiryDate: { month: 1, year: 2030 },
          billingAddress: address,
        },
      },
    });
  });
});
