import type { ApolloServer, ApolloServerPlugin } from '@apollo/server';
import { installStream } from '../http/sse.ts';
import { type StreamCaps, StreamSlots } from '../http/streamSlots.ts';
import type { TrustedDocuments } from '../http/trustedDocuments.ts';
import type { Logger } from '../logger.ts';
import type { GatewayMetrics } from '../metrics/index.ts';
import type { CallerBudgets } from '../rateLimit/index.ts';
import { type ApolloSettings, createApollo } from './apollo.ts';
import type { GatewayContext } from './context.ts';
import { formatError } from './formatError.ts';
import { operationLimitRules } from './limits.ts';

/** What the installed features hand the GraphQL server: plugins, budgets, documents; each absent when off. */
export interface GraphqlFeatures {
  readonly logger: Logger;
  readonly metrics: GatewayMetrics | undefined;
  /** The Apollo plugins of the installed features (rate limits, tracing). */
  readonly plugins: readonly (ApolloServerPlugin<GatewayContext> | undefined)[];
  readonly budgets: CallerBudgets | undefined;
  readonly trustedDocuments: TrustedDocuments | undefined;
}

/** Apollo with the features' plugins, started; and the subscription route (SSE) beside it, admitted alike. */
export async function startGraphql(
  settings: ApolloSettings,
  streams: StreamCaps,
  features: GraphqlFeatures,
): Promise<{
  apollo: ApolloServer<GatewayContext>;
  stream: ReturnType<typeof installStream<GatewayContext>>;
}> {
  const { logger, metrics, budgets, trustedDocuments } = features;
  const plugins = features.plugins.filter((plugin) => plugin !== undefined);
  const apollo = createApollo(settings, logger, metrics, plugins);
  // Admitted as /graphql admits an operation: the same limits and budgets, plus caps on open streams.
  const validationRules = operationLimitRules(settings.limits);
  const stream = installStream(apollo, {
    formatError: formatError(logger),
    validationRules,
    maxTokens: settings.documents.maxTokens,
    slots: new StreamSlots(streams),
    budgets,
    trustedDocuments,
  });
  await apollo.start();
  return { apollo, stream };
}
