import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { describe, expect, it } from 'vitest';
import { sandboxRange } from '../../examples/typed-client/sandbox.ts';
import {
  BalancesDocument,
  CreatePayoutDocument,
  PayoutStatusFragmentDoc,
  StatementPageDocument,
} from '../../examples/typed-client/src/gql/graphql.ts';
import { trustedDocumentsEnv } from '../../examples/typed-client/trustedDocuments.ts';
import { hashOf } from '../support/clients.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { payoutInput, testEntity } from '../support/payouts.ts';

const gw = setUpTestGateway({ env: trustedDocumentsEnv });

/** Apollo Client as docs/frontend.md sets it up: operations by their hash, on a normalized cache. */
function persistedClient() {
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: new PersistedQueryLink({ generateHash: hashOf }).concat(new HttpLink({ uri: gw.url })),
  });
}

/** The keys of the cache's normalized records, by typename. */
function recordKeys(client: ApolloClient, typename: string): string[] {
  const records = client.cache.extract() as Record<string, unknown>;
  return Object.keys(records).filter((key) => key.startsWith(`${typename}:`));
}

describe('Apollo Client 4 against a gateway enforcing trusted documents', () => {
  it('normalizes every account of a query sent by hash into one record per id', async () => {
    const client = persistedClient();
    const { data } = await client.query({ query: BalancesDocument, variables: { entity: '7Z1UAK' } });
    const accounts = data?.accounts ?? [];
    expect(accounts.length).toBeGreaterThan(1);
    expect(recordKeys(client, 'Account').sort()).toEqual(accounts.map((a) => `Account:${a.id}`).sort());
    expect(accounts.every((a) => a.__typename === 'Account' && a.balance?.total.__typename === 'Money')).toBe(
      true,
    );
  });

  it('reads the fields of a fragment on Money in a statement page sent by hash', async () => {
    const client = persistedClient();
    const account = gw.sandbox.state.world.accountsOf('7Z1UAK')[0];
    if (!account) throw new Error('sandbox world without accounts');
    const range = sandboxRange(gw.sandbox.state.world.anchor);
    const { data } = await client.query({
      query: StatementPageDocument,
      variables: { accountNumber: account.accountNumber, ...range, first: 3 },
    });
    const rows = data?.account?.statement?.edges ?? [];
    expect(rows).toHaveLength(3);
    for (const { node } of rows) {
      expect(node.amount).toEqual({
        __typename: 'Money',
        amount: expect.stringMatching(/^-?\d+\.\d{2}$/),
        currency: account.currency,
      });
    }
  });

  it("keeps a created payout's fragment fields and finds it in the cache by id", async () => {
    const client = persistedClient();
    const input = payoutInput();
    const { data } = await client.mutate({ mutation: CreatePayoutDocument, variables: { input } });
    const payout = data?.createPayout.payout;
    expect(payout).toEqual({
      __typename: 'Payout',
      id: expect.any(String),
      outcome: 'REQUEST_RECEIVED',
      rawOutcome: 'requestReceived',
      updateAvailable: false,
      transactionReference: input.transactionReference,
      method: 'BASIC_DISBURSEMENT',
    });
    const id = payout?.id ?? '';
    expect(recordKeys(client, 'Payout')).toEqual([`Payout:${id}`]);
    const cached = client.cache.readFragment({ id: `Payout:${id}`, fragment: PayoutStatusFragmentDoc });
    expect(cached).toEqual({
      __typename: 'Payout',
      id,
      outcome: 'REQUEST_RECEIVED',
      rawOutcome: 'requestReceived',
      updateAvailable: false,
    });
    expect(testEntity).toBe(input.entity);
  });
});
