import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskCardData } from '../../src/sandbox/masking.ts';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';

describe('sandbox core', () => {
  let sandbox: RunningSandbox;
  let closed: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ controlEnabled: true });
    closed = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
    await closed.close();
  });

  it('answers an unknown path with 404 and an error body', async () => {
    const res = await fetch(`${sandbox.url}/nothing/here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      httpStatusCode: 404,
      customCode: 'SBXG04',
      message: 'No such endpoint',
    });
  });

  it('hides the control API unless it is enabled', async () => {
    const res = await fetch(`${closed.url}/_sandbox/requests`);
    expect(res.status).toBe(404);
  });

  it('moves the simulated clock forward on request', async () => {
    const before = sandbox.clock.now().getTime();
    const res = await fetch(`${sandbox.url}/_sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 3_600_000 }),
    });
    expect(res.status).toBe(200);
    const { now } = (await res.json()) as { now: string };
    expect(Date.parse(now) - before).toBeGreaterThanOrEqual(3_600_000);
    expect(Date.parse(now) - before).toBeLessThan(3_660_000);
  });

  it('rejects a malformed control request with the field map', async () => {
    const res = await fetch(`${sandbox.url}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ area: 'nowhere' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { customCode: string; errors: Record<string, string[]> };
    expect(body.customCode).toBe('SBXC01');
    expect(Object.keys(body.errors)).toEqual(['area']);
  });

  it('answers malformed JSON with 400 before any handler runs', async () => {
    const res = await fetch(`${sandbox.url}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"area": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      httpStatusCode: 400,
      customCode: 'SBXG01',
      message: 'Request body is not valid JSON',
    });
  });

  it('answers a body over the size limit with 413', async () => {
    const res = await fetch(`${sandbox.url}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
  });
});

describe('request log masking', () => {
  it('masks card numbers, CVCs and wallet tokens and digit runs in free text', () => {
    expect(
      maskCardData({
        instruction: {
          paymentInstrument: { cardNumber: '4444333322221111', cvc: '123', walletToken: '{"a":1}' },
          narrative: { line1: 'card 5555555555554444 refund' },
        },
        amount: 250,
      }),
    ).toEqual({
      instruction: {
        paymentInstrument: { cardNumber: '444433******1111', cvc: '***', walletToken: '***' },
        narrative: { line1: 'card 555555******4444 refund' },
      },
      amount: 250,
    });
  });
});

const payoutsType = 'application/vnd.provider.payouts-v3+json';

describe('control API reset', () => {
  it('forgets payouts, clock offset, faults and the request log', async () => {
    const sandbox = await startSandbox({ controlEnabled: true });
    try {
      const auth = `Basic ${Buffer.from(`${sandbox.config.username}:${sandbox.config.password}`).toString('base64')}`;
      const payout = {
        transactionReference: 'reset-1',
        merchant: { entity: 'PAYC7X' },
        instruction: {
          narrative: { line1: 'Reset test' },
          value: { amount: 250, currency: 'GBP' },
          payoutInstrument: {
            type: 'card/plain',
            cardNumber: '4444333322221111',
            cardExpiryDate: { month: 12, year: 2035 },
          },
        },
      };
      const post = () =>
        fetch(`${sandbox.url}/payouts/basicDisbursement`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': payoutsType, accept: payoutsType },
          body: JSON.stringify(payout),
        });
      expect((await post()).status).toBe(201);
      expect((await post()).status).toBe(200); // replay of the same request
      await fetch(`${sandbox.url}/_sandbox/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: 60_000 }),
      });
      const reset = await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
      expect(reset.status).toBe(200);
      expect(sandbox.state.requestLog.list()).toEqual([]);
      expect(Math.abs(sandbox.clock.now().getTime() - Date.now())).toBeLessThan(1_000);
      expect((await post()).status).toBe(201); // a new payout: the old one was forgotten
    } finally {
      await sandbox.close();
    }
  });
});
