import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/identity/globalId.ts';
import {
  type CreatePayoutInput,
  PayoutsAndNodeDocument,
  PayoutsByIdDocument,
  PayoutsByReferenceDocument,
  PayoutsCreateDocument,
} from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import {
  expectedPayout,
  fastAccessInput,
  locationOfId,
  payoutInput,
  testEntity,
} from '../support/payouts.ts';

const gw = setUpTestGateway();

const minute = 60_000;
const hour = 60 * minute;

/** Creates a payout and returns its global id, with the upstream log cleared. */
async function create(input: CreatePayoutInput): Promise<string> {
  const result = await gw.run(PayoutsCreateDocument, { input });
  const id = result.data?.createPayout.payout.id;
  if (id === undefined) throw new Error(`createPayout failed: ${JSON.stringify(result.errors)}`);
  await gw.clearUpstream();
  return id;
}

function updateLocation(input: CreatePayoutInput): string {
  const record = gw.sandbox.state.payouts.findByReference(input.entity, input.transactionReference);
  if (record?.updateId === undefined) throw new Error('the payout has no update');
  return `/payouts/${record.updateId}`;
}

async function poll(id: string) {
  const result = await gw.run(PayoutsByIdDocument, { id });
  expect(result.errors).toBeUndefined();
  return result.data?.payout;
}

