import { describe, expect, it } from 'vitest';
import { ContractCreatePayoutDocument } from '../generated/graphql.ts';
import { entitledPayoutId } from '../support/payoutIds.ts';
import { sent, setUpContractGateway } from './support/gateway.ts';
import { reference } from './support/inputs.ts';
import { documentedWalletPayouts, walletPayoutInput } from './support/walletPayouts.ts';

/** The provider's documented wallet payouts (spec area B, `card/networkToken+applepay`) against fixed answers. */
describe('contract: wallet payouts', () => {
  const gw = setUpContractGateway();

  const [basic, fastAccess, guide] = documentedWalletPayouts;
  if (!basic || !fastAccess || !guide) throw new Error('three documented wallet payouts');

  it.each([basic, guide])(
    "sends the documented $name with the DPAN's expiry as cardExpiryDate",
    async ({ method, path, outcome, body }) => {
      const ref = reference('wallet');
      const location = `/payouts/PO-${ref}`;
      const origin = gw.standIn.url;
      gw.standIn.answer(
        { method: 'POST', path },
        {
          status: 201,
          body: {
            outcome,
            receivedAt: '2026-11-20T10:15:30.123Z',
            _links: {
              'payouts:payout': { href: `${origin}${location}` },
              curies: [{ name: 'payouts', href: `${origin}/rels/payouts/{rel}`, templated: true }],
            },
          },
        },
      );
      const documented = body(ref);
      const result = await gw.run(ContractCreatePayoutDocument, {
        input: walletPayoutInput(method, documented),
      });
      const { dpan } = documented.instruction.payoutInstrument;
      // A DPAN's first digits are the device token's range, not the card's BIN: only the last four are shown.
      const { amount, currency } = documented.instruction.value;
      expect(result).toEqual({
        data: {
          createPayout: {
            replayed: false,
            payout: {
              id: entitledPayoutId(location, documented.merchant.entity, ref),
              transactionReference: ref,
              entity: documented.merchant.entity,
              method,
              amount: { amount: (amount / 100).toFixed(2), currency, minorUnits: String(amount) },
              card: { instrument: 'WALLET_NETWORK_TOKEN', bin: null, last4: dpan.slice(-4) },
              outcome: 'REQUEST_RECEIVED',
              rawOutcome: outcome,
              receivedAt: '2026-11-20T10:15:30.123Z',
              updateAvailable: false,
              payoutRequestId: null,
              scheme: null,
              refusalCode: null,
            },
          },
        },
      });
      expect(gw.standIn.received()).toEqual([sent('payouts', 'POST', path, { body: documented })]);
    },
  );

  it('refuses the documented fast-access wallet payout before the provider, as the spec allows a DPAN on basic disbursement only', async () => {
    const documented = fastAccess.body(reference('wallet-fast'));
    const result = await gw.run(ContractCreatePayoutDocument, {
      input: walletPayoutInput(fastAccess.method, documented),
    });
    expect(result).toEqual({
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
                path: 'input.instrument.walletNetworkToken',
                rule: 'NOT_ALLOWED',
                message: 'is accepted by the BASIC_DISBURSEMENT method only',
              },
            ],
          },
        },
      ],
    });
    expect(gw.standIn.received()).toEqual([]);
  });
});
