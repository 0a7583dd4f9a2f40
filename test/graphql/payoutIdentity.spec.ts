import { describe, expect, it } from 'vitest';
import { devCredentials } from '../../src/sandbox/config.ts';
import { payoutNotKnown, runAs } from '../auth/support.ts';
import {
  PayoutIdentityByIdDocument,
  PayoutIdentityStatementDocument,
  PayoutsByReferenceDocument,
} from '../generated/graphql.ts';
import { basicPath, payoutRequest, payoutsType } from '../sandbox/payoutsSupport.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { payoutReferences, windowWithReversal } from '../support/links.ts';
import { entitledIdParts, entitledPayoutId, forgedPayoutId } from '../support/payoutIds.ts';
import { reference } from '../support/payouts.ts';
import { loggedDatabaseForThisFile } from '../support/postgresStatements.ts';

/**
 * One payout, one object (issue "One payout, one object"): whichever field handed a payout id to an API-key caller
 * (payoutByReference, StatementItem.payout), `node(id:)` and `payout(id:)` answer that caller
 * the identical object, and refuse a caller not entitled to the payout's entity, and any altered id, exactly as an
 * id of no payout. The reads write nothing: every statement the database runs is counted on the wire.
 */
const merchantKey = 'merchant-0123456789abcdefghij';
const otherKey = 'other-0123456789abcdefghijklm';
const merchant = `Bearer ${merchantKey}`;
const other = `Bearer ${otherKey}`;
// The sandbox world of the default seed: 7Z1UAK and 4A9XZP are two of its entities; PAY7X2 pays out.
const entity = '7Z1UAK';

const database = loggedDatabaseForThisFile();

const gw = setUpTestGateway({
  env: () => ({
    DATABASE_URL: database.url,
    IDEMPOTENCY_FINGERPRINT_KEY: 'payout-identity-fingerprint-key-0123456789',
    API_KEYS: `merchant:${merchantKey}:${entity}|PAY7X2|MYENT1,other:${otherKey}:4A9XZP`,
  }),
});

const batchRead =
  'SELECT location_key, record FROM payout_ownership WHERE location_key = ANY($1) AND expires_at > $2';

/** A payout made at the provider directly (not through this gateway): the gateway holds no record of it. */
async function payoutMadeElsewhere(payoutEntity: string): Promise<string> {
  const ref = reference('elsewhere');
  const basic = Buffer.from(`${devCredentials.username}:${devCredentials.password}`).toString('base64');
  const made = await fetch(`${gw.sandbox.url}${basicPath}`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': payoutsType, accept: payoutsType },
    body: JSON.stringify(payoutRequest({ reference: ref, entity: payoutEntity })),
  });
  expect(made.status).toBe(201);
  return ref;
}

function sandboxLocation(payoutEntity: string, transactionReference: string): string {
  const record = gw.sandbox.state.payouts.findByReference(payoutEntity, transactionReference);
  if (!record) throw new Error('the sandbox has no such payout');
  return `/payouts/${record.id}`;
}

/** Reads `id` through payout(id:) and node(id:) as `caller`; with the provider calls and database statements. */
async function readById(caller: string, id: string) {
  await gw.clearUpstream();
  database.clear();
  const result = await runAs(gw, caller, PayoutIdentityByIdDocument, { id });
  return { result, calls: describeCalls(await gw.upstreamCalls()), statements: database.statements() };
}

