import { expect } from 'vitest';
import type { runExample } from '../../examples/typed-client/src/app.ts';
import { authenticationValue, dsTransactionId } from '../../src/sandbox/routes/threeDs/values.ts';
import { expectedAccount } from '../support/accounts.ts';
import { describeCalls, type TestGateway } from '../support/gateway.ts';
import { locationOfId } from '../support/payouts.ts';

/** The report without the clients' `__typename`s (urql's document cache and Apollo's cache add them everywhere). */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === '__typename' ? undefined : v)));
}

/**
 * Asserts the typed client example's report, whichever client ran it, against the sandbox's world, and the provider
 * calls it made: the same journey answers the same report with urql and with Apollo Client.
 */
export async function expectExampleReport(
  gw: TestGateway,
  report: Awaited<ReturnType<typeof runExample>>,
  run: { readonly entity: string; readonly reference: string; readonly range: { from: string; to: string } },
): Promise<void> {
  const { entity, reference, range } = run;
  const world = gw.sandbox.state.world;
  const accounts = world.accountsOf(entity);
  const account = accounts[0];
  if (!account) throw new Error(`sandbox world without accounts for ${entity}`);
  const items = world.statementBetween(account.accountNumber, new Date(range.from), new Date(range.to));
  const ids = items.map((i) => i.statementItemId);
  const payoutId = (report.payout.created as { id: string }).id;
  const seed = gw.sandbox.config.seed;
  expect(plain(report)).toEqual({
    accounts: accounts.map((a) => {
      const balance = world.balance(a.accountNumber);
      if (!balance) throw new Error(`no balance for ${a.accountNumber}`);
      return { accountNumber: a.accountNumber, total: expectedAccount(a, balance).balance.total };
    }),
    statement: {
      accountNumber: account.accountNumber,
      totalCount: items.length,
      first: ids.slice(0, 5),
      second: ids.slice(5, 10),
      back: ids.slice(0, 5),
    },
    payout: {
      created: {
        id: payoutId,
        outcome: 'REQUESTED',
        rawOutcome: 'requested',
        updateAvailable: false,
        transactionReference: `${reference}-payout`,
        method: 'FAST_ACCESS',
      },
      outcomes: ['REQUESTED', 'PENDING', 'APPROVED', 'DISBURSED'],
      byReference: { id: payoutId, outcome: 'DISBURSED', rawOutcome: 'disbursed', updateAvailable: false },
    },
    threeDs: {
      outcome: 'AUTHENTICATED',
      rawOutcome: 'authenticated',
      transactionReference: `${reference}-3ds`,
      authentication: {
        version: '2.2.0',
        eci: '02',
        eciLevel: 'FULLY_AUTHENTICATED',
        authenticationValue: authenticationValue(seed, `${reference}-3ds`),
        transactionId: dsTransactionId(seed, `${reference}-3ds`),
      },
      challenge: null,
    },
  });
  // One POST per money-moving step, and one GET of the payout per poll (13 polls up to 24 hours of clock).
  const calls = describeCalls(await gw.upstreamCalls());
  expect(calls.filter((c) => c.startsWith('POST'))).toEqual([
    'POST /payouts/fastAccess',
    'POST /verifications/customers/3ds/authentication',
  ]);
  expect(calls.filter((c) => c === `GET ${locationOfId(payoutId)}`)).toHaveLength(13);
}
