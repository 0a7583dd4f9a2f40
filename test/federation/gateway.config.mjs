// The Hive Gateway configuration of test/federation/subgraph.spec.ts, as a company's supergraph would have it: the
// caller's credential goes on to every subgraph, so each one authorizes the caller itself. Plain JavaScript: the
// gateway's type declarations change global types (fetch bodies, headers) for the whole TypeScript program.
import { defineConfig } from '@graphql-hive/gateway';

export const gatewayConfig = defineConfig({
  propagateHeaders: {
    fromClientToSubgraphs: ({ request }) => ({ authorization: request.headers.get('authorization') }),
  },
});
