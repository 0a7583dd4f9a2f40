import type { ApolloServerPlugin } from '@apollo/server';
import { upstreamCause } from '../errors/upstreamCause.ts';
import type { GatewayContext } from './context.ts';

/** Kinds that mean the provider or our reading of it is off: worth an operator's look, not only the caller's. */
const loggedKinds = new Set(['contractViolation', 'outcomeUnknown', 'unavailable']);

/**
 * One `info` line per field the provider failed, with the request's id (its logger is the request's): what an
 * operator greps after a caller quotes an id. The outage itself is said once per change at `warn`, by the area's
 * circuit and standing (src/datasources/upstream/), so a down provider is not a warn line per request. Runs only
 * for answers with errors.
 */
export function upstreamFailureLog(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) {
            const upstream = upstreamCause(error);
            if (!upstream || !loggedKinds.has(upstream.kind)) continue;
            // The message names the kind, status and provider code only (never values), so it is safe to log.
            contextValue.logger.info(
              { path: error.path, kind: upstream.kind, status: upstream.status, detail: upstream.message },
              'upstream failure',
            );
          }
        },
      };
    },
  };
}
