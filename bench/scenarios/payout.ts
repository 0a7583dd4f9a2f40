import type { Scenario } from '../scenario.ts';
import { benchCardNumber, payoutCall } from '../upstream/calls.ts';
import type { Fixtures } from '../upstream/fixtures.ts';
import { text } from '../values.ts';
import { enumName, freshReference } from './freshReference.ts';

const query = /* GraphQL */ `
  mutation Payout($input: CreatePayoutInput!) {
    createPayout(input: $input) { replayed payout { transactionReference outcome } }
  }
`;

/**
 * S6: `createPayout`, a fresh transactionReference each time: the money-moving path (input rules, idempotency
 * record, one POST). The view keeps what does not change between payouts: the outcome and that nothing replayed.
 */
export function payoutScenario(f: Fixtures): Scenario {
  return {
    id: 'S6',
    name: 'createPayout, fresh reference',
    graphql: () => ({
      query,
      variables: {
        input: {
          method: 'BASIC_DISBURSEMENT',
          transactionReference: freshReference('payout'),
          entity: f.entity,
          narrative: { line1: 'Bench shop', line2: 'Refund 42' },
          value: { minorUnits: '250', currency: 'GBP' },
          instrument: {
            card: {
              cardHolderName: 'Ada Lovelace',
              cardNumber: benchCardNumber,
              cardExpiryDate: { month: 12, year: 2035 },
              billingAddress: {
                address1: '1 High Street',
                city: 'London',
                postalCode: 'SW1A 1AA',
                countryCode: 'GB',
              },
            },
          },
        },
      },
    }),
    raw: () => ({
      method: 'POST',
      path: `/payout?reference=${encodeURIComponent(freshReference('payout'))}`,
    }),
    direct: () => [payoutCall(f, freshReference('payout'))],
    minimumCalls: 1,
    graphqlView: (data) => ({
      outcome: text(data, 'createPayout', 'payout', 'outcome'),
      replayed: (data as { createPayout?: { replayed?: unknown } }).createPayout?.replayed,
    }),
    restView: ([body]) => ({ outcome: enumName(text(body, 'outcome')), replayed: false }),
    rawBodies: (answer) => [answer],
  };
}
