import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { sentErrorCodes } from '../../server/sentErrorCodes.ts';
import type { GatewayMetrics } from './gatewayMetrics.ts';

/**
 * Counts and times every GraphQL operation, including those refused before execution (parse, validation), with
 * the code of its first error as the caller got it.
 */
export function metricsPlugin<TContext extends BaseContext>(
  metrics: GatewayMetrics,
): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, response }) {
          const [firstCode] = sentErrorCodes(response);
          metrics.operationFinished(operationName, firstCode, (performance.now() - started) / 1000);
        },
      };
    },
  };
}
