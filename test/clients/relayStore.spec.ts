import {
  createOperationDescriptor,
  Environment,
  fetchQuery,
  type GraphQLResponse,
  Network,
  RecordSource,
  Store,
  type Variables,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import {
  PayoutIdentityByIdDocument,
  PayoutIdentityStatementDocument,
  type PayoutIdentityStatementQuery,
} from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { statementPageWithPayout } from '../support/links.ts';
import { inlineOn, linked, queryArtifact, scalar } from '../support/relayArtifacts.ts';

/**
 * What relay-runtime 21's store keeps of a payout: a statement page normalizes each payout by its id, then a
 * `node(id:)` refetch (what a `@refetchable` fragment sends) writes the same record again. The record must keep
 * the list's `transactionReference` and `entity` (before, the refetch was FORBIDDEN to an API key).
 */
const entity = '7Z1UAK';
const merchantKey = 'merchant-0123456789abcdefghij';

const payoutFields = [
  scalar('id'),
  scalar('transactionReference'),
  scalar('entity'),
  scalar('method'),
  linked('amount', [scalar('amount'), scalar('currency'), scalar('minorUnits')], { concreteType: 'Money' }),
  linked('card', [scalar('instrument'), scalar('bin'), scalar('last4')], { concreteType: 'PayoutCard' }),
  scalar('outcome'),
  scalar('rawOutcome'),
  scalar('receivedAt'),
  scalar('updateAvailable'),
];

const listQuery = queryArtifact(
  'PayoutIdentityStatement',
  ['accountNumber', 'from', 'to', 'first'],
  [
    linked(
      'account',
      [
        linked(
          'statement',
          [
            linked(
              'edges',
              [
                linked(
                  'node',
                  [scalar('statementItemId'), linked('payout', payoutFields, { concreteType: 'Payout' })],
                  { concreteType: 'StatementItem' },
                ),
              ],
              { concreteType: 'StatementItemEdge', plural: true },
            ),
          ],
          { concreteType: 'StatementItemConnection', args: ['from', 'to', 'first'] },
        ),
      ],
      { concreteType: 'Account', args: ['accountNumber'] },
    ),
  ],
  PayoutIdentityStatementDocument.toString(),
);

const refetchQuery = queryArtifact(
  'PayoutIdentityById',
  ['id'],
  [
    linked('payout', payoutFields, { concreteType: 'Payout', args: ['id'] }),
    linked('node', [scalar('__typename'), inlineOn('Payout', payoutFields)], { args: ['id'] }),
  ],
  PayoutIdentityByIdDocument.toString(),
);

describe('relay-runtime 21, an API-key caller: a statement page, then node(id:) for one of its payouts', () => {
  const gw = setUpTestGateway({ env: { API_KEYS: `merchant:${merchantKey}:${entity}` } });

  function relayEnvironment() {
    const network = Network.create(async (params, variables) => {
      const res = await fetch(gw.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${merchantKey}` },
        body: JSON.stringify({ query: params.text, variables }),
      });
      return (await res.json()) as GraphQLResponse;
    });
    return new Environment({ network, store: new Store(new RecordSource()) });
  }

  /** Runs an artifact and retains its data, as a mounted component would (nothing is collected meanwhile). */
  async function run(environment: Environment, artifact: typeof listQuery, variables: Variables) {
    environment.retain(createOperationDescriptor(artifact, variables));
    return fetchQuery(environment, artifact, variables).toPromise();
  }

  it('keeps the payout record whole in the store after the refetch', async () => {
    const environment = relayEnvironment();
    const list = (await run(
      environment,
      listQuery,
      statementPageWithPayout(gw.sandbox.state.world, entity, 5),
    )) as PayoutIdentityStatementQuery;
    const payout = list.account?.statement?.edges.find((edge) => edge.node.payout)?.node.payout;
    if (!payout) throw new Error('the page names no payout');
    const record = () => environment.getStore().getSource().get(payout.id);
    const listed = { ...record() };
    expect(listed).toMatchObject({
      id: payout.id,
      transactionReference: payout.transactionReference,
      entity,
    });

    const refetched = await run(environment, refetchQuery, { id: payout.id });

    expect(refetched).toEqual({ payout, node: { __typename: 'Payout', ...payout } });
    expect(record()).toEqual(listed);
  });
});
