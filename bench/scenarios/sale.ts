import type { Scenario } from '../scenario.ts';
import { benchCardNumber, saleCall } from '../upstream/calls.ts';
import type { Fixtures } from '../upstream/fixtures.ts';
import { text } from '../values.ts';
import { enumName, freshReference } from './freshReference.ts';

const query = /* GraphQL */ `
  mutation Sale($input: CreateCardOnFileSaleInput!) {
    createCardOnFileSale(input: $input) { replayed sale { outcome issuerAuthorizationCode } }
  }
`;

/**
 * S7: `createCardOnFileSale`, a fresh transactionReference each time: the other money-moving path (input rules,
 * idempotency record claimed then completed, one POST), without a 3DS value (so no single-use claim). The view
 * keeps what every answer shares: the outcome, the issuer's code and that nothing replayed.
 */
export function saleScenario(f: Fixtures): Scenario {
  return {
    id: 'S7',
    name: 'createCardOnFileSale, fresh reference',
    graphql: () => ({
      query,
      variables: {
        input: {
          transactionReference: freshReference('sale'),
          merchant: { entity: f.entity },
          value: { minorUnits: '1999', currency: 'GBP' },
          narrative: { line1: 'Bench shop' },
          paymentInstrument: {
            cardHolderName: 'Ada Lovelace',
            cardNumber: benchCardNumber,
            cardExpiryDate: { month: 12, year: 2035 },
            billingAddress: { address1: '1 High Street', postalCode: 'SW1A 1AA', countryCode: 'GB' },
            cvc: '123',
          },
        },
      },
    }),
    raw: () => ({ method: 'POST', path: `/sale?reference=${encodeURIComponent(freshReference('sale'))}` }),
    direct: () => [saleCall(f, freshReference('sale'))],
    minimumCalls: 1,
    graphqlView: (data) => ({
      outcome: text(data, 'createCardOnFileSale', 'sale', 'outcome'),
      code: text(data, 'createCardOnFileSale', 'sale', 'issuerAuthorizationCode'),
      replayed: (data as { createCardOnFileSale?: { replayed?: unknown } }).createCardOnFileSale?.replayed,
    }),
    restView: ([body]) => ({
      outcome: enumName(text(body, 'outcome')),
      code: text(body, 'issuer', 'authorizationCode'),
      replayed: false,
    }),
    rawBodies: (answer) => [answer],
  };
}
