import fc from 'fast-check';
import type { Route } from '../../src/sandbox/http/types.ts';
import { allRoutes } from '../../src/sandbox/routes/index.ts';
import { headersArbitrary } from './robustnessHeaders.ts';
import { exactPath, type Known } from './robustnessTemplates.ts';
import { pathArbitrary, queryArbitrary } from './robustnessWire.ts';

/**
 * Generators of hostile requests for the sandbox robustness properties: every route, with junk in the path, the
 * query (robustnessWire.ts), the headers (robustnessHeaders.ts) and the body (robustnessBodies.ts). Values from the
 * generated world are mixed in so that some requests get past the first checks and reach the deeper validation.
 */

/** One request to send: the target is sent byte for byte, never normalised by a URL parser. */
export interface Probe {
  readonly route: Route;
  readonly method: string;
  /** Path and query exactly as they go on the request line. */
  readonly target: string;
  /** Flat name/value list, so a header may repeat. */
  readonly headers: readonly string[];
  readonly body?: Buffer;
  /** Prints the probe in a failure report (fast-check's hook). */
  readonly [fc.toStringMethod]?: () => string;
}

/** Where the probe goes and with what headers; the body comes from the property. */
export interface ProbeShape {
  readonly known: Known;
  readonly routes: readonly Route[];
  readonly body: (route: Route) => fc.Arbitrary<Buffer | undefined>;
  /** Weight of each kind of wrong header value against 8 for the expected one (0: always the expected ones). */
  readonly headerNoise: number;
  readonly junkPaths: boolean;
  readonly junkQueries: boolean;
  readonly wrongMethods: boolean;
}

/** Routes the properties cover: every provider route, the challenge pages and the control API. */
export const fuzzedRoutes: readonly Route[] = allRoutes;

/** A probe of one of the shape's routes, with the path, query, headers and body the shape asks for. */
export function probeArbitrary(shape: ProbeShape): fc.Arbitrary<Probe> {
  return fc.constantFrom(...shape.routes).chain((route) =>
    fc
      .record({
        method: shape.wrongMethods
          ? fc.oneof(
              { weight: 5, arbitrary: fc.constant(route.method) },
              fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
            )
          : fc.constant(route.method),
        path: shape.junkPaths
          ? pathArbitrary(route, shape.known)
          : fc.constant(exactPath(route, shape.known)),
        query: shape.junkQueries ? queryArbitrary(route, shape.known) : fc.constant(''),
        headers: headersArbitrary(route.area, shape.headerNoise),
        body: shape.body(route),
      })
      .map(({ method, path, query, headers, body }) =>
        described({
          route,
          method,
          target: `${path}${query}`,
          headers,
          ...(body === undefined ? {} : { body }),
        }),
      ),
  );
}

/** How fast-check prints a counterexample: short enough to read, exact enough to replay. */
function described(probe: Probe): Probe {
  const shown = (text: string) => JSON.stringify(text.length > 400 ? `${text.slice(0, 400)}…` : text);
  const body = probe.body ? `${shown(probe.body.toString('latin1'))} (${probe.body.length} bytes)` : 'none';
  const text = `${probe.method} ${shown(probe.target)} headers ${JSON.stringify(probe.headers)} body ${body}`;
  return { ...probe, [fc.toStringMethod]: () => text };
}
