import { Client, cacheExchange, fetchExchange, type OperationResult } from '@urql/core';
import { failure, type GatewayClient, operationName } from './gateway.ts';
import { persistedDocumentsExchange } from './persisted.ts';

/**
 * An urql client for the gateway, as a frontend creates it. `headers` carries the caller's credentials. Operations
 * go by their persisted-document hash (persisted.ts), so the gateway may enforce its trusted documents.
 */
function createGatewayClient(url: string, headers: Record<string, string>): Client {
  return new Client({
    url,
    exchanges: [cacheExchange, persistedDocumentsExchange, fetchExchange],
    fetchOptions: { headers },
    // urql's defaults: queries go as GET (the gateway answers them; operations with card data must be mutations or
    // POSTs, which they are here), mutations as POST; both carry the hash, never the text.
  });
}

/** The data of a result, or the error a flow throws (gateway.ts `failure`). */
function dataOf<T>(operation: string, result: OperationResult<T>): T {
  const refused = failure(operation, result.error?.graphQLErrors[0]);
  if (refused) throw refused;
  if (result.error) throw new Error(`${operation}: ${result.error.message}`);
  if (result.data === undefined || result.data === null) throw new Error(`${operation}: no data`);
  return result.data;
}

/** The example's flows over urql: each page of a list is a query of its own (urql's document cache). */
export function urqlGateway(url: string, headers: Record<string, string> = {}): GatewayClient {
  const client = createGatewayClient(url, headers);
  const gateway: GatewayClient = {
    query: async (document, variables, options) => {
      const requestPolicy = options?.fresh ? 'network-only' : 'cache-first';
      return dataOf(
        operationName(document),
        await client.query(document, variables, { requestPolicy }).toPromise(),
      );
    },
    mutate: async (document, variables) =>
      dataOf(operationName(document), await client.mutation(document, variables).toPromise()),
    paged: (document, variables) => ({
      first: () => gateway.query(document, variables),
      more: (paging) => gateway.query(document, { ...variables, ...paging }),
      stop: () => undefined,
    }),
  };
  return gateway;
}
