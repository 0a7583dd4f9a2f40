import { GraphQLError, type ValidationRule } from 'graphql';

/**
 * Refuses `__schema` and `__type` (INTROSPECTION=false, the default in production), as Apollo Server's own rule
 * does, with the same codes but words that name our setting: Apollo's message tells the caller to change the
 * server's code, which no caller or operator of this gateway should do.
 */
export const introspectionOff: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value !== '__schema' && node.name.value !== '__type') return;
    context.reportError(
      new GraphQLError(
        'Introspection is off on this server (the default in production): its operator can turn it on with ' +
          'INTROSPECTION=true; clients can generate their types from the published schema.graphql instead.',
        { nodes: [node], extensions: { validationErrorCode: 'INTROSPECTION_DISABLED' } },
      ),
    );
  },
});
