import { describe, expect, it } from 'vitest';
import { PayoutsCreateDocument, ThreeDsAuthenticateDocument } from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { expectedPayout, payoutInput, ukVisa } from '../support/payouts.ts';
import { cardInput, entity } from '../support/threeDs.ts';

/**
 * Wallets by name: the caller names a wallet with the `Wallet` enum (or a configured `walletName`), and the
 * provider gets the documented instrument type (`card/wallet+googlepay`, `card/networkToken+applepay`).
 */

const gw = setUpTestGateway({ env: { UPSTREAM_WALLETS: 'SAMSUNG_PAY:samsungpay, PAZE_PAY:pazepay' } });

const walletToken = '{"signature":"sig","protocolVersion":"ECv2","signedMessage":"opaque"}';
const alreadyAuthenticated = (transactionReference: string) => ({
  outcome: 'ALREADY_AUTHENTICATED',
  rawOutcome: 'alreadyAuthenticated',
  transactionReference,
  canRetry: false,
  authentication: null,
  challenge: null,
});

/** The authentication request as the provider documents a wallet's: `value` beside `instruction`. */
const walletAuthenticationBody = (transactionReference: string, type: string) => ({
  transactionReference,
  merchant: { entity },
  instruction: { paymentInstrument: { type, walletToken: '***' } },
  value: { amount: 250, currency: 'GBP' },
  deviceData: { acceptHeader: 'text/html', userAgentHeader: 'Mozilla/5.0 (test)' },
  challenge: { returnUrl: 'https://shop.example/3ds/return' },
});

const authenticatePath = 'POST /verifications/customers/3ds/authentication';

