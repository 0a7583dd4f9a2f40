import type { GatewayClient } from './gateway.ts';
import { Authenticate3dsDocument, type Authenticate3dsInput } from './gql/graphql.ts';

/**
 * Authenticates the card holder. A frictionless card comes back `AUTHENTICATED` with the values to authorize with;
 * a `CHALLENGED` one carries a challenge the page posts into an iframe (see examples/checkout), then `verify3ds`.
 */
export async function authenticate(client: GatewayClient, input: Authenticate3dsInput) {
  return (await client.mutate(Authenticate3dsDocument, { input })).authenticate3ds;
}
