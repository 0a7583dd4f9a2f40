import type { GraphqlClient, GraphqlRequest, RestCall, RestClient } from './clients.ts';
import type { Fixtures } from './fixtures.ts';
import { parseExact } from './values.ts';

/** One way of doing a scenario's work: the GraphQL request, or a REST baseline. */
export interface Variant {
  /** Shown in the report, e.g. `REST ×2 sequential`. */
  readonly label: string;
  /** One operation: every HTTP call it needs, with cheap success checks; throws on failure. */
  readonly op: () => Promise<void>;
}

/**
 * A benchmark scenario: the same piece of a frontend's work done through the gateway and without it.
 * `validate` runs once before timing and throws when the two disagree, so that a benchmark can never time an error
 * path or an empty answer.
 */
export interface Scenario {
  readonly name: string;
  readonly graphql: Variant;
  readonly baselines: readonly Variant[];
  validate(): Promise<void>;
}

/** What a scenario factory gets: the two clients and the sandbox data to ask about. */
export interface BenchContext {
  readonly gql: GraphqlClient;
  readonly rest: RestClient;
  readonly fixtures: Fixtures;
}

/** A timed GraphQL operation: HTTP 200 and a body without `errors`, parsed as a frontend would. */
export function graphqlOp(client: GraphqlClient, request: GraphqlRequest): () => Promise<void> {
  return async () => {
    const res = await client.post(request);
    const body = JSON.parse(res.text) as { errors?: unknown };
    if (res.status !== 200 || body.errors !== undefined) {
      throw new Error(`GraphQL answered ${res.status}: ${res.text.slice(0, 300)}`);
    }
  };
}

/** A timed REST call: HTTP 200 and a parsed JSON body. */
async function restCall(client: RestClient, call: RestCall): Promise<void> {
  const res = await client.get(call);
  JSON.parse(res.text);
  if (res.status !== 200)
    throw new Error(`GET ${call.path} answered ${res.status}: ${res.text.slice(0, 300)}`);
}

/** The calls one after another, each waiting for the last (a frontend that renders as data arrives). */
export function sequential(client: RestClient, calls: readonly RestCall[]): () => Promise<void> {
  return async () => {
    for (const call of calls) await restCall(client, call);
  };
}

/** The calls all at once. */
export function parallel(client: RestClient, calls: readonly RestCall[]): () => Promise<void> {
  return async () => {
    await Promise.all(calls.map((call) => restCall(client, call)));
  };
}

/** The GraphQL `data` of one request, failing on any error. */
export async function fetchGraphqlData(client: GraphqlClient, request: GraphqlRequest): Promise<unknown> {
  const res = await client.post(request);
  const body = JSON.parse(res.text) as { data?: unknown; errors?: unknown };
  if (res.status !== 200 || body.errors !== undefined || body.data == null) {
    throw new Error(`GraphQL validation request answered ${res.status}: ${res.text.slice(0, 500)}`);
  }
  return body.data;
}

/** The body of one REST call, parsed exactly, failing on a non-200. */
export async function fetchRestBody(client: RestClient, call: RestCall): Promise<unknown> {
  const res = await client.get(call);
  if (res.status !== 200)
    throw new Error(`GET ${call.path} answered ${res.status}: ${res.text.slice(0, 500)}`);
  return parseExact(res.text);
}
