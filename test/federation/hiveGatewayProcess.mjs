// Hive Gateway serving the supergraph of test/federation/subgraph.spec.ts, as its own process: its engine,
// `createGatewayRuntime` from @graphql-hive/gateway-runtime (what the `hive-gateway` CLI runs), with the
// configuration a company's supergraph would have: the caller's credential goes on to every subgraph, so each one
// authorizes the caller itself. The CLI package would add about 350 MB of plugins this test never loads
// (OpenTelemetry's SDK and every auto-instrumentation, AWS signing, caches, a GraphiQL build).
//
// Plain JavaScript: the gateway's type declarations change global types (fetch bodies, headers) for the whole
// TypeScript program. Usage: node hiveGatewayProcess.mjs <supergraph file>; prints `Listening on <url>` once it serves.
import { createServer } from 'node:http';
import { createGatewayRuntime } from '@graphql-hive/gateway-runtime';
import httpTransport from '@graphql-mesh/transport-http';

const [supergraph] = process.argv.slice(2);
if (!supergraph) throw new Error('usage: hiveGatewayProcess.mjs <supergraph file>');

const gateway = createGatewayRuntime({
  supergraph,
  // The subgraphs are plain GraphQL over HTTP. Named here: the runtime would otherwise import the transport by name
  // at the first request, and a missing package would only show as a masked 'Unexpected error.'
  transports: { http: httpTransport },
  propagateHeaders: {
    fromClientToSubgraphs: ({ request }) => ({ authorization: request.headers.get('authorization') }),
  },
});
const server = createServer(gateway);
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(
    `Listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : ''}/graphql`,
  );
});
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  gateway.dispose().then(() => process.exit(0));
});
