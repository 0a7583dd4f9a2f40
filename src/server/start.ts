import type { ApolloServer } from '@apollo/server';
import type { Feature } from '../http/feature.ts';
import type { Logger } from '../logger.ts';
import { type ApolloSettings, createApollo, type ServerObserver } from './apollo.ts';
import type { GatewayContext } from './context.ts';

/** Apollo with the features' plugins (after its own, in the list's order), started. */
export async function startGraphql(
  settings: ApolloSettings,
  logger: Logger,
  features: readonly Feature<GatewayContext>[],
  observer: ServerObserver | undefined,
): Promise<ApolloServer<GatewayContext>> {
  const apollo = createApollo(
    settings,
    logger,
    observer,
    features.flatMap((feature) => feature.plugins ?? []),
  );
  await apollo.start();
  return apollo;
}
