import { describe, expect, it } from 'vitest';
import { PayoutsCreateDocument } from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { expectedPayout, fastAccessInput, payoutInput, testEntity, ukVisa } from '../support/payouts.ts';

const gw = setUpTestGateway();

/** The sandbox logs card-like numbers as on a receipt: first six and last four digits. */
const maskedUkVisa = '444433******1111';

describe('createPayout: basic disbursement outcomes (amount test values)', () => {
  it.each([
    ['250', 'REQUEST_RECEIVED', 'requestReceived'],
    ['310', 'REFUSED', 'refused'],
    ['320', 'ERROR', 'error'],
    ['330', 'QUERY_REQUIRED', 'queryRequired'],
    ['331', 'QUERY_REQUIRED', 'queryRequired'],
    ['332', 'QUERY_REQUIRED', 'queryRequired'],
  ] as const)('amount %s gives %s as data, with one POST', async (amount, outcome, rawOutcome) => {
    const input = payoutInput({ value: { amount, currency: 'GBP' } });
    const result = await gw.run(PayoutsCreateDocument, { input });
    expect(result).toEqual({
      status: 200,
      data: {
        createPayout: { replayed: false, payout: expectedPayout(gw.sandbox, input, { outcome, rawOutcome }) },
      },
    });
    expect(describeCalls(await gw.upstreamCalls())).toEqual(['POST /payouts/basicDisbursement']);
  });
});

describe('createPayout: fast access outcomes (card holder name test values)', () => {
  it.each([
    ['APPROVED', 'APPROVED', 'approved'],
    ['REFUSED', 'REFUSED', 'refused'],
    ['REFUSED14', 'REFUSED', 'refused'],
    ['REFUSED54', 'REFUSED', 'refused'],
    ['REFUSED57', 'REFUSED', 'refused'],
    ['REFUSED61', 'REFUSED', 'refused'],
    ['REFUSED62', 'REFUSED', 'refused'],
    ['PENDINGAPPROVED', 'PENDING', 'pending'],
    ['PENDINGREFUSED', 'PENDING', 'pending'],
    ['PENDINGTIMEOUT', 'PENDING', 'pending'],
    ['ERROR', 'ERROR', 'error'],
    ['QUERYREQUIRED', 'QUERY_REQUIRED', 'queryRequired'],
    ['Grace Hopper', 'REQUESTED', 'requested'],
  ] as const)('card holder %s gives %s', async (name, outcome, rawOutcome) => {
    const input = fastAccessInput(name);
    const result = await gw.run(PayoutsCreateDocument, { input });
    expect(result).toEqual({
      status: 200,
      data: {
        createPayout: { replayed: false, payout: expectedPayout(gw.sandbox, input, { outcome, rawOutcome }) },
      },
    });
    expect(describeCalls(await gw.upstreamCalls())).toEqual(['POST /payouts/fastAccess']);
  });

  it('lets the amount test values win over names in fast access too', async () => {
    const input = fastAccessInput('APPROVED', '310');
    const result = await gw.run(PayoutsCreateDocument, { input });
    expect(result.data?.createPayout.payout.outcome).toBe('REFUSED');
  });
});

