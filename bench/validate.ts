import { isDeepStrictEqual } from 'node:util';
import type { GraphqlClient, RestClient } from './clients.ts';
import type { Scenario } from './scenario.ts';
import { parseExact } from './values.ts';
import type { Clients } from './variants.ts';

function differs(scenario: Scenario, who: string, actual: unknown, expected: unknown): Error {
  return new Error(
    `${scenario.id}: the ${who} answer differs from the direct REST answer\n` +
      `  ${who}: ${JSON.stringify(actual).slice(0, 400)}\n  REST: ${JSON.stringify(expected).slice(0, 400)}`,
  );
}

async function graphqlData(client: GraphqlClient, scenario: Scenario, who: string): Promise<unknown> {
  const res = await client.post(scenario.graphql());
  const body = JSON.parse(res.text) as { data?: unknown; errors?: unknown };
  if (res.status !== 200 || body.errors !== undefined || body.data == null) {
    throw new Error(`${scenario.id}: ${who} answered ${res.status}: ${res.text.slice(0, 500)}`);
  }
  return body.data;
}

/** Every decimal string as a number: how the naive gateway's amounts compare when their digits do not. */
function numeric(value: unknown): unknown {
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (Array.isArray(value)) return value.map(numeric);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, numeric(v)]));
  }
  return value;
}

/** The direct REST answer of a scenario, as its view: what every variant's answer must equal. */
export async function directView(scenario: Scenario, direct: RestClient): Promise<unknown> {
  const bodies = await Promise.all(
    scenario.direct().map(async (call) => {
      const res = await direct.call(call);
      if (res.status >= 300)
        throw new Error(`${scenario.id}: ${call.method} ${call.path} answered ${res.status}`);
      return parseExact(res.text);
    }),
  );
  return scenario.restView(bodies);
}

/** Runs the scenario once through one of our gateways; throws unless its view equals `expected` exactly. */
export async function validateGraphql(
  scenario: Scenario,
  client: GraphqlClient,
  who: string,
  expected: unknown,
): Promise<void> {
  const view = scenario.graphqlView(await graphqlData(client, scenario, who));
  if (!isDeepStrictEqual(view, expected)) throw differs(scenario, who, view, expected);
}

/** What validation found that is not a failure. */
export interface Validation {
  /** False when the naive gateway's amounts are right as numbers but not digit for digit (JSON.parse floats). */
  readonly naiveExact: boolean;
  /** The same for Mercurius. */
  readonly mercuriusExact: boolean;
}

/** Whether a baseline reading amounts with JSON.parse answered exactly; throws unless it did at least as numbers. */
async function floatBaseline(
  scenario: Scenario,
  client: GraphqlClient,
  who: string,
  expected: unknown,
): Promise<boolean> {
  const view = scenario.graphqlView(await graphqlData(client, scenario, who));
  if (isDeepStrictEqual(view, expected)) return true;
  if (!isDeepStrictEqual(numeric(view), numeric(expected))) throw differs(scenario, who, view, expected);
  return false;
}

/**
 * Runs the scenario once through every variant before anything is timed and compares each answer with the direct
 * REST answer: ours and the raw proxy digit for digit; the naive gateway and Mercurius as numbers (noted when not
 * exact). Throws
 * on any difference, so a benchmark can never time an error path or an empty answer.
 */
export async function validateScenario(scenario: Scenario, clients: Clients): Promise<Validation> {
  const expected = await directView(scenario, clients.direct);
  await validateGraphql(scenario, clients.ours, 'our gateway', expected);
  const rawRes = await clients.raw.call(scenario.raw());
  if (rawRes.status >= 300)
    throw new Error(`${scenario.id}: raw proxy answered ${rawRes.status}: ${rawRes.text}`);
  const raw = scenario.restView(scenario.rawBodies(parseExact(rawRes.text)));
  if (!isDeepStrictEqual(raw, expected)) throw differs(scenario, 'raw proxy', raw, expected);
  const naiveExact = await floatBaseline(scenario, clients.naive, 'naive gateway', expected);
  const mercuriusExact = await floatBaseline(scenario, clients.mercurius, 'Mercurius', expected);
  return { naiveExact, mercuriusExact };
}
