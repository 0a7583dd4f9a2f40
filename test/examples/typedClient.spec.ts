import { describe, expect, it } from 'vitest';
import { sandboxRange } from '../../examples/typed-client/sandbox.ts';
import { orderReference, runExample } from '../../examples/typed-client/src/app.ts';
import { trustedDocumentsEnv } from '../../examples/typed-client/trustedDocuments.ts';
import { authenticationValue, dsTransactionId } from '../../src/sandbox/routes/threeDs/values.ts';
import { expectedAccount } from '../support/accounts.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { locationOfId } from '../support/payouts.ts';

const gw = setUpTestGateway({ env: trustedDocumentsEnv });

/** The report without urql's `__typename`s (its document cache adds them to every selection). */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === '__typename' ? undefined : v)));
}

describe('examples/typed-client against the gateway and its sandbox, trusted documents enforced', () => {
  it('runs on a gateway that refuses raw queries', async () => {
    expect(await gw.run('{ __typename }')).toEqual({
      status: 400,
      errors: [
        {
          message: 'This server runs only trusted documents: send a documentId',
          extensions: { code: 'PERSISTED_DOCUMENT_REQUIRED' },
        },
      ],
    });
  });

  it('reads balances, pages a statement forward and back, follows a payout to DISBURSED and authenticates 3DS', async () => {
    const world = gw.sandbox.state.world;
    const entity = '7Z1UAK';
    const range = sandboxRange(world.anchor);
    // A reference with a date and a timestamp, as the example's runner makes one (issue 21: refused before).
    const reference = orderReference(new Date('2026-11-28T15:04:05.123Z'));
    expect(reference).toBe('ORD-20261128-1795878245123');
    const report = await runExample({
      url: gw.url,
      entity,
      statement: range,
      reference,
      wait: (ms) => gw.advanceClock(ms),
    });

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
  });
});
