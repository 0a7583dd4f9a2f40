import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { readBaselineEnv } from './env.ts';
import { NaiveProviderApi } from './naiveApi.ts';
import { NaiveIdempotencyRecord } from './naiveRecord.ts';
import { type Context, everyTime, type Once, resolvers, typeDefs } from './naiveSchema.ts';

/**
 * Baseline "naive gateway": how most teams start. Apollo Server 5 standalone with its defaults, one
 * @apollo/datasource-rest RESTDataSource per request with its defaults, no DataLoader, and a hand-written schema
 * holding just the fields the benchmark's scenarios select (the same documents run against it). No caller auth,
 * no limits, amounts mapped from JSON.parse's numbers. With `BENCH_DATABASE_URL`, its payouts and sales keep the
 * idempotency record of ./naiveRecord.ts in that database ("naive with its record").
 */
const { upstreamUrl, fixtures, databaseUrl } = readBaselineEnv(process.env);
const record = databaseUrl === undefined ? undefined : await NaiveIdempotencyRecord.open(databaseUrl);
const once: Once = record ? (key, call) => record.once(key, call) : everyTime;
const server = new ApolloServer<Context>({ typeDefs, resolvers });
const { url } = await startStandaloneServer(server, {
  listen: { port: 0, host: '127.0.0.1' },
  context: async () => ({ api: new NaiveProviderApi(upstreamUrl, fixtures), once }),
});
process.stdout.write(`listening ${url}\n`);
