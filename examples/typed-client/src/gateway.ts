import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST } from 'graphql';
import { type ErrorCode, type ErrorExtensions, errorExtensionsOf } from '../../../client/errors.ts';

/** The variables of an operation, as the client preset types them. */
type Variables = Record<string, unknown>;

/**
 * What the example's flows need of a GraphQL client, met by urql (client.ts) and by Apollo Client (apolloClient.ts)
 * alike, so that the same flows run with both: typed operations in, data out, a refusal thrown as an `Error` naming
 * the gateway's code (see {@link failure}).
 */
export interface GatewayClient {
  /** A query; `fresh` skips the client's cache (a payout's status changes while the app looks at it). */
  query<R, V extends Variables>(
    document: TypedDocumentNode<R, V>,
    variables: V,
    options?: { readonly fresh?: boolean },
  ): Promise<R>;
  mutate<R, V extends Variables>(document: TypedDocumentNode<R, V>, variables: V): Promise<R>;
  /**
   * A paged list as the client pages it: `first` reads the first page, `more` another from other paging variables
   * (urql: a query of its own; Apollo Client: `fetchMore`, which merges the page into the cached list). Each
   * resolves with the page fetched; `stop` ends the watch.
   */
  paged<R, V extends Variables>(document: TypedDocumentNode<R, V>, variables: V): PagedQuery<R, V>;
}

/** One paged list of a {@link GatewayClient}. */
interface PagedQuery<R, V> {
  first(): Promise<R>;
  more(variables: Partial<V>): Promise<R>;
  stop(): void;
}

/** The operation's name, for messages. */
export function operationName(document: TypedDocumentNode<unknown, never>): string {
  return getOperationAST(document)?.name?.value ?? 'operation';
}

/**
 * The error a flow throws for a refusal: the operation, the gateway's error code, the fields and rules it names
 * (`BAD_USER_INPUT`) and the request id to quote, typed by the API's published error types (client/errors.ts).
 * Undefined when the GraphQL error carries no code of ours (the caller reports it as it is).
 */
export function failure(
  operation: string,
  graphQLError: Parameters<typeof errorExtensionsOf>[0],
): Error | undefined {
  const extensions = errorExtensionsOf(graphQLError);
  return extensions ? new Error(`${operation}: ${describeError(extensions)}`) : undefined;
}

/** What a frontend would say of an error: its code, the fields it names, whether to retry, the id to quote. */
function describeError({ code, fieldErrors, requestId }: ErrorExtensions): string {
  const fields = (fieldErrors ?? []).map(({ path, rule }) => `${path} (${rule})`).join(', ');
  return `${code}${fields ? `: ${fields}` : ''}${retryable(code) ? ', try again later' : ''} [request ${requestId}]`;
}

function retryable(code: ErrorCode): boolean {
  return ['RATE_LIMITED', 'UPSTREAM_UNAVAILABLE', 'STORE_UNAVAILABLE', 'SHUTTING_DOWN'].includes(code);
}
