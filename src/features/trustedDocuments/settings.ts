import { z } from 'zod';
import { booleanFlag, describe, featureSettings, type SettingsGroup } from '../../settings/setting.ts';

/** Trusted documents: only a client's own operations run. */
const trustedDocumentsGroup = {
  title: 'Trusted documents',
  summary:
    'The client preset’s persisted-documents manifest: requests name its documents by id, and with enforcement nothing else runs.',
  env: {
    TRUSTED_DOCUMENTS_MANIFEST: describe(z.string().min(1).optional(), {
      description:
        'Path of the client preset’s persisted-documents manifest (`{ "<sha256 hex>": "<document>" }`). Every key must be the SHA-256 of its document, or the gateway refuses to start. Requests may then name a document by `documentId: "sha256:<hex>"`.',
    }),
    TRUSTED_DOCUMENTS_ENFORCE: describe(booleanFlag.optional(), {
      description:
        'With a manifest, runs only its documents (default `true`): a raw `query` is refused with `PERSISTED_DOCUMENT_REQUIRED` (GraphiQL’s included). `false` is the rollout’s log-only step: a raw query runs, and each distinct one is logged once at `warn` (operation name and `documentId`, never variables). Needs `TRUSTED_DOCUMENTS_MANIFEST`.',
    }),
  },
} satisfies SettingsGroup;

/** The settings from the parsed environment; enforcement without a manifest is a problem. */
export const trustedDocumentsSettings = featureSettings(trustedDocumentsGroup, (e, _core, problems) => {
  if (e.TRUSTED_DOCUMENTS_ENFORCE && !e.TRUSTED_DOCUMENTS_MANIFEST) {
    problems.push(
      'TRUSTED_DOCUMENTS_ENFORCE=true needs TRUSTED_DOCUMENTS_MANIFEST (the documents allowed to run)',
    );
  }
  return e.TRUSTED_DOCUMENTS_MANIFEST
    ? { manifestPath: e.TRUSTED_DOCUMENTS_MANIFEST, enforce: e.TRUSTED_DOCUMENTS_ENFORCE ?? true }
    : undefined;
});