describe('authenticate3ds with a wallet by name', () => {
  it.each([
    ['GOOGLE_PAY', 'card/wallet+googlepay'],
    ['APPLE_PAY', 'card/wallet+applepay'],
  ] as const)('sends the %s token as %s and answers ALREADY_AUTHENTICATED', async (wallet, type) => {
    const transactionReference = `order-wallet-${wallet}`;
    const input = cardInput('any', {
      transactionReference,
      paymentInstrument: { walletToken: { wallet, walletToken } },
    });
    const result = await gw.run(ThreeDsAuthenticateDocument, { input });
    expect(result).toEqual({
      status: 200,
      data: { authenticate3ds: alreadyAuthenticated(transactionReference) },
    });
    const calls = await gw.upstreamCalls();
    expect(describeCalls(calls)).toEqual([authenticatePath]);
    expect(calls[0]?.body).toEqual(walletAuthenticationBody(transactionReference, type));
  });

  it('sends a token naming no wallet as the provider example, card/wallet+googlepay', async () => {
    const input = cardInput('any', {
      transactionReference: 'order-wallet-unnamed',
      paymentInstrument: { walletToken: { walletToken } },
    });
    const result = await gw.run(ThreeDsAuthenticateDocument, { input });
    expect(result.data?.authenticate3ds).toEqual(alreadyAuthenticated('order-wallet-unnamed'));
    const calls = await gw.upstreamCalls();
    expect(calls.map((c) => c.body)).toEqual([
      walletAuthenticationBody('order-wallet-unnamed', 'card/wallet+googlepay'),
    ]);
  });

  it('sends a wallet configured in UPSTREAM_WALLETS by its walletName', async () => {
    const input = cardInput('any', {
      transactionReference: 'order-wallet-samsung',
      paymentInstrument: { walletToken: { walletName: 'SAMSUNG_PAY', walletToken } },
    });
    const result = await gw.run(ThreeDsAuthenticateDocument, { input });
    expect(result.data?.authenticate3ds).toEqual(alreadyAuthenticated('order-wallet-samsung'));
    const calls = await gw.upstreamCalls();
    expect(calls.map((c) => c.body)).toEqual([
      walletAuthenticationBody('order-wallet-samsung', 'card/wallet+samsungpay'),
    ]);
  });

  it('refuses a walletName that is not configured, without calling the provider', async () => {
    const input = cardInput('any', {
      paymentInstrument: { walletToken: { walletName: 'VENMO', walletToken } },
    });
    const result = await gw.run(ThreeDsAuthenticateDocument, { input });
    expect(result).toEqual({
      status: 200,
      data: null,
      errors: [
        {
          message: 'The input is invalid.',
          path: ['authenticate3ds'],
          locations: [{ line: 3, column: 3 }],
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              {
                path: 'input.paymentInstrument.walletToken.walletName',
                rule: 'NOT_ALLOWED',
                message: 'must be one of the wallets configured in UPSTREAM_WALLETS: SAMSUNG_PAY, PAZE_PAY',
              },
            ],
          },
        },
      ],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('refuses a token naming both a wallet and a walletName, without calling the provider', async () => {
    const input = cardInput('any', {
      paymentInstrument: { walletToken: { wallet: 'GOOGLE_PAY', walletName: 'SAMSUNG_PAY', walletToken } },
    });
    const result = await gw.run(ThreeDsAuthenticateDocument, { input });
    expect(result.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        {
          path: 'input.paymentInstrument.walletToken.walletName',
          rule: 'NOT_ALLOWED',
          message: 'set at most one of wallet and walletName',
        },
      ],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  });
});

describe('createPayout to a wallet by name', () => {
  /** The sandbox logs card-like numbers as on a receipt: first six and last four digits. */
  const maskedDpan = '444433******1111';

  it.each([
    ['APPLE_PAY', 'card/networkToken+applepay'],
    ['GOOGLE_PAY', 'card/networkToken+googlepay'],
  ] as const)('pays the %s device PAN as %s', async (wallet, type) => {
    const input = payoutInput({
      instrument: { walletNetworkToken: { wallet, cardHolderName: 'Ada', dpan: ukVisa } },
    });
    const result = await gw.run(PayoutsCreateDocument, { input });
    expect(result).toEqual({
      status: 200,
      data: {
        createPayout: {
          replayed: false,
          payout: expectedPayout(gw.sandbox, input, {
            outcome: 'REQUEST_RECEIVED',
            rawOutcome: 'requestReceived',
          }),
        },
      },
    });
    const calls = await gw.upstreamCalls();
    expect(describeCalls(calls)).toEqual(['POST /payouts/basicDisbursement']);
    expect(calls[0]?.body).toEqual({
      transactionReference: input.transactionReference,
      merchant: { entity: input.entity },
      instruction: {
        narrative: { line1: 'Sandbox shop', line2: 'Refund 42' },
        value: { amount: 250, currency: 'GBP' },
        payoutInstrument: { type, cardHolderName: 'Ada', dpan: maskedDpan },
      },
    });
  });

  it('pays a wallet configured in UPSTREAM_WALLETS by its walletName', async () => {
    const input = payoutInput({
      instrument: { walletNetworkToken: { walletName: 'PAZE_PAY', dpan: ukVisa } },
    });
    const result = await gw.run(PayoutsCreateDocument, { input });
    expect(result.data?.createPayout?.payout.rawOutcome).toBe('requestReceived');
    const calls = await gw.upstreamCalls();
    expect(calls.map((c) => c.body)).toEqual([
      {
        transactionReference: input.transactionReference,
        merchant: { entity: input.entity },
        instruction: {
          narrative: { line1: 'Sandbox shop', line2: 'Refund 42' },
          value: { amount: 250, currency: 'GBP' },
          payoutInstrument: { type: 'card/networkToken+pazepay', dpan: maskedDpan },
        },
      },
    ]);
  });

  it('refuses a walletName that is not configured, without calling the provider', async () => {
    const input = payoutInput({
      instrument: { walletNetworkToken: { walletName: 'samsung', dpan: ukVisa } },
    });
    const result = await gw.run(PayoutsCreateDocument, { input });
    expect(result.data).toBeNull();
    expect(result.errors?.map((e) => e.extensions)).toEqual([
      {
        code: 'BAD_USER_INPUT',
        fieldErrors: [
          {
            path: 'input.instrument.walletNetworkToken.walletName',
            rule: 'NOT_ALLOWED',
            message: 'must be one of the wallets configured in UPSTREAM_WALLETS: SAMSUNG_PAY, PAZE_PAY',
          },
        ],
      },
    ]);
    expect(await gw.upstreamCalls()).toEqual([]);
  });
});
