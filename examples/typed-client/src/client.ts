import { Client, cacheExchange, fetchExchange, type OperationResult } from '@urql/core';

/** An urql client for the gateway, as a frontend creates it. `headers` carries the caller's credentials. */
export function createGatewayClient(url: string, headers: Record<string, string> = {}): Client {
  return new Client({
    url,
    exchanges: [cacheExchange, fetchExchange],
    fetchOptions: { headers },
    // urql's defaults: queries go as GET (the gateway answers them; operations with card data must be mutations or
    // POSTs, which they are here), mutations as POST.
  });
}

/** The data of a result, or an error naming the operation and what the gateway said. */
export function dataOf<T>(operation: string, result: OperationResult<T>): T {
  if (result.error) throw new Error(`${operation}: ${result.error.message}`);
  if (result.data === undefined || result.data === null) throw new Error(`${operation}: no data`);
  return result.data;
}