describe('payout(id): the current outcome, following payouts:update', () => {
  it.each([
    ['330', 'REQUEST_RECEIVED', 'requestReceived'],
    ['331', 'REFUSED', 'refused'],
    ['332', 'ERROR', 'error'],
  ] as const)(
    "a basic queryRequired payout's update link (amount %s) reports the outcome at once: %s",
    async (amount, outcome, rawOutcome) => {
      const input = payoutInput({ value: { amount, currency: 'GBP' } });
      const id = await create(input);
      const location = locationOfId(id);

      // The queryRequired answer carries the link and the update behind it exists from receipt.
      expect(await poll(id)).toEqual(
        expectedPayout(gw.sandbox, input, { outcome, rawOutcome, updateAvailable: true }),
      );
      expect(describeCalls(await gw.upstreamCalls())).toEqual([
        `GET ${location}`,
        `GET ${updateLocation(input)}`,
      ]);
    },
  );

  it('a fast-access QUERYREQUIRED payout shows no link at first, then the update (approved) in the polled response', async () => {
    const input = fastAccessInput('QUERYREQUIRED');
    const id = await create(input);
    expect(await poll(id)).toEqual(
      expectedPayout(gw.sandbox, input, { outcome: 'QUERY_REQUIRED', rawOutcome: 'queryRequired' }),
    );
    expect(describeCalls(await gw.upstreamCalls())).toEqual([`GET ${locationOfId(id)}`]);

    await gw.advanceClock(5 * minute);
    await gw.clearUpstream();
    expect(await poll(id)).toEqual(
      expectedPayout(gw.sandbox, input, {
        outcome: 'APPROVED',
        rawOutcome: 'approved',
        updateAvailable: true,
      }),
    );
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET ${locationOfId(id)}`,
      `GET ${updateLocation(input)}`,
    ]);
  });
});

describe('payout(id): the fast-access lifecycle on the sandbox clock', () => {
  it('walks requested -> pending (1 min) -> approved (5 min) -> disbursed (24 h), one GET per poll', async () => {
    const input = fastAccessInput('Grace Hopper');
    const id = await create(input);
    const steps = [
      [0, 'REQUESTED', 'requested'],
      [1 * minute, 'PENDING', 'pending'],
      [4 * minute, 'APPROVED', 'approved'],
      [24 * hour, 'DISBURSED', 'disbursed'],
    ] as const;
    for (const [advance, outcome, rawOutcome] of steps) {
      if (advance > 0) await gw.advanceClock(advance);
      await gw.clearUpstream();
      expect(await poll(id)).toEqual(expectedPayout(gw.sandbox, input, { outcome, rawOutcome }));
      expect(describeCalls(await gw.upstreamCalls())).toEqual([`GET ${locationOfId(id)}`]);
    }
  });

  it('turns a pending payout without update (PENDINGTIMEOUT) into ERROR after 48 hours', async () => {
    const input = fastAccessInput('PENDINGTIMEOUT');
    const id = await create(input);
    await gw.advanceClock(48 * hour - minute);
    expect((await poll(id))?.outcome).toBe('PENDING');
    await gw.advanceClock(minute);
    expect(await poll(id)).toEqual(
      expectedPayout(gw.sandbox, input, { outcome: 'ERROR', rawOutcome: 'error' }),
    );
  });

  it.each([
    ['PENDINGAPPROVED', 'APPROVED'],
    ['PENDINGREFUSED', 'REFUSED'],
  ] as const)('resolves %s after 10 minutes to %s', async (name, outcome) => {
    const input = fastAccessInput(name);
    const id = await create(input);
    await gw.advanceClock(10 * minute - 1000);
    expect((await poll(id))?.outcome).toBe('PENDING');
    await gw.advanceClock(1000);
    expect((await poll(id))?.outcome).toBe(outcome);
  });
});

describe('payoutByReference', () => {
  it('recovers a payout by the caller reference and entity with the provider query', async () => {
    const input = payoutInput();
    await create(input);
    const result = await gw.run(PayoutsByReferenceDocument, {
      transactionReference: input.transactionReference,
      entity: input.entity,
    });
    expect(result).toEqual({
      status: 200,
      data: {
        payoutByReference: expectedPayout(gw.sandbox, input, {
          outcome: 'REQUEST_RECEIVED',
          rawOutcome: 'requestReceived',
        }),
      },
    });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /payouts/query?transactionReference=${input.transactionReference}&entity=${testEntity}`,
    ]);
  });

  it('follows the update link of a payout found by reference', async () => {
    const input = payoutInput({ value: { amount: '331', currency: 'GBP' } });
    await create(input);
    const result = await gw.run(PayoutsByReferenceDocument, {
      transactionReference: input.transactionReference,
      entity: input.entity,
    });
    expect(result.data?.payoutByReference).toEqual(
      expectedPayout(
        gw.sandbox,
        input,
        // `refused` exists in both flows and the provider's answers do not name the flow: the record does.
        { outcome: 'REFUSED', rawOutcome: 'refused', updateAvailable: true },
      ),
    );
  });

  it('answers null when the provider has no payout with that reference', async () => {
    const result = await gw.run(PayoutsByReferenceDocument, {
      transactionReference: 'never-sent',
      entity: testEntity,
    });
    expect(result).toEqual({ status: 200, data: { payoutByReference: null } });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /payouts/query?transactionReference=never-sent&entity=${testEntity}`,
    ]);
  });
});

describe('payout ids', () => {
  it('fetches a payout once for payout(id), an alias of it and node(id) in one operation', async () => {
    const input = fastAccessInput('APPROVED');
    const id = await create(input);
    const result = await gw.run(PayoutsAndNodeDocument, { id });
    expect(result).toEqual({
      status: 200,
      data: {
        payout: expectedPayout(gw.sandbox, input, { outcome: 'APPROVED', rawOutcome: 'approved' }),
        again: { outcome: 'APPROVED' },
        node: { id, outcome: 'APPROVED', rawOutcome: 'approved' },
      },
    });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([`GET ${locationOfId(id)}`]);
  });

  it('answers null for a well-formed payout id the provider does not know', async () => {
    const id = toGlobalId('Payout', '/payouts/no-such-payout');
    expect(await gw.run(PayoutsByIdDocument, { id })).toEqual({ status: 200, data: { payout: null } });
    expect(describeCalls(await gw.upstreamCalls())).toEqual(['GET /payouts/no-such-payout']);
  });

  it.each([
    ['not base64', 'not an id!'],
    ['an id of another type', toGlobalId('Account', '/payouts/abc')],
    ['a forged location outside the payouts', toGlobalId('Payout', '/accounts/balance//1234567890123456')],
    ['a payout endpoint instead of a resource', toGlobalId('Payout', '/payouts/query')],
    [
      'a location climbing out of the payouts',
      toGlobalId('Payout', '/payouts/../accounts/balance/?entity=X'),
    ],
  ])('refuses %s as BAD_USER_INPUT without calling the provider', async (_what, id) => {
    expect(await gw.run(PayoutsByIdDocument, { id })).toEqual({
      status: 200,
      data: { payout: null },
      errors: [
        {
          message: 'The input is invalid.',
          locations: [{ line: 3, column: 3 }],
          path: ['payout'],
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              { path: 'id', rule: 'INVALID_ID', message: 'is not a payout id issued by this API' },
            ],
          },
        },
      ],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('maps a provider failure while polling to UPSTREAM_UNAVAILABLE on the field', async () => {
    const id = await create(payoutInput());
    await gw.armFault({ area: 'payouts', status: 500, remaining: 1 });
    const result = await gw.run(PayoutsByIdDocument, { id });
    expect(result.data).toEqual({ payout: null });
    expect(result.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
      [['payout'], 'UPSTREAM_UNAVAILABLE'],
    ]);
  });
});
