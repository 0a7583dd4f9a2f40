import type { Scenario } from '../scenario.ts';
import { benchCardNumber } from '../upstream/calls.ts';
import type { Fixtures } from '../upstream/fixtures.ts';
import { freshReference } from './freshReference.ts';
import { payoutScenario } from './payout.ts';

/**
 * S6's payout with its input written in the document, as a client that builds query text by hand sends it. The
 * same values as S6, the same calls and views; only where the values travel differs. `reference` and
 * `cardNumber` are GraphQL value text: a string literal or a variable.
 */
function inlinePayout(f: Fixtures, reference: string, cardNumber: string, variables = ''): string {
  return /* GraphQL */ `
  mutation Payout${variables} {
    createPayout(input: {
      method: BASIC_DISBURSEMENT, transactionReference: ${reference}, entity: ${JSON.stringify(f.entity)},
      narrative: { line1: "Bench shop", line2: "Refund 42" }, value: { minorUnits: "250", currency: "GBP" },
      instrument: { card: {
        cardHolderName: "Ada Lovelace", cardNumber: ${cardNumber}, cardExpiryDate: { month: 12, year: 2035 },
        billingAddress: { address1: "1 High Street", city: "London", postalCode: "SW1A 1AA", countryCode: "GB" }
      } }
    }) { replayed payout { transactionReference outcome } }
  }
`;
}

/**
 * S8: every value inline, the fresh reference and the card number included. Each text is new (its reference) and
 * holds a card number, so the gateway parses and validates every one and keeps none: the cost of writing input
 * inline, which no document cache can save.
 */
export function payoutInlineScenario(f: Fixtures): Scenario {
  return {
    ...payoutScenario(f),
    id: 'S8',
    name: 'createPayout inline, fresh reference and card number in the text',
    graphql: () => ({
      query: inlinePayout(f, JSON.stringify(freshReference('payout')), JSON.stringify(benchCardNumber)),
    }),
  };
}

/**
 * S9: the fixed values inline, the reference and the card number in variables. One text for every payout, with no
 * card data in it: parsed once and then found in the document cache, like S6's.
 */
export function payoutFixedInlineScenario(f: Fixtures): Scenario {
  return {
    ...payoutScenario(f),
    id: 'S9',
    name: 'createPayout, fixed values inline, reference and card number in variables',
    graphql: () => ({
      query: inlinePayout(f, '$reference', '$cardNumber', '($reference: String!, $cardNumber: String!)'),
      variables: { reference: freshReference('payout'), cardNumber: benchCardNumber },
    }),
  };
}
