import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devCredentials } from '../../src/sandbox/config.ts';
import { maskCardData } from '../../src/sandbox/masking.ts';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';

/** Card data reaches the request log masked whatever JSON type it was sent as, and in query strings too. */

const authorization = `Basic ${Buffer.from(`${devCredentials.username}:${devCredentials.password}`).toString('base64')}`;

describe('request log masking of non-string values', () => {
  it('masks card numbers sent as JSON numbers like their string form', () => {
    expect(maskCardData({ cardNumber: 4444333322221111, tokenNumber: 5555555555554444, dpan: 123 })).toEqual({
      cardNumber: '444433******1111',
      tokenNumber: '555555******4444',
      dpan: '***',
    });
  });

  it('replaces a secret field whatever its type', () => {
    expect(
      maskCardData({
        cvc: 123,
        walletToken: true,
        jwt: null,
        JWT: 1.5,
        password: 42,
        nested: { cvc: [1, '2'] },
      }),
    ).toEqual({
      cvc: '***',
      walletToken: '***',
      jwt: '***',
      JWT: '***',
      password: '***',
      nested: { cvc: ['***', '***'] },
    });
  });

  it('leaves numbers elsewhere and decimal amounts in text whole', () => {
    expect(
      maskCardData({
        amount: 9007199254740991,
        sourceAmount: '1234567890123456.78',
        line: 'pan 4444333322221111.',
      }),
    ).toEqual({
      amount: 9007199254740991,
      sourceAmount: '1234567890123456.78',
      line: 'pan 444433******1111.',
    });
  });
});

describe('request log over HTTP', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ controlEnabled: true });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const logged = async () => {
    const res = await fetch(`${sandbox.url}/_sandbox/requests`);
    const { requests } = (await res.json()) as { requests: { query: unknown; body: unknown }[] };
    return requests;
  };

  it('masks a payout sent with a numeric card number and CVC', async () => {
    await fetch(`${sandbox.url}/_sandbox/requests`, { method: 'DELETE' });
    await fetch(`${sandbox.url}/payouts/basicDisbursement`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: '{"transactionReference":"num-1","instruction":{"payoutInstrument":{"cardNumber":4444333322221111,"cvc":123}}}',
    });
    const requests = await logged();
    expect(requests.map((r) => r.body)).toEqual([
      {
        transactionReference: 'num-1',
        instruction: { payoutInstrument: { cardNumber: '444433******1111', cvc: '***' } },
      },
    ]);
  });

  it('masks card data in the logged query string', async () => {
    await fetch(`${sandbox.url}/_sandbox/requests`, { method: 'DELETE' });
    await fetch(
      `${sandbox.url}/payouts/events?cardNumber=4444333322221111&cvc=123&note=pan+5555555555554444`,
      {
        headers: { authorization },
      },
    );
    const requests = await logged();
    expect(requests.map((r) => r.query)).toEqual([
      { cardNumber: '444433******1111', cvc: '***', note: 'pan 555555******4444' },
    ]);
  });
});
