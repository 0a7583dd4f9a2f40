import { describe, expect, it } from 'vitest';
import {
  CardBinLookupDocument,
  PayoutsCreateDocument,
  SalesCreateDocument,
  ThreeDsAuthenticateDocument,
} from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { payoutInput, saleInput } from '../support/payouts.ts';
import { cardInput } from '../support/threeDs.ts';

/**
 * Card numbers must never come back in an answer or go into the gateway's log, whatever path a request takes:
 * success, our validation, the provider's refusal, an unreachable provider, a lost answer, a coercion error.
 */
const mastercard = '5163613613613613';
const luhnBroken = '5163613613613612';
const pans = [mastercard, luhnBroken];

describe('card data in answers and logs', () => {
  const logLines: string[] = [];
  const answers: string[] = [];

  const gw = setUpTestGateway({ env: { LOG_LEVEL: 'debug' }, logLines });

  // Variables are deliberately untyped: some of them break the schema's types on purpose.
  async function send(document: { toString(): string }, variables: unknown) {
    const result = await gw.run(document.toString(), variables as never);
    answers.push(JSON.stringify(result));
    return result;
  }

  const card = (cardNumber: string) => ({
    card: { cardHolderName: 'Ada Lovelace', cardNumber, cardExpiryDate: { month: 12, year: 2035 } },
  });

  it('never echoes or logs a card number on any path', async () => {
    await send(CardBinLookupDocument, { input: { entity: 'PAY7X2', by: { cardNumber: mastercard } } });
    await send(CardBinLookupDocument, { input: { entity: 'PAY7X2', by: { cardNumber: luhnBroken } } });
    // graphql-js itself rejects these before any resolver: a number where a string belongs, two oneOf branches.
    await send(CardBinLookupDocument, {
      input: { entity: 'PAY7X2', by: { cardNumber: Number(mastercard) } },
    });
    await send(CardBinLookupDocument, {
      input: { entity: 'PAY7X2', by: { cardNumber: mastercard, token: mastercard } },
    });
    await send(PayoutsCreateDocument, { input: payoutInput({ instrument: card(mastercard) }) });
    await send(PayoutsCreateDocument, { input: payoutInput({ instrument: card(luhnBroken) }) });
    await gw.armFault({ area: 'payouts', status: 500, remaining: 1 });
    await send(PayoutsCreateDocument, { input: payoutInput({ instrument: card(mastercard) }) });
    await gw.armFault({ area: 'payouts', dropAfterAccept: true, remaining: 1 });
    await gw.armFault({ area: 'payouts', status: 503, remaining: 1 });
    await send(PayoutsCreateDocument, { input: payoutInput({ instrument: card(mastercard) }) });
    await send(SalesCreateDocument, {
      input: saleInput({ paymentInstrument: { ...saleInput().paymentInstrument, cardNumber: mastercard } }),
    });
    await send(ThreeDsAuthenticateDocument, {
      input: cardInput('3ds2-frictionless-identified', {}, mastercard),
    });
    await send(ThreeDsAuthenticateDocument, {
      input: cardInput('3ds2-frictionless-identified', {}, luhnBroken),
    });

    const codes = answers.flatMap(
      (a) =>
        (JSON.parse(a) as { errors?: { extensions: { code: string } }[] }).errors?.map(
          (e) => e.extensions.code,
        ) ?? [],
    );
    // The paths above really were taken: otherwise this test would prove nothing.
    expect(codes.sort()).toEqual(
      [
        'BAD_USER_INPUT',
        'BAD_USER_INPUT',
        'BAD_USER_INPUT',
        'BAD_USER_INPUT',
        'BAD_USER_INPUT',
        'OUTCOME_UNKNOWN',
        'UPSTREAM_UNAVAILABLE',
      ].sort(),
    );
    expect(logLines.length).toBeGreaterThanOrEqual(answers.length);
    for (const text of [...answers, ...logLines]) {
      // Whole, and the middle digits a masked form would hide (first six and last four may show, as on a receipt).
      for (const pan of pans) {
        expect(text).not.toContain(pan);
        expect(text).not.toContain(pan.slice(6, -4));
      }
    }
  });
});
