import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { errorCodes } from '../../errors/codes.ts';

/**
 * Refuses a subscription sent to /graphql with a 400 naming the endpoint that serves it: Apollo would otherwise run
 * it once like a query, which ends in an internal error (a subscription field resolves from an event).
 */
export function subscriptionsElsewhere<TContext extends BaseContext>(
  streamPath: string,
): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation !== 'subscription') return;
          throw new GraphQLError(`Subscriptions are served over Server-Sent Events at ${streamPath}.`, {
            extensions: { code: errorCodes.BAD_REQUEST, http: { status: 400 } },
          });
        },
      };
    },
  };
}
