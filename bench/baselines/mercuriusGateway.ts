import Fastify from 'fastify';
import mercurius from 'mercurius';
import { readBaselineEnv } from './env.ts';
import { type Context, everyTime, resolvers, typeDefs } from './naiveSchema.ts';
import { UndiciProviderApi } from './undiciApi.ts';

/**
 * Baseline "Mercurius": what the best Node engineers build by hand for this job. Fastify with Mercurius, its
 * graphql-jit compilation after the first sighting of a query (`jit: 1`), the naive gateway's hand-written schema
 * and resolvers (naiveSchema.ts), and one undici Pool to the provider. None of our gateway's duties: no caller
 * auth, rate limits, metrics or exact decimals (amounts are JSON.parse's floats).
 */
declare module 'mercurius' {
  // Mercurius types resolvers' context as MercuriusContext; the documented way to add one's own is to extend it.
  interface MercuriusContext extends Context {}
}

const { upstreamUrl, fixtures } = readBaselineEnv(process.env);
const api = new UndiciProviderApi(upstreamUrl, fixtures);
const app = Fastify({ logger: false });
await app.register(mercurius, {
  schema: typeDefs,
  // Mercurius names an interface's type resolver `resolveType` (graphql-tools' `__resolveType`).
  resolvers: { ...resolvers, Node: { resolveType: resolvers.Node.__resolveType } },
  jit: 1,
  context: (): Context => ({ api, once: everyTime }),
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${address}/graphql\n`);
