import {
  ApolloClient,
  CombinedGraphQLErrors,
  type DocumentNode,
  HttpLink,
  InMemoryCache,
} from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Client, fetchExchange } from '@urql/core';
import { type GraphQLFormattedError, parse } from 'graphql';
import type { TypedDocumentString } from '../generated/graphql.ts';

/** The hash the client preset keeps on each document it generates, as docs/frontend.md has clients send it. */
export function hashOf(document: object): string {
  const meta: unknown = Reflect.get(document, '__meta__');
  const hash: unknown = typeof meta === 'object' && meta !== null ? Reflect.get(meta, 'hash') : undefined;
  if (typeof hash !== 'string') throw new Error('a document the client preset did not generate');
  return hash;
}

/** What a client library hands the app of a refused operation: each error's message and extensions. */
export type ReadErrors = Pick<GraphQLFormattedError, 'message' | 'extensions'>[];

/** The GraphQL errors Apollo Client 4 raises for an operation (`CombinedGraphQLErrors`), or why there are none. */
export async function apolloErrors(
  url: string,
  query: DocumentNode,
  variables: Record<string, unknown> = {},
  options: { readonly hash?: string } = {},
): Promise<ReadErrors | string> {
  const http = new HttpLink({ uri: url });
  const hash = options.hash;
  const link = hash === undefined ? http : new PersistedQueryLink({ generateHash: () => hash }).concat(http);
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  const error = await client.query({ query, variables, fetchPolicy: 'network-only' }).then(
    () => 'no error',
    (err: unknown) => err,
  );
  if (!CombinedGraphQLErrors.is(error)) return `not CombinedGraphQLErrors: ${String(error)}`;
  return error.errors.map(({ message, extensions }) => ({ message, extensions }));
}

/** The GraphQL errors urql's `CombinedError` carries for an operation, or why there are none. */
export async function urqlErrors(
  url: string,
  query: DocumentNode,
  variables: Record<string, unknown> = {},
): Promise<ReadErrors | string> {
  // POST for every operation, as a team sending card data or large variables sets it.
  const client = new Client({ url, exchanges: [fetchExchange], preferGetMethod: false });
  const { error } = await client.query(query, variables).toPromise();
  if (!error) return 'no error';
  if (error.graphQLErrors.length === 0) return `network error: ${error.message}`;
  return error.graphQLErrors.map(({ message, extensions }) => ({ message, extensions }));
}

/** A test document (the preset's string form) as Apollo Client takes it: parsed, with its result and variables. */
export function apolloDocument<R, V>(document: TypedDocumentString<R, V>): TypedDocumentNode<R, V> {
  return parse(document.toString());
}

/** A `fetch` that counts the requests it sends, for asserting what a client cache answered by itself. */
export function countingFetch(): { readonly fetch: typeof fetch; readonly count: () => number } {
  let sent = 0;
  return {
    fetch: (input, init) => {
      sent += 1;
      return fetch(input, init);
    },
    count: () => sent,
  };
}
