import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';
import { postSale, type SaleBody, validSale } from './salesSupport.ts';

/** How the sandbox treats a transactionReference it has seen: a replay, a conflict, or another entity's own. */

describe('sandbox card-on-file sale', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ controlEnabled: true });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const sell = (body: unknown, headers?: Record<string, string>) =>
    postSale<SaleBody>(sandbox.url, body, headers);

  it('replays the stored answer when the same sale is sent again, even with its keys in another order', async () => {
    const sale = validSale('order-replay');
    const first = await sell(sale);
    const size = sandbox.state.sales.size;
    const { instruction, merchant, transactionReference } = sale;
    expect(await sell({ instruction, merchant, transactionReference })).toEqual(first);
    expect(sandbox.state.sales.size).toBe(size);
  });

  it('replays a refused sale as refused', async () => {
    const sale = validSale('order-replay-refused');
    sale.instruction.paymentInstrument.cardHolderName = 'REFUSED';
    const first = await sell(sale);
    expect(first.body.outcome).toBe('refused');
    expect(await sell(sale)).toEqual(first);
  });

  it('answers 409 SBXS03 when a used transactionReference comes with another request', async () => {
    await sell(validSale('order-conflict'));
    const other = validSale('order-conflict');
    other.instruction.value.amount = 1251;
    expect(await sell(other)).toEqual({
      status: 409,
      contentType: 'application/json',
      body: {
        httpStatusCode: 409,
        customCode: 'SBXS03',
        message: 'transactionReference was already used for a different sale of this entity',
      },
    });
  });

  it('scopes transactionReference by merchant entity', async () => {
    const first = await sell(validSale('order-shared-ref'));
    const other = validSale('order-shared-ref');
    other.merchant.entity = 'SBXE02';
    const second = await sell(other);
    expect(second.status).toBe(201);
    expect(second.body.issuer).not.toEqual(first.body.issuer);
    expect(second.body._links['payments:events']).not.toEqual(first.body._links['payments:events']);
  });
});
