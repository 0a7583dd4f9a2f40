import type { Client } from '@urql/core';
import { dataOf } from './client.ts';
import { Authenticate3dsDocument, type Authenticate3dsInput } from './gql/graphql.ts';

/**
 * Authenticates the card holder. A frictionless card comes back `AUTHENTICATED` with the values to authorize with;
 * a `CHALLENGED` one carries a challenge the page posts into an iframe (see examples/checkout), then `verify3ds`.
 */
export async function authenticate(client: Client, input: Authenticate3dsInput) {
  const result = await client.mutation(Authenticate3dsDocument, { input }).toPromise();
  return dataOf('Authenticate3ds', result).authenticate3ds;
}
