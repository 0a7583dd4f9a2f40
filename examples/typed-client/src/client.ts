import { Client, cacheExchange, fetchExchange, type OperationResult } from '@urql/core';
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

/** The data of a result, or an error naming the operation and what the gateway said. */
export function dataOf<T>(operation: string, result: OperationResult<T>): T {
  if (result.error) throw new Error(`${operation}: ${result.error.message}`);
  if (result.data === undefined || result.data === null) throw new Error(`${operation}: no data`);
  return result.data;
}
