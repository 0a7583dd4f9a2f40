import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeServices } from '@theguild/federation-composition';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld } from '../../src/sandbox/data/world.ts';
import { runAs } from '../auth/support.ts';
import { PayoutsCreateDocument } from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { locationOfId, payoutInput, testEntity } from '../support/payouts.ts';
import { type RunningHiveGateway, startHiveGateway } from './hiveGateway.ts';
import { ledgerTypeDefs, type RunningLedger, startLedger } from './ledgerSubgraph.ts';

// Our gateway as a subgraph beside a neighbour's (a ledger pointing at our accounts and payouts), composed with
// the Guild's MIT composition and served by Hive Gateway from npm, as a company's supergraph would take it in.
const merchantKey = 'merchant-0123456789abcdefghij';
const otherKey = 'other-0123456789abcdefghijklm';
const merchant = `Bearer ${merchantKey}`;
const other = `Bearer ${otherKey}`;
// The sandbox's world depends on its seed only (SANDBOX_SEED, 42 by default): its entities are known up front.
const [firstEntity, secondEntity] = createWorld(42, new Date()).entities.map((e) => e.id);

const gw = setUpTestGateway({
  env: {
    FEDERATION_SUBGRAPH: 'true',
    API_KEYS: `merchant:${merchantKey}:${firstEntity}|${testEntity},other:${otherKey}:${secondEntity}`,
  },
});
let ledger: RunningLedger;
let hive: RunningHiveGateway;
let dir: string;
let payoutId: string;
let payoutReference: string;
let supergraphSdl: string;

const world = () => gw.sandbox.state.world;

function firstAccount() {
  const account = world().accountsOf(firstEntity ?? '')[0];
  if (!account) throw new Error('world without accounts');
  return account;
}

beforeAll(async () => {
  const input = payoutInput();
  payoutReference = input.transactionReference;
  const created = await runAs(gw, merchant, PayoutsCreateDocument, { input });
  payoutId = created.data?.createPayout?.payout?.id ?? '';
  ledger = await startLedger([
    {
      id: 'L-1',
      memo: 'refund 42',
      account: { accountNumber: firstAccount().accountNumber },
      payout: { id: payoutId },
    },
  ]);
  const service = await runAs<{ _service: { sdl: string } }, undefined>(gw, merchant, '{ _service { sdl } }');
  const composed = composeServices([
    { name: 'payments', typeDefs: parse(service.data?._service.sdl ?? ''), url: gw.url },
    { name: 'ledger', typeDefs: ledgerTypeDefs, url: ledger.url },
  ]);
  if (composed.errors) throw new Error(composed.errors.map((e) => e.message).join('\n'));
  supergraphSdl = composed.supergraphSdl;
  dir = await mkdtemp(join(tmpdir(), 'supergraph-'));
  const supergraphPath = join(dir, 'supergraph.graphql');
  await writeFile(supergraphPath, supergraphSdl);
  hive = await startHiveGateway(supergraphPath);
}, 120_000);

afterAll(async () => {
  await hive?.close();
  await ledger?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** One operation through Hive Gateway, with the caller's credential. */
async function throughSupergraph(authorization: string, query: string) {
  const res = await fetch(hive.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

const joinQuery = `{
  ledgerEntries {
    id
    memo
    account { accountNumber currency balance { total { amount currency } } }
    payout { entity transactionReference outcome }
  }
}`;

describe('the subgraph in a supergraph', () => {
  it('composes with a neighbour subgraph that references its entities by key', () => {
    // The supergraph knows each key of ours and the neighbour's reference.
    expect(supergraphSdl).toContain('@join__type(graph: PAYMENTS, key: "accountNumber")');
    expect(supergraphSdl).toContain('@join__type(graph: LEDGER, key: "accountNumber", resolvable: false)');
    expect(supergraphSdl).toContain('@join__type(graph: PAYMENTS, key: "id")');
  });

  it("answers a query joining the neighbour's entries with our accounts and payouts, forwarding the caller's credential", async () => {
    const account = firstAccount();
    const balance = world().balance(account.accountNumber);
    await gw.clearUpstream();
    ledger.requests.length = 0;
    const result = await throughSupergraph(merchant, joinQuery);
    expect(result).toEqual({
      status: 200,
      body: {
        data: {
          ledgerEntries: [
            {
              id: 'L-1',
              memo: 'refund 42',
              account: {
                accountNumber: account.accountNumber,
                currency: account.currency,
                balance: { total: { amount: balance?.balance, currency: account.currency } },
              },
              payout: {
                entity: testEntity,
                transactionReference: payoutReference,
                outcome: 'REQUEST_RECEIVED',
              },
            },
          ],
        },
      },
    });
    const location = locationOfId(payoutId);
    expect(describeCalls(await gw.upstreamCalls()).sort()).toEqual(
      [`GET /accounts/balance//${account.accountNumber}`, `GET ${location}`].sort(),
    );
    expect(ledger.requests.map((headers) => headers.authorization)).toEqual([merchant]);
  });

  it("answers another entity's caller with nulls, our FORBIDDEN for the payout, and no payout call", async () => {
    const account = firstAccount();
    await gw.clearUpstream();
    ledger.requests.length = 0;
    const result = await throughSupergraph(other, joinQuery);
    const payoutRefused = (field: string) => ({
      message:
        'No payout this caller may read has the id in "representations.0.id" (whether one exists for another merchant entity is not said). Any payout id this API answered for one of the caller\'s merchant entities reads here, as returned; otherwise read the payout by its reference (payoutByReference), whose id then reads here.',
      path: ['ledgerEntries', 0, 'payout', field],
      // The subgraph's request id: the router's own answer has another (or none).
      extensions: {
        code: 'FORBIDDEN',
        field: 'representations.0.id',
        serviceName: 'payments',
        requestId: expect.any(String),
      },
    });
    expect(result).toEqual({
      status: 200,
      body: {
        data: { ledgerEntries: [{ id: 'L-1', memo: 'refund 42', account: null, payout: null }] },
        errors: expect.any(Array),
      },
    });
    const { errors } = result.body as { errors: { path: unknown[] }[] };
    const byPath = (a: { path: unknown[] }, b: { path: unknown[] }) =>
      a.path.join('.').localeCompare(b.path.join('.'));
    expect([...errors].sort(byPath)).toEqual(
      [
        payoutRefused('entity'),
        payoutRefused('transactionReference'),
        payoutRefused('outcome'),
        // Another entity's account reads as null from our subgraph, with no error, as `account` answers it; the
        // router then reports the null entity under a non-null field of its own, telling nothing of the account.
        {
          message: 'Unexpected error.',
          locations: expect.any(Array),
          path: ['ledgerEntries', 0, 'account', 'currency'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ].sort(byPath),
    );
    // The account is looked up and found to be another entity's (as `account` does); the payout is refused from
    // the ownership record, before the provider.
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /accounts/balance//${account.accountNumber}`,
    ]);
    expect(ledger.requests.map((headers) => headers.authorization)).toEqual([other]);
  });
});
