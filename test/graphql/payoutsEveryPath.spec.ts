import { describe, expect, it } from 'vitest';
import { runAs } from '../auth/support.ts';
import {
  type CreatePayoutInput,
  PayoutsCreateDocument,
  PayoutsEveryPathDocument,
  PayoutsUpdatedEveryFieldDocument,
} from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { fastAccessInput, locationOfId, payoutInput, testEntity, ukVisa } from '../support/payouts.ts';
import { subscribe } from '../support/stream.ts';

/**
 * A payout is the same payout however it is fetched: createPayout, payout(id), node, payoutByReference and
 * payoutUpdated answer identical objects, the flow, reference, entity, amount and masked card included (the
 * provider repeats none of them; the gateway's record of what it sent does).
 */
const ownKey = 'own-key-0123456789abcdefghij';
const caller = `Bearer ${ownKey}`;

const gw = setUpTestGateway({
  env: {
    API_KEYS: `own:${ownKey}:${testEntity}`,
    PAYOUT_WATCH_INTERVALS_MS: '20,20,20',
  },
});

/** Creates the payout, then fetches it by every path; returns what each answered. */
async function everyPath(input: CreatePayoutInput) {
  const created = await runAs(gw, caller, PayoutsCreateDocument, { input });
  const payout = created.data?.createPayout.payout;
  if (payout === undefined) throw new Error(`createPayout failed: ${JSON.stringify(created.errors)}`);
  await gw.clearUpstream();
  const { transactionReference, entity } = input;
  const read = await runAs(gw, caller, PayoutsEveryPathDocument, {
    id: payout.id,
    transactionReference,
    entity,
  });
  expect(read.errors).toBeUndefined();
  const calls = describeCalls(await gw.upstreamCalls());
  const stream = subscribe(gw, PayoutsUpdatedEveryFieldDocument, { id: payout.id }, caller);
  const first = await stream.next();
  await stream.return?.();
  return { payout, read: read.data, live: first.done ? undefined : first.value.data?.payoutUpdated, calls };
}

describe('a payout answers the same fields on every path', () => {
  it('a basic disbursement refused (a flow the outcome cannot tell) to a card: reference, flow, amount, BIN and last four', async () => {
    const input = payoutInput({ value: { amount: '331', currency: 'GBP' } });
    const { payout, read, live, calls } = await everyPath(input);
    expect(payout).toEqual({
      id: payout.id,
      transactionReference: input.transactionReference,
      entity: testEntity,
      method: 'BASIC_DISBURSEMENT',
      amount: { amount: '3.31', currency: 'GBP', minorUnits: '331' },
      card: { instrument: 'CARD', bin: '444433', last4: '1111' },
      outcome: 'QUERY_REQUIRED',
      rawOutcome: 'queryRequired',
      receivedAt: payout.receivedAt,
      updateAvailable: false,
    });
    // The reads follow the update link (refused): only the outcome and updateAvailable differ from the creation.
    const current = { ...payout, outcome: 'REFUSED', rawOutcome: 'refused', updateAvailable: true };
    expect(read).toEqual({ payout: current, node: current, payoutByReference: current });
    expect(live).toEqual(current);
    const location = locationOfId(payout.id);
    const record = gw.sandbox.state.payouts.findByReference(testEntity, input.transactionReference);
    const update = `GET /payouts/${record?.updateId}`;
    // One read of the payout for payout(id) and node; the query by reference; the update, once per loader path.
    expect([...calls].sort()).toEqual(
      [
        `GET ${location}`,
        `GET /payouts/query?transactionReference=${input.transactionReference}&entity=${testEntity}`,
        update,
        update,
      ].sort(),
    );
  });

  it('a fast-access payout: created, read and watched identically', async () => {
    const input = fastAccessInput('Ada Lovelace', '1250');
    const { payout, read, live } = await everyPath(input);
    expect(payout.amount).toEqual({ amount: '12.50', currency: 'GBP', minorUnits: '1250' });
    expect(payout.method).toBe('FAST_ACCESS');
    expect(read).toEqual({ payout, node: payout, payoutByReference: payout });
    expect(live).toEqual(payout);
  });

  it.each([
    [
      'a network token: last four only',
      { networkToken: { tokenNumber: ukVisa, expiryDate: { month: 1, year: 2020 } } },
      { instrument: 'NETWORK_TOKEN', bin: null, last4: '1111' },
    ],
    [
      "a wallet's device account number: last four only",
      { walletNetworkToken: { wallet: 'APPLE_PAY', dpan: ukVisa } },
      { instrument: 'WALLET_NETWORK_TOKEN', bin: null, last4: '1111' },
    ],
    [
      'a stored card: the kind only',
      { tokenizedCard: { href: 'https://tokens.example/tokens/t-42' } },
      { instrument: 'TOKENIZED_CARD', bin: null, last4: null },
    ],
  ] as const)('%s', async (_name, instrument, card) => {
    const input = payoutInput({ instrument });
    const { payout, read, live } = await everyPath(input);
    expect(payout.card).toEqual(card);
    expect(read).toEqual({ payout, node: payout, payoutByReference: payout });
    expect(live).toEqual(payout);
  });
});
