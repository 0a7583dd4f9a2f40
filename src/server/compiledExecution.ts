import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { type IExecutableSchemaDefinition, makeExecutableSchema } from '@graphql-tools/schema';
import { printSchema } from 'graphql';
import { compiledExecutor, type EngineObserver } from './compiledExecutor.ts';

type Gateway = ApolloServerOptionsWithGateway<Record<string, unknown>>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;
type SchemaResolvers = NonNullable<IExecutableSchemaDefinition<unknown>['resolvers']>;

/**
 * The schema Apollo would build from `typeDefs` and `resolvers` (its `constructSchema` calls the same
 * `makeExecutableSchema`), run by graphql-jit behind Apollo's `gateway` option.
 *
 * Apollo still parses, validates, caches documents, runs every plugin hook and formats errors; only execution
 * changes hands. graphql-js walks the document and the schema again on every request; graphql-jit turns an
 * operation into one JavaScript function, kept within `maxBytes` (see CompiledPlans). graphql-js runs what is not
 * compiled (first sightings, documents that may carry card data, subscriptions, root fields that could run
 * differently: see CompiledPlans; whatever the compiler refuses) and any request whose variables it rejects, so
 * that `@oneOf` and every coercion error keep graphql-js's own words.
 * With `maxBytes` 0 nothing is compiled. `observer` counts the answers of each engine.
 */
export function compiledExecution(
  schemaParts: { readonly typeDefs: readonly string[]; readonly resolvers: SchemaResolvers },
  maxBytes: number,
  observer?: EngineObserver,
): Gateway {
  const schema = makeExecutableSchema({
    typeDefs: [...schemaParts.typeDefs],
    resolvers: schemaParts.resolvers,
  });
  const executor: Executor = compiledExecutor(schema, maxBytes, observer);
  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      // Apollo reads the supergraph text only to report it to its hosted registry, which this gateway does not use.
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    async stop() {},
  };
}
