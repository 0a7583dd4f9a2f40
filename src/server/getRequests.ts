import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  getNamedType,
  type OperationDefinitionNode,
  typeFromAST,
} from 'graphql';
import { errorCodes } from '../errors/codes.ts';
import { cardDataCarriers, cardDataValues } from './cardDataFields.ts';

/**
 * Whether `operation` reaches a card-data field: an argument or input field marked `@cardData` written in the
 * document, or a variable whose type holds one (its value arrives with the request, wherever it is used).
 */
function usesCardData(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode) {
  const carriers = cardDataCarriers(schema);
  const variableCarries = (operation.variableDefinitions ?? []).some((definition) => {
    const type = typeFromAST(schema, definition.type);
    return type !== undefined && carriers.has(getNamedType(type).name);
  });
  // Fragments spread into the operation count too: the whole document is read.
  return variableCarries || cardDataValues(schema, document).length > 0;
}

/**
 * The rules of operations sent with GET. One that uses a card-data field is refused with 400 `CARD_DATA_OVER_GET`:
 * a GET carries the operation and its variables in the URL, which browsers, proxies and access logs keep, so such
 * operations are sent with POST (this covers queries such as a card BIN lookup by number). A mutation (refused by
 * Apollo Server with 405 and `Allow: POST`) is coded `METHOD_NOT_ALLOWED`, as the HTTP layer's own 405 is.
 */
export function getRequestsPlugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart({ request, schema }) {
      if (request.http?.method !== 'GET') return;
      return {
        async didResolveOperation({ document, operation }) {
          if (!operation || !usesCardData(schema, document, operation)) return;
          throw new GraphQLError(
            'This operation uses card data (a field marked @cardData), which must never travel in a URL: send it with POST',
            { extensions: { code: errorCodes.CARD_DATA_OVER_GET, http: { status: 400 } } },
          );
        },
        async willSendResponse({ response }) {
          // Apollo refuses a mutation over GET with 405 and Allow: POST, coded as a generic BAD_REQUEST: said
          // with the code our own 405 uses.
          if (response.http.status !== 405 || response.body.kind !== 'single') return;
          for (const error of response.body.singleResult.errors ?? []) {
            if (error.extensions?.code === errorCodes.BAD_REQUEST) {
              Object.assign(error, {
                extensions: { ...error.extensions, code: errorCodes.METHOD_NOT_ALLOWED },
              });
            }
          }
        },
      };
    },
  };
}
