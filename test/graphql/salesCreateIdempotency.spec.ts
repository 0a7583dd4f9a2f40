import { describe, expect, it } from 'vitest';
import { type CreateCardOnFileSaleInput, SalesCreateDocument } from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { saleInput, testEntity, ukVisa } from '../support/payouts.ts';
import { createSale, instrument, salePost as post, takeCalls } from '../support/sales.ts';

/** createCardOnFileSale's idempotency: replays, conflicts, a lost answer and a released key. */

const gw = setUpTestGateway();

const calls = () => takeCalls(gw);
const sale = (input: CreateCardOnFileSaleInput) => createSale(gw, input);

describe('createCardOnFileSale idempotency', () => {
  it('replays the same sale without charging again, even when only the CVC differs', async () => {
    const input = saleInput();
    const first = await sale(input);
    expect(await calls()).toEqual([post]);
    const again = await sale(input);
    expect(again).toEqual({ ...first, replayed: true });
    const otherCvc = await sale({ ...input, paymentInstrument: { ...input.paymentInstrument, cvc: '321' } });
    expect(otherCvc.replayed).toBe(true);
    expect(await calls()).toEqual([]);
  });

  it('refuses the same reference with another card as IDEMPOTENCY_CONFLICT', async () => {
    const input = saleInput();
    await sale(input);
    await gw.clearUpstream();
    const other = {
      ...input,
      paymentInstrument: { ...input.paymentInstrument, cardNumber: '4917610000000000' },
    };
    const result = await gw.run(SalesCreateDocument, { input: other });
    expect(result.errors?.map((e) => e.extensions)).toEqual([
      {
        code: 'IDEMPOTENCY_CONFLICT',
        reason: 'DIFFERENT_INPUT',
        transactionReference: input.transactionReference,
      },
    ]);
    expect(await calls()).toEqual([]);
  });

  it('answers OUTCOME_UNKNOWN for a lost answer and keeps the key locked: the sale has no query to recover it', async () => {
    const input = saleInput();
    await gw.armFault({ area: 'sales', dropAfterAccept: true, remaining: 1 });
    const lost = await gw.run(SalesCreateDocument, { input });
    expect(lost).toEqual({
      status: 200,
      data: null,
      errors: [
        {
          message: 'The outcome of the request is unknown: the payment provider may have carried it out.',
          locations: [{ line: 3, column: 3 }],
          path: ['createCardOnFileSale'],
          extensions: { code: 'OUTCOME_UNKNOWN' },
        },
      ],
    });
    expect(await calls()).toEqual([post]);
    expect(gw.sandbox.state.sales.find(testEntity, input.transactionReference)).toBeDefined();
    const retry = await gw.run(SalesCreateDocument, { input });
    expect(retry.errors?.map((e) => e.extensions)).toEqual([{ code: 'OUTCOME_UNKNOWN' }]);
    expect(await calls()).toEqual([]);
  });

  it('answers OUTCOME_UNKNOWN for a provider 5xx and keeps the key locked: a proxy 502 may follow a charge', async () => {
    const input = saleInput();
    await gw.armFault({ area: 'sales', status: 502, remaining: 1 });
    const failed = await gw.run(SalesCreateDocument, { input });
    expect(failed.errors?.map((e) => e.extensions)).toEqual([{ code: 'OUTCOME_UNKNOWN' }]);
    const retry = await gw.run(SalesCreateDocument, { input });
    expect(retry.errors?.map((e) => e.extensions)).toEqual([{ code: 'OUTCOME_UNKNOWN' }]);
    expect(await calls()).toEqual([post]);
  });

  it('maps a provider 4xx to UPSTREAM_REJECTED and releases the key for a corrected request', async () => {
    const input = saleInput(instrument({ cardNumber: '9999999999999995' }));
    const rejected = await gw.run(SalesCreateDocument, { input });
    expect(rejected.errors?.map((e) => e.extensions)).toEqual([
      {
        code: 'UPSTREAM_REJECTED',
        upstream: {
          status: 400,
          customCode: 'SBXS01',
          message: 'The request body is invalid',
          fieldErrors: [
            {
              path: 'input.paymentInstrument.cardNumber',
              message: 'instruction.paymentInstrument.cardNumber is not a number of a supported card network',
            },
          ],
        },
      },
    ]);
    const fixed = { ...input, paymentInstrument: { ...input.paymentInstrument, cardNumber: ukVisa } };
    expect((await sale(fixed)).replayed).toBe(false);
    expect(await calls()).toEqual([post, post]);
  });
});
