import { ApolloClient, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { possibleTypes, typePolicies } from '../../../client/apollo.ts';
import { failure, type GatewayClient, operationName } from './gateway.ts';

/** The hash the client preset stores on each generated document (`persistedDocuments` in ../codegen.ts). */
function hashOf(document: object): string {
  const meta: unknown = Reflect.get(document, '__meta__');
  const hash: unknown = typeof meta === 'object' && meta !== null ? Reflect.get(meta, 'hash') : undefined;
  // A document the preset did not generate has no hash: an enforcing gateway would refuse its text anyway.
  if (typeof hash !== 'string') throw new Error('a document without a persisted hash');
  return hash;
}

/**
 * An Apollo Client 4 for the gateway, as a frontend creates it: the API's cache policies and possible types
 * (client/apollo.ts), operations sent by their persisted-document hash (`PersistedQueryLink` with the preset's
 * `__meta__.hash`, so the gateway may enforce its trusted documents), `headers` carrying the caller's credentials.
 */
function createApolloClient(url: string, headers: Record<string, string>): ApolloClient {
  return new ApolloClient({
    cache: new InMemoryCache({ possibleTypes, typePolicies }),
    link: new PersistedQueryLink({ generateHash: hashOf }).concat(new HttpLink({ uri: url, headers })),
  });
}

/** What a flow throws for an operation that failed: the gateway's code when it sent one. */
function refusal(operation: string, error: unknown): Error {
  const refused = CombinedGraphQLErrors.is(error) ? failure(operation, error.errors[0]) : undefined;
  return refused ?? new Error(`${operation}: ${error instanceof Error ? error.message : String(error)}`);
}

function present<T>(operation: string, data: T | undefined): T {
  if (data === undefined || data === null) throw new Error(`${operation}: no data`);
  return data;
}

/**
 * The example's flows over Apollo Client: a list's further pages come with `fetchMore`, which merges them into
 * the cached list (`relayStylePagination` of client/apollo.ts); each call still answers the page it fetched.
 */
export function apolloGateway(url: string, headers: Record<string, string> = {}): GatewayClient {
  const client = createApolloClient(url, headers);
  return {
    query: async (document, variables, options) => {
      const name = operationName(document);
      const fetchPolicy = options?.fresh ? 'network-only' : 'cache-first';
      const result = await client
        .query({ query: document, variables, fetchPolicy })
        .catch((error: unknown) => {
          throw refusal(name, error);
        });
      return present(name, result.data);
    },
    mutate: async (document, variables) => {
      const name = operationName(document);
      const result = await client.mutate({ mutation: document, variables }).catch((error: unknown) => {
        throw refusal(name, error);
      });
      return present(name, result.data ?? undefined);
    },
    paged: (document, variables) => {
      const name = operationName(document);
      const watched = client.watchQuery({ query: document, variables });
      let subscription: { unsubscribe(): void } | undefined;
      return {
        // The first complete result of the watch (fetchMore merges into the list a watch holds).
        first: () =>
          new Promise((resolve, reject) => {
            subscription = watched.subscribe((result) => {
              if (result.error) reject(refusal(name, result.error));
              else if (result.dataState === 'complete') resolve(result.data);
            });
          }),
        more: async (paging) => {
          const result = await watched.fetchMore({ variables: paging }).catch((error: unknown) => {
            throw refusal(name, error);
          });
          return present(name, result.data);
        },
        stop: () => subscription?.unsubscribe(),
      };
    },
  };
}
