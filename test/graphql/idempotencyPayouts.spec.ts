import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { mediaTypes } from '../../src/contract/index.ts';
import { devCredentials } from '../../src/sandbox/config.ts';
import { PayoutsCreateDocument } from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import {
  canadianVisa,
  expectedPayout,
  payoutInput,
  basicPayoutPost as post,
  payoutQueryCall as query,
  receivedOutcome as received,
  testEntity,
} from '../support/payouts.ts';

const gw = setUpTestGateway();

function errorOf(result: {
  errors?: { path?: readonly (string | number)[]; extensions?: Record<string, unknown> }[];
}) {
  return result.errors?.map((e) => ({ path: e.path, extensions: e.extensions }));
}

describe('createPayout replays and conflicts', () => {
  it('replays the stored result of the same input without calling the provider again', async () => {
    const input = payoutInput();
    const first = await gw.run(PayoutsCreateDocument, { input });
    expect(await gw.takeUpstreamCalls()).toEqual([post]);
    const again = await gw.run(PayoutsCreateDocument, { input });
    expect(again).toEqual({
      status: 200,
      data: { createPayout: { replayed: true, payout: expectedPayout(gw.sandbox, input, received) } },
    });
    expect(again.data?.createPayout.payout).toEqual(first.data?.createPayout.payout);
    expect(await gw.takeUpstreamCalls()).toEqual([]);
  });

  it('treats the same amount written as an integer and as a string as the same input', async () => {
    const input = payoutInput();
    await gw.run(PayoutsCreateDocument, { input });
    await gw.clearUpstream();
    const asInteger = { ...input, value: { amount: 250, currency: 'GBP' } } as unknown as typeof input;
    const again = await gw.run(PayoutsCreateDocument, { input: asInteger });
    expect(again.data?.createPayout.replayed).toBe(true);
    expect(await gw.takeUpstreamCalls()).toEqual([]);
  });

  it('refuses the same reference with another amount as IDEMPOTENCY_CONFLICT, provider not called', async () => {
    const input = payoutInput();
    await gw.run(PayoutsCreateDocument, { input });
    await gw.clearUpstream();
    const other = await gw.run(PayoutsCreateDocument, {
      input: { ...input, value: { amount: '251', currency: 'GBP' } },
    });
    expect(other).toEqual({
      status: 200,
      data: null,
      errors: [
        {
          message: 'This transactionReference was already used with different input.',
          locations: [{ line: 3, column: 3 }],
          path: ['createPayout'],
          extensions: {
            code: 'IDEMPOTENCY_CONFLICT',
            reason: 'DIFFERENT_INPUT',
            transactionReference: input.transactionReference,
          },
        },
      ],
    });
    expect(await gw.takeUpstreamCalls()).toEqual([]);
  });

  it('counts the method as part of the input: the same body by fast access conflicts', async () => {
    const input = payoutInput();
    await gw.run(PayoutsCreateDocument, { input });
    await gw.clearUpstream();
    const fast = await gw.run(PayoutsCreateDocument, { input: { ...input, method: 'FAST_ACCESS' } });
    expect(errorOf(fast)?.[0]?.extensions?.reason).toBe('DIFFERENT_INPUT');
    expect(await gw.takeUpstreamCalls()).toEqual([]);
  });

  it('scopes the key by entity: the same reference for another entity is another payout', async () => {
    const input = payoutInput();
    await gw.run(PayoutsCreateDocument, { input });
    await gw.clearUpstream();
    const other = { ...input, entity: 'PAY7X3' };
    const result = await gw.run(PayoutsCreateDocument, { input: other });
    expect(result.data?.createPayout).toEqual({
      replayed: false,
      payout: expectedPayout(gw.sandbox, other, received),
    });
    expect(await gw.takeUpstreamCalls()).toEqual([post]);
  });

  it('refuses a concurrent duplicate while the first is with the provider (IN_PROGRESS), then replays', async () => {
    const input = payoutInput();
    await gw.armFault({ area: 'payouts', latencyMs: 1500, remaining: 1 });
    const first = gw.run(PayoutsCreateDocument, { input });
    // The sandbox logs a request before it sleeps: once it is logged, the first call holds the key.
    while ((await gw.upstreamCalls()).length === 0) await sleep(10);
    const duplicate = await gw.run(PayoutsCreateDocument, { input });
    expect(errorOf(duplicate)).toEqual([
      {
        path: ['createPayout'],
        extensions: {
          code: 'IDEMPOTENCY_CONFLICT',
          reason: 'IN_PROGRESS',
          transactionReference: input.transactionReference,
        },
      },
    ]);
    expect((await first).data?.createPayout.replayed).toBe(false);
    expect(await gw.takeUpstreamCalls()).toEqual([post]);
    expect((await gw.run(PayoutsCreateDocument, { input })).data?.createPayout.replayed).toBe(true);
    expect(await gw.takeUpstreamCalls()).toEqual([]);
  });
});

