import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { trustedDocumentsEnv } from '../../examples/typed-client/trustedDocuments.ts';
import { apolloErrors, urqlErrors } from '../support/clients.ts';
import { setUpTestGateway } from '../support/gateway.ts';

const requestId = expect.stringMatching(/^[0-9a-f-]{36}$/);
const accounts = gql`query Accounts { accounts(entity: "7Z1UAK") { id } }`;
const nodes = gql`query Nodes($ids: [ID!]!) { nodes(ids: $ids) { id } }`;
/** What Apollo Client 4 sends as Accept. */
const apolloAccept = 'application/graphql-response+json,application/json;q=0.9';

const notNull = (index: number) => ({
  message: `Variable "$ids" got invalid value at "ids[${index}]"; Expected non-nullable type "ID!" not to be null.`,
  extensions: {
    code: 'BAD_USER_INPUT',
    fieldErrors: [{ path: `ids.${index}`, rule: 'NOT_NULL', message: 'must not be null' }],
    requestId,
  },
});

describe('refusals before Apollo, as the client libraries read them (trusted documents enforced)', () => {
  const gw = setUpTestGateway({ env: trustedDocumentsEnv });
  const required = [
    {
      message: 'This server runs only trusted documents: send a documentId',
      extensions: { code: 'PERSISTED_DOCUMENT_REQUIRED', requestId },
    },
  ];

  it('a raw query is PERSISTED_DOCUMENT_REQUIRED in CombinedGraphQLErrors and CombinedError', async () => {
    expect(await apolloErrors(gw.url, accounts)).toEqual(required);
    expect(await urqlErrors(gw.url, accounts)).toEqual(required);
  });

  it('a hash the manifest does not hold is PERSISTED_DOCUMENT_NOT_FOUND', async () => {
    expect(await apolloErrors(gw.url, accounts, {}, { hash: 'f'.repeat(64) })).toEqual([
      {
        message: 'No trusted document has this documentId',
        extensions: { code: 'PERSISTED_DOCUMENT_NOT_FOUND', requestId },
      },
    ]);
  });

  it('is application/graphql-response+json when the request asks for it, JSON otherwise', async () => {
    const post = async (accept: string | undefined) => {
      const res = await fetch(gw.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      return [res.status, res.headers.get('content-type')];
    };
    expect(await post(apolloAccept)).toEqual([400, 'application/graphql-response+json; charset=utf-8']);
    expect(await post(undefined)).toEqual([400, 'application/json; charset=utf-8']);
    expect(await post('application/json')).toEqual([400, 'application/json; charset=utf-8']);
    expect(await post('application/json, application/graphql-response+json;q=0.5')).toEqual([
      400,
      'application/json; charset=utf-8',
    ]);
  });
});

describe("request errors in the catalogue's codes, as the client libraries read them", () => {
  const gw = setUpTestGateway();

  it('51 invalid variable values: 50 BAD_USER_INPUT naming their path, then one BAD_USER_INPUT saying the limit', async () => {
    const expected = [
      ...Array.from({ length: 50 }, (_, index) => notNull(index)),
      {
        message:
          'More than 50 variable values are invalid: the first 50 are listed before this error. Fix them and send again.',
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: [], requestId },
      },
    ];
    const variables = { ids: Array.from({ length: 51 }, () => null) };
    expect(await apolloErrors(gw.url, nodes, variables)).toEqual(expected);
    expect(await urqlErrors(gw.url, nodes, variables)).toEqual(expected);
  });

  it('a body over 1 MiB is BAD_REQUEST, read as GraphQL errors', async () => {
    const variables = { ids: [Buffer.alloc(1024 * 1024, 'a').toString()] };
    const tooLarge = [{ message: 'Request body too large', extensions: { code: 'BAD_REQUEST', requestId } }];
    expect(await apolloErrors(gw.url, nodes, variables)).toEqual(tooLarge);
    expect(await urqlErrors(gw.url, nodes, variables)).toEqual(tooLarge);
  });

  it('an operationName the document does not define is BAD_REQUEST, not Apollo Server’s own code', async () => {
    const post = async (body: unknown) => {
      const res = await fetch(gw.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: apolloAccept },
        body: JSON.stringify(body),
      });
      return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
    };
    const answer = (message: string) => ({
      status: 400,
      type: 'application/graphql-response+json; charset=utf-8',
      body: { errors: [{ message, extensions: { code: 'BAD_REQUEST', requestId } }] },
    });
    expect(await post({ query: 'query A { __typename }', operationName: 'B' })).toEqual(
      answer('Unknown operation named "B".'),
    );
    expect(await post({ query: 'query A { __typename } query B { __typename }' })).toEqual(
      answer('Must provide operation name if query contains multiple operations.'),
    );
  });
});