describe('a payout id payoutByReference returned to an API-key caller', () => {
  it('reads by node(id:) and payout(id:) as the identical object for that caller, with nothing written', async () => {
    const ref = await payoutMadeElsewhere('PAY7X2');
    const found = await runAs(gw, merchant, PayoutsByReferenceDocument, {
      transactionReference: ref,
      entity: 'PAY7X2',
    });
    const location = sandboxLocation('PAY7X2', ref);
    const payout = found.data?.payoutByReference;
    expect(payout).toEqual({
      id: entitledPayoutId(location, 'PAY7X2', ref),
      transactionReference: ref,
      entity: 'PAY7X2',
      method: 'BASIC_DISBURSEMENT',
      amount: null,
      card: null,
      outcome: 'REQUEST_RECEIVED',
      rawOutcome: 'requestReceived',
      receivedAt: expect.any(String),
      updateAvailable: false,
    });

    const { result, calls, statements } = await readById(merchant, payout?.id ?? '');

    expect(result).toEqual({ status: 200, data: { payout, node: { __typename: 'Payout', ...payout } } });
    // One read of the payout for both fields; the gateway's record looked for once, and nothing written.
    expect(calls).toEqual([`GET ${location}`]);
    expect(statements).toEqual([batchRead]);
  });

  it('is refused to a caller not entitled to its entity, as an id of no payout, without calling the provider', async () => {
    const ref = await payoutMadeElsewhere('PAY7X2');
    const found = await runAs(gw, merchant, PayoutsByReferenceDocument, {
      transactionReference: ref,
      entity: 'PAY7X2',
    });
    const id = found.data?.payoutByReference?.id ?? '';

    const { result, calls, statements } = await readById(other, id);

    expect(result).toEqual({
      status: 200,
      data: { payout: null, node: null },
      errors: [payoutNotKnown('id', ['payout']), payoutNotKnown('id', ['node'])],
    });
    expect(calls).toEqual([]);
    expect(statements).toEqual([]);
  });
});

describe('an altered payout id', () => {
  it.each([
    ['its entity changed to another the caller may act for', { entity: 'MYENT1' }],
    ['its reference changed', { transactionReference: 'someone-elses-reference' }],
    ['its MAC changed', { mac: 'AAAAAAAAAAAAAAAAAAAAAA' }],
  ])('is refused as an id of no payout: %s', async (_name, change) => {
    const ref = await payoutMadeElsewhere('PAY7X2');
    const found = await runAs(gw, merchant, PayoutsByReferenceDocument, {
      transactionReference: ref,
      entity: 'PAY7X2',
    });
    const id = found.data?.payoutByReference?.id ?? '';
    const forged = forgedPayoutId({ ...entitledIdParts(id), ...change });

    const { result, calls, statements } = await readById(merchant, forged);

    expect(result).toEqual({
      status: 200,
      data: { payout: null, node: null },
      errors: [payoutNotKnown('id', ['payout']), payoutNotKnown('id', ['node'])],
    });
    expect(calls).toEqual([]);
    expect(statements).toEqual([]);
  });

  it('whose location is no payout resource is not a payout id (BAD_USER_INPUT), as before', async () => {
    const ref = await payoutMadeElsewhere('PAY7X2');
    const found = await runAs(gw, merchant, PayoutsByReferenceDocument, {
      transactionReference: ref,
      entity: 'PAY7X2',
    });
    const parts = entitledIdParts(found.data?.payoutByReference?.id ?? '');
    const forged = forgedPayoutId({ ...parts, location: '/accounts/balance//1234567890123456' });

    const { result, calls } = await readById(merchant, forged);

    expect(result.data).toEqual({ payout: null, node: null });
    expect(result.errors?.map((error) => [error.path, error.extensions])).toEqual([
      [['payout'], expect.objectContaining({ code: 'BAD_USER_INPUT' })],
      [['node'], expect.objectContaining({ code: 'BAD_USER_INPUT' })],
    ]);
    expect(calls).toEqual([]);
  });
});

describe('payout ids the links returned', () => {
  it('StatementItem.payout: the payout of a statement entry reads by id as the identical object', async () => {
    const { account, from, to, entries } = windowWithReversal(gw.sandbox.state.world, entity, 30);
    const page = await runAs(gw, merchant, PayoutIdentityStatementDocument, {
      accountNumber: account.accountNumber,
      from,
      to,
      first: entries.length,
    });
    expect(page.errors).toBeUndefined();
    const payouts = (page.data?.account?.statement?.edges ?? []).flatMap((edge) => edge.node.payout ?? []);
    expect(new Set(payouts.map((payout) => payout.transactionReference))).toEqual(
      new Set(payoutReferences(entries)),
    );

    for (const payout of payouts) {
      const { result, statements } = await readById(merchant, payout.id);
      expect(result).toEqual({ status: 200, data: { payout, node: { __typename: 'Payout', ...payout } } });
      expect(statements).toEqual([batchRead]);
    }
  });
});
