import type { Feature } from '../../http/feature.ts';
import type { Logger } from '../../logger.ts';
import type { SliceOf } from '../../settings/setting.ts';
import { readTrustedDocuments } from './manifest.ts';
import type { trustedDocumentsSettings } from './settings.ts';

/**
 * Trusted documents (TRUSTED_DOCUMENTS_*): the manifest, read and checked now (a manifest whose hashes do not match
 * its documents stops start-up), as the documents /graphql and /graphql/stream resolve ids against. Off without a
 * manifest: document ids are unknown and raw queries run.
 */
export function trustedDocuments(
  settings: SliceOf<typeof trustedDocumentsSettings>,
  logger: Logger,
): Feature | undefined {
  return settings && { documents: readTrustedDocuments(settings, logger) };
}
