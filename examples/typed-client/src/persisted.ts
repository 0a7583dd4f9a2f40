import { type Exchange, makeOperation, mapExchange } from '@urql/core';

/** The hash the client preset stores on each generated document (`persistedDocuments` in ../codegen.ts). */
function hashOf(document: object): string | undefined {
  const meta: unknown = Reflect.get(document, '__meta__');
  const hash: unknown = typeof meta === 'object' && meta !== null ? Reflect.get(meta, 'hash') : undefined;
  return typeof hash === 'string' ? hash : undefined;
}

/**
 * Sends every operation by its hash instead of its text, in the persisted-query extension
 * (`extensions.persistedQuery: { version: 1, sha256Hash }`), as `@urql/exchange-persisted`'s `persistedExchange`
 * does with `generateHash: (_, document) => document.__meta__.hash`. urql's fetchExchange leaves `query` out of a
 * request carrying that extension, so a gateway with TRUSTED_DOCUMENTS_ENFORCE=true runs it from its manifest.
 * Written with @urql/core alone so that the example needs no other package; in an app, `persistedExchange` with
 * `enforcePersistedQueries: true` sends the same request.
 */
export const persistedDocumentsExchange: Exchange = mapExchange({
  onOperation(operation) {
    if (operation.kind === 'teardown') return operation;
    const sha256Hash = hashOf(operation.query);
    // A document the preset did not generate has no hash: sent as text, which an enforcing gateway refuses.
    if (sha256Hash === undefined) return operation;
    return makeOperation(operation.kind, {
      ...operation,
      extensions: { ...operation.extensions, persistedQuery: { version: 1, sha256Hash } },
    });
  },
});
