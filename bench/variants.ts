import type { GraphqlClient, RawProxyClient, RawResponse, RestClient } from './clients.ts';
import type { Scenario } from './scenario.ts';

/** The five ways of doing a scenario's work, in report order. */
export const variantNames = ['ours', 'naive', 'mercurius', 'raw', 'direct'] as const;
export type VariantName = (typeof variantNames)[number];

/** The clients of one pass: one per server under test, and the direct one to the upstream. */
export interface Clients {
  readonly ours: GraphqlClient;
  readonly naive: GraphqlClient;
  readonly mercurius: GraphqlClient;
  readonly raw: RawProxyClient;
  readonly direct: RestClient;
}

const ok = (status: number) => status >= 200 && status < 300;

/** Throws unless the answer is a 2xx JSON body without GraphQL `errors`: timed operations count these. */
function check(what: string, res: RawResponse, graphql: boolean): void {
  let errors: unknown;
  try {
    errors = graphql ? (JSON.parse(res.text) as { errors?: unknown }).errors : JSON.parse(res.text);
  } catch {
    throw new Error(`${what} answered ${res.status} with a body that is not JSON: ${res.text.slice(0, 200)}`);
  }
  if (!ok(res.status) || (graphql && errors !== undefined)) {
    throw new Error(`${what} answered ${res.status}: ${res.text.slice(0, 300)}`);
  }
}

/** One timed GraphQL operation of `scenario` sent by `client`, checked; `what` names the server in failures. */
export function graphqlOperation(
  what: string,
  client: GraphqlClient,
  scenario: Scenario,
): () => Promise<void> {
  return async () => check(what, await client.post(scenario.graphql()), true);
}

/** One timed operation of `variant` for `scenario`: every HTTP call it needs, checked; throws on failure. */
export function operation(variant: VariantName, scenario: Scenario, clients: Clients): () => Promise<void> {
  switch (variant) {
    case 'ours':
    case 'naive':
    case 'mercurius':
      return graphqlOperation(variant, clients[variant], scenario);
    case 'raw':
      return async () => check('raw proxy', await clients.raw.call(scenario.raw()), false);
    case 'direct':
      return async () => {
        const answers = await Promise.all(scenario.direct().map((c) => clients.direct.call(c)));
        for (const res of answers) check('upstream', res, false);
      };
  }
}