describe('createPayout when the provider answer is lost', () => {
  it('recovers an accepted payout whose response was dropped through the query by reference', async () => {
    const input = payoutInput();
    await gw.armFault({ area: 'payouts', dropAfterAccept: true, remaining: 1 });
    const result = await gw.run(PayoutsCreateDocument, { input });
    expect(result).toEqual({
      status: 200,
      data: { createPayout: { replayed: false, payout: expectedPayout(gw.sandbox, input, received) } },
    });
    expect(await gw.takeUpstreamCalls()).toEqual([post, query(input.transactionReference)]);
    expect((await gw.run(PayoutsCreateDocument, { input })).data?.createPayout.replayed).toBe(true);
    expect(await gw.takeUpstreamCalls()).toEqual([]);
  });

  it('answers OUTCOME_UNKNOWN when the query fails too, keeps the key locked, and settles it on a retry', async () => {
    const input = payoutInput();
    await gw.armFault({ area: 'payouts', dropAfterAccept: true, remaining: 1 });
    await gw.armFault({ area: 'payouts', status: 503, remaining: 2 });
    const unknown = await gw.run(PayoutsCreateDocument, { input });
    expect(unknown).toEqual({
      status: 200,
      data: null,
      errors: [
        {
          message: 'The outcome of the request is unknown: the payment provider may have carried it out.',
          locations: [{ line: 3, column: 3 }],
          path: ['createPayout'],
          extensions: { code: 'OUTCOME_UNKNOWN', retryAfterMs: expect.any(Number) },
        },
      ],
    });
    expect(await gw.takeUpstreamCalls()).toEqual([post, query(input.transactionReference)]);

    // Locked: a retry asks the provider first, never re-sends. The query fails once more: still unknown.
    expect(errorOf(await gw.run(PayoutsCreateDocument, { input }))).toEqual([
      { path: ['createPayout'], extensions: { code: 'OUTCOME_UNKNOWN', retryAfterMs: expect.any(Number) } },
    ]);
    expect(await gw.takeUpstreamCalls()).toEqual([query(input.transactionReference)]);

    // The provider answers again: the payout made by the first call is the answer, stored and replayed.
    const settled = await gw.run(PayoutsCreateDocument, { input });
    expect(settled.data?.createPayout).toEqual({
      replayed: true,
      payout: expectedPayout(gw.sandbox, input, received),
    });
    expect(await gw.takeUpstreamCalls()).toEqual([query(input.transactionReference)]);
    expect((await gw.run(PayoutsCreateDocument, { input })).data?.createPayout.replayed).toBe(true);
    expect(await gw.takeUpstreamCalls()).toEqual([]);
    expect(gw.sandbox.state.payouts.findByReference(testEntity, input.transactionReference)).toBeDefined();
  });

  it('keeps a locked key refusing other input with IDEMPOTENCY_CONFLICT', async () => {
    const input = payoutInput();
    await gw.armFault({ area: 'payouts', dropAfterAccept: true, remaining: 1 });
    await gw.armFault({ area: 'payouts', status: 503, remaining: 1 });
    await gw.run(PayoutsCreateDocument, { input });
    await gw.clearUpstream();
    const other = await gw.run(PayoutsCreateDocument, {
      input: { ...input, value: { amount: '999', currency: 'GBP' } },
    });
    expect(errorOf(other)?.[0]?.extensions?.reason).toBe('DIFFERENT_INPUT');
    expect(await gw.takeUpstreamCalls()).toEqual([]);
  });

  it('does not send a lost request again while it may still be in flight, even when the query finds nothing', async () => {
    const input = payoutInput();
    await gw.armFault({ area: 'payouts', dropBeforeAccept: true, remaining: 1 });
    const unknown = {
      path: ['createPayout'],
      extensions: { code: 'OUTCOME_UNKNOWN', retryAfterMs: expect.any(Number) },
    };
    expect(errorOf(await gw.run(PayoutsCreateDocument, { input }))).toEqual([unknown]);
    // Within the lost call no second POST: the query found nothing, but it may have been too early to tell.
    expect(await gw.takeUpstreamCalls()).toEqual([post, query(input.transactionReference)]);
    expect(gw.sandbox.state.payouts.findByReference(testEntity, input.transactionReference)).toBeUndefined();

    // A retry before the POST's deadline and settle window have passed: still unknown, still no second POST
    // (test/graphql/idempotencySettle.spec.ts sends it once the window has passed).
    const retried = await gw.run(PayoutsCreateDocument, { input });
    expect(errorOf(retried)).toEqual([unknown]);
    const [error] = retried.errors ?? [];
    expect(error?.extensions?.retryAfterMs).toBeGreaterThan(60_000);
    expect(await gw.takeUpstreamCalls()).toEqual([query(input.transactionReference)]);
  });
});

