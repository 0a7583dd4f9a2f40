import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
  type OperationDefinitionNode,
  TypeInfo,
  typeFromAST,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { errorCodes } from '../errors/codes.ts';

/** The directive that marks card-data input fields and arguments (schema/common.graphql). */
const directiveName = 'cardData';

interface Marked {
  readonly astNode?: {
    readonly directives?: readonly { readonly name: { readonly value: string } }[];
  } | null;
}

function isMarked(definition: Marked | null | undefined): boolean {
  return definition?.astNode?.directives?.some((d) => d.name.value === directiveName) ?? false;
}

/** Input object types that hold a card-data field, at any depth, per schema. */
const carriersBySchema = new WeakMap<GraphQLSchema, ReadonlySet<string>>();

function cardDataCarriers(schema: GraphQLSchema): ReadonlySet<string> {
  const known = carriersBySchema.get(schema);
  if (known) return known;
  const carriers = new Set<string>();
  const visiting = new Set<string>();
  const carries = (type: GraphQLInputType): boolean => {
    const named = getNamedType(type);
    if (!isInputObjectType(named)) return false;
    if (carriers.has(named.name)) return true;
    // A recursive input type is judged by its other fields on the way back up.
    if (visiting.has(named.name)) return false;
    visiting.add(named.name);
    const found = Object.values(named.getFields()).some((field) => isMarked(field) || carries(field.type));
    if (found) carriers.add(named.name);
    return found;
  };
  for (const type of Object.values(schema.getTypeMap())) if (isInputObjectType(type)) carries(type);
  carriersBySchema.set(schema, carriers);
  return carriers;
}

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
  if (variableCarries) return true;
  let found = false;
  const typeInfo = new TypeInfo(schema);
  // Fragments spread into the operation count too: walking the whole document covers them.
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument() {
        if (isMarked(typeInfo.getArgument())) found = true;
      },
      ObjectField(node) {
        const parent = getNamedType(typeInfo.getParentInputType() ?? undefined);
        if (isInputObjectType(parent) && isMarked(parent.getFields()[node.name.value])) found = true;
      },
    }),
  );
  return found;
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
