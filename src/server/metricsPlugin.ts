import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { GatewayMetrics } from '../metrics/gatewayMetrics.ts';

/** Counts and times every GraphQL operation, including those refused before execution (parse, validation). */
export function metricsPlugin<TContext extends BaseContext>(
  metrics: GatewayMetrics,
): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, errors }) {
          const outcome = errors && errors.length > 0 ? 'error' : 'ok';
          metrics.operationFinished(operationName, outcome, (performance.now() - started) / 1000);
        },
      };
    },
  };
}