describe('createPayout when the provider refuses or fails', () => {
  it('releases the key after a provider 4xx, so the corrected request can use the same reference', async () => {
    const card = { cardNumber: canadianVisa, cardExpiryDate: { month: 12, year: 2035 } };
    const input = payoutInput({
      instrument: { card: { ...card, billingAddress: { postalCode: 'K1A 0B1', countryCode: 'CA' } } },
    });
    const rejected = await gw.run(PayoutsCreateDocument, { input });
    expect(errorOf(rejected)?.[0]?.extensions?.code).toBe('UPSTREAM_REJECTED');
    const fixed = {
      ...input,
      instrument: {
        card: {
          ...card,
          billingAddress: {
            address1: '1 Main St',
            city: 'Ottawa',
            state: 'ON',
            postalCode: 'K1A 0B1',
            countryCode: 'CA',
          },
        },
      },
    };
    const accepted = await gw.run(PayoutsCreateDocument, { input: fixed });
    expect(accepted.data?.createPayout).toEqual({
      replayed: false,
      payout: expectedPayout(gw.sandbox, fixed, received),
    });
    expect(await gw.takeUpstreamCalls()).toEqual([post, post]);
  });

  it('after a provider 5xx asks the provider first, and only releases the key when it has no such payout', async () => {
    const input = payoutInput();
    await gw.armFault({ area: 'payouts', status: 500, remaining: 1 });
    expect(errorOf(await gw.run(PayoutsCreateDocument, { input }))?.[0]?.extensions?.code).toBe(
      'UPSTREAM_UNAVAILABLE',
    );
    expect((await gw.run(PayoutsCreateDocument, { input })).data?.createPayout.replayed).toBe(false);
    expect(await gw.takeUpstreamCalls()).toEqual([post, query(input.transactionReference), post]);
  });

  it('after a provider 5xx whose payout cannot be checked, locks the key: no retry pays again', async () => {
    const input = payoutInput();
    // The POST fails with 502 and the query by reference fails too: nobody can tell whether money moved.
    await gw.armFault({ area: 'payouts', status: 502, remaining: 3 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(errorOf(await gw.run(PayoutsCreateDocument, { input }))?.[0]?.extensions?.code).toBe(
        'OUTCOME_UNKNOWN',
      );
    }
    expect(await gw.takeUpstreamCalls()).toEqual([
      post,
      query(input.transactionReference),
      query(input.transactionReference),
    ]);
  });

  it('passes on the provider own duplicate check (409 SBXP09) for a reference used outside the gateway', async () => {
    const input = payoutInput();
    // Another client of the provider made a payout with this reference (not through this gateway).
    const payoutsType = mediaTypes(gw.sandbox.config.mediaVendor, gw.sandbox.config.payoutsVersion).payouts;
    const res = await fetch(`${gw.sandbox.url}/payouts/basicDisbursement`, {
      method: 'POST',
      headers: {
        'content-type': payoutsType,
        accept: payoutsType,
        authorization: `Basic ${Buffer.from(`${devCredentials.username}:${devCredentials.password}`).toString('base64')}`,
      },
      body: JSON.stringify({
        transactionReference: input.transactionReference,
        merchant: { entity: testEntity },
        instruction: {
          narrative: { line1: 'Elsewhere' },
          value: { amount: 100, currency: 'GBP' },
          payoutInstrument: { type: 'card/tokenized', href: 'https://tokens.example/t/1' },
        },
      }),
    });
    expect(res.status).toBe(201);
    await gw.clearUpstream();
    const result = await gw.run(PayoutsCreateDocument, { input });
    expect(errorOf(result)).toEqual([
      {
        path: ['createPayout'],
        extensions: {
          code: 'UPSTREAM_REJECTED',
          upstream: {
            status: 409,
            customCode: 'SBXP09',
            message: 'transactionReference already used by another payout of this entity',
          },
        },
      },
    ]);
    expect(await gw.takeUpstreamCalls()).toEqual([post]);
  });
});