describe('createPayout: the request sent for each instrument variant', () => {
  async function sentBody(input: ReturnType<typeof payoutInput>) {
    const result = await gw.run(PayoutsCreateDocument, { input });
    expect(result.errors).toBeUndefined();
    const calls = await gw.upstreamCalls();
    expect(calls).toHaveLength(1);
    return calls[0]?.body;
  }

  it('sends a plain card as card/plain with expiry, address and narrative, amount as an exact integer', async () => {
    const input = payoutInput({ value: { amount: '9007199254740991', currency: 'JPY' } });
    expect(await sentBody(input)).toEqual({
      transactionReference: input.transactionReference,
      merchant: { entity: testEntity },
      instruction: {
        narrative: { line1: 'Sandbox shop', line2: 'Refund 42' },
        value: { amount: 9007199254740991, currency: 'JPY' },
        payoutInstrument: {
          type: 'card/plain',
          cardHolderName: 'Ada Lovelace',
          cardNumber: maskedUkVisa,
          cardExpiryDate: { month: 12, year: 2035 },
          billingAddress: {
            address1: '1 High Street',
            city: 'London',
            postalCode: 'SW1A 1AA',
            countryCode: 'GB',
          },
        },
      },
    });
  });

  it('sends a stored card as card/tokenized with its href, leaving out absent optional fields', async () => {
    const input = payoutInput({
      narrative: { line1: 'Sandbox shop' },
      instrument: { tokenizedCard: { href: 'https://tokens.example/tokens/t-42' } },
    });
    expect(await sentBody(input)).toEqual({
      transactionReference: input.transactionReference,
      merchant: { entity: testEntity },
      instruction: {
        narrative: { line1: 'Sandbox shop' },
        value: { amount: 250, currency: 'GBP' },
        payoutInstrument: { type: 'card/tokenized', href: 'https://tokens.example/tokens/t-42' },
      },
    });
  });

  it('sends a network token as card/networkToken with its (past) expiry date', async () => {
    const input = payoutInput({
      instrument: {
        networkToken: { cardHolderName: 'Ada', tokenNumber: ukVisa, expiryDate: { month: 1, year: 2020 } },
      },
    });
    const body = (await sentBody(input)) as { instruction: { payoutInstrument: unknown } };
    expect(body.instruction.payoutInstrument).toEqual({
      type: 'card/networkToken',
      cardHolderName: 'Ada',
      tokenNumber: maskedUkVisa,
      expiryDate: { month: 1, year: 2020 },
    });
  });

  it('sends a wallet device PAN naming no wallet as the provider example, card/networkToken+applepay', async () => {
    const input = payoutInput({
      instrument: {
        walletNetworkToken: { dpan: ukVisa, billingAddress: { postalCode: 'SW1A 1AA', countryCode: 'GB' } },
      },
    });
    const body = (await sentBody(input)) as { instruction: { payoutInstrument: unknown } };
    expect(body.instruction.payoutInstrument).toEqual({
      type: 'card/networkToken+applepay',
      dpan: maskedUkVisa,
      billingAddress: { postalCode: 'SW1A 1AA', countryCode: 'GB' },
    });
  });
});

describe('createPayout: provider rejections', () => {
  it('maps the provider refusing a Canadian network A card without a full address to UPSTREAM_REJECTED', async () => {
    const input = payoutInput({
      instrument: {
        card: {
          cardNumber: '4514160123456785',
          cardExpiryDate: { month: 12, year: 2035 },
          billingAddress: { postalCode: 'K1A 0B1', countryCode: 'CA' },
        },
      },
    });
    const result = await gw.run(PayoutsCreateDocument, { input });
    expect(result).toEqual({
      status: 200,
      data: null,
      errors: [
        {
          message: 'The payment provider rejected the request (HTTP 400 SBXP01).',
          locations: [{ line: 3, column: 3 }],
          path: ['createPayout'],
          extensions: {
            code: 'UPSTREAM_REJECTED',
            upstream: {
              status: 400,
              customCode: 'SBXP01',
              message: 'The payout request is invalid',
              fieldErrors: [
                {
                  path: 'input.instrument.card.billingAddress.address1',
                  message: 'address1 is required for cards of network A issued in Canada',
                },
                {
                  path: 'input.instrument.card.billingAddress.city',
                  message: 'city is required for cards of network A issued in Canada',
                },
                {
                  path: 'input.instrument.card.billingAddress.state',
                  message: 'state is required for cards of network A issued in Canada',
                },
              ],
            },
          },
        },
      ],
    });
    expect(describeCalls(await gw.upstreamCalls())).toEqual(['POST /payouts/basicDisbursement']);
  });

  it('maps a provider failure (5xx) to UPSTREAM_UNAVAILABLE once the provider confirms it has no such payout', async () => {
    await gw.armFault({ area: 'payouts', status: 503, remaining: 1 });
    const input = payoutInput();
    const result = await gw.run(PayoutsCreateDocument, { input });
    expect(result.data).toBeNull();
    expect(result.errors?.map((e) => [e.path, e.extensions])).toEqual([
      [
        ['createPayout'],
        {
          code: 'UPSTREAM_UNAVAILABLE',
          upstream: { status: 503, customCode: 'SBXF01', message: 'Injected fault' },
        },
      ],
    ]);
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      'POST /payouts/basicDisbursement',
      `GET /payouts/query?transactionReference=${input.transactionReference}&entity=${input.entity}`,
    ]);
  });
});
