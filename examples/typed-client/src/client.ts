import { Client, cacheExchange, fetchExchange, type OperationResult } from '@urql/core';
import { type ErrorCode, type ErrorExtensions, errorExtensionsOf } from '../../../client/errors.ts';
import { persistedDocumentsExchange } from './persisted.ts';

/**
 * An urql client for the gateway, as a frontend creates it. `headers` carries the caller's credentials. Operations
 * go by their persisted-document hash (persisted.ts), so the gateway may enforce its trusted documents.
 */
export function createGatewayClient(url: string, headers: Record<string, string> = {}): Client {
  return new Client({
    url,
    exchanges: [cacheExchange, persistedDocumentsExchange, fetchExchange],
    fetchOptions: { headers },
    // urql's defaults: queries go as GET (the gateway answers them; operations with card data must be mutations or
    // POSTs, which they are here), mutations as POST; both carry the hash, never the text.
  });
}

/**
 * The data of a result, or an error naming the operation, the gateway's error code, the fields and rules it names
 * (`BAD_USER_INPUT`) and the request id to quote, typed by the API's published error types (client/errors.ts).
 */
export function dataOf<T>(operation: string, result: OperationResult<T>): T {
  const extensions = errorExtensionsOf(result.error?.graphQLErrors[0]);
  if (extensions) throw new Error(`${operation}: ${describeError(extensions)}`);
  if (result.error) throw new Error(`${operation}: ${result.error.message}`);
  if (result.data === undefined || result.data === null) throw new Error(`${operation}: no data`);
  return result.data;
}

/** What a frontend would say of an error: its code, the fields it names, whether to retry, the id to quote. */
function describeError({ code, fieldErrors, requestId }: ErrorExtensions): string {
  const fields = (fieldErrors ?? []).map(({ path, rule }) => `${path} (${rule})`).join(', ');
  return `${code}${fields ? `: ${fields}` : ''}${retryable(code) ? ', try again later' : ''} [request ${requestId}]`;
}

function retryable(code: ErrorCode): boolean {
  return ['RATE_LIMITED', 'UPSTREAM_UNAVAILABLE', 'STORE_UNAVAILABLE', 'SHUTTING_DOWN'].includes(code);
}
