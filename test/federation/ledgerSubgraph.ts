import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, graphql, parse } from 'graphql';

/**
 * A neighbour subgraph, as another team would write it: ledger entries that point at our accounts and payouts by
 * their keys. It only references them (`resolvable: false`); the router fetches their fields from our subgraph.
 */
const ledgerSdl = `
extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])

type Query {
  ledgerEntries: [LedgerEntry!]!
}

type LedgerEntry @key(fields: "id") {
  id: ID!
  memo: String!
  account: Account
  payout: Payout
}

type Account @key(fields: "accountNumber", resolvable: false) {
  accountNumber: String!
}

type Payout @key(fields: "id", resolvable: false) {
  id: ID!
}
`;

/** What graphql-js needs to build the ledger's schema; composition knows these from the `@link`. */
const federationDefinitions = `
directive @link(url: String!, as: String, import: [link__Import], for: link__Purpose) repeatable on SCHEMA
directive @key(fields: FieldSet!, resolvable: Boolean = true) repeatable on OBJECT | INTERFACE
scalar FieldSet
scalar link__Import
enum link__Purpose { SECURITY EXECUTION }
`;

export interface LedgerEntry {
  readonly id: string;
  readonly memo: string;
  readonly account: { readonly accountNumber: string };
  readonly payout: { readonly id: string } | null;
}

export interface RunningLedger {
  readonly url: string;
  /** The headers of every request the ledger received, in order. */
  readonly requests: IncomingHttpHeaders[];
  close(): Promise<void>;
}

/** Serves `entries` over GraphQL (POST JSON) on a free loopback port. */
export async function startLedger(entries: readonly LedgerEntry[]): Promise<RunningLedger> {
  const schema = buildSchema(`${federationDefinitions}${ledgerSdl}`);
  const requests: IncomingHttpHeaders[] = [];
  const server = createServer(async (req, res) => {
    requests.push(req.headers);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const { query, variables } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      query: string;
      variables?: Record<string, unknown>;
    };
    const result = await graphql({
      schema,
      source: query,
      variableValues: variables,
      rootValue: { ledgerEntries: entries },
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(result));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    requests,
    close: () => new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}

/** The ledger's SDL as composition reads it. */
export const ledgerTypeDefs = parse(ledgerSdl);
