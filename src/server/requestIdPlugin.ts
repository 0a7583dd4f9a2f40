import type { ApolloServerPlugin, BaseContext, GraphQLRequestListener } from '@apollo/server';
import { withRequestId } from '../http/requestIds.ts';

type WithRequestId = BaseContext & { readonly requestId: string };

/**
 * Every error Apollo's pipeline answers quotes the request's id (`extensions.requestId`), as its `x-request-id`
 * header does: taken from the context, which the HTTP layer built for this request. `formatError` receives no
 * context, hence a plugin. What Apollo refuses before its pipeline runs gets the id from the HTTP layer.
 */
export function requestIdPlugin<TContext extends WithRequestId>(): ApolloServerPlugin<TContext> {
  // One listener for every request: it keeps nothing of its own.
  const listener: GraphQLRequestListener<TContext> = {
    async willSendResponse({ contextValue, response }) {
      if (response.body.kind !== 'single') return;
      const result = response.body.singleResult;
      if (result.errors) {
        result.errors = result.errors.map((error) => withRequestId(error, contextValue.requestId));
      }
    },
  };
  return {
    async requestDidStart() {
      return listener;
    },
  };
}
