import { fileURLToPath } from 'node:url';

/**
 * The gateway settings the example runs under, as a production deployment of its frontend would: only the
 * documents of the manifest its codegen wrote run (TRUSTED_DOCUMENTS_ENFORCE), so the client must send hashes.
 */
export const trustedDocumentsEnv = {
  TRUSTED_DOCUMENTS_MANIFEST: fileURLToPath(new URL('./src/gql/persisted-documents.json', import.meta.url)),
  TRUSTED_DOCUMENTS_ENFORCE: 'true',
} as const;
