import { createHash } from 'node:crypto';
import type { DocumentRequest } from '../../http/documentIds.ts';
import type { Feature } from '../../http/feature.ts';
import type { Logger } from '../../logger.ts';
import type { SliceOf } from '../../settings/setting.ts';
import { loadTrustedDocuments } from './manifest.ts';
import type { trustedDocumentsSettings } from './settings.ts';

/**
 * Trusted documents (TRUSTED_DOCUMENTS_*): the manifest, read and checked now (a manifest whose hashes do not match
 * its documents stops start-up), as the documents /graphql and /graphql/stream resolve ids against; not enforcing,
 * each raw query enforcing would refuse is logged. Off without a manifest: ids are unknown and raw queries run.
 */
export function trustedDocuments(
  settings: SliceOf<typeof trustedDocumentsSettings>,
  logger: Logger,
): Feature | undefined {
  if (!settings) return undefined;
  const trusted = loadTrustedDocuments(settings.manifestPath, settings.enforce);
  return {
    documents: trusted.enforce
      ? trusted
      : { ...trusted, wouldRefuse: wouldRefuseLog(trusted.byHash, logger) },
  };
}

/** Distinct documents said once each; past this many the set starts again, so memory stays bounded. */
const maxRemembered = 10_000;

/**
 * TRUSTED_DOCUMENTS_ENFORCE=false, the rollout's log-only step: each distinct raw document that enforcing would
 * refuse is said once at `warn`, by its operation name and the SHA-256 of its text (the manifest's key for it),
 * never its variables. `inManifest`: the text is a manifest document, sent as text instead of by id.
 */
function wouldRefuseLog(
  byHash: ReadonlyMap<string, string>,
  logger: Logger,
): (request: DocumentRequest) => void {
  const said = new Set<string>();
  return (request) => {
    if (typeof request.query !== 'string') return;
    const hash = createHash('sha256').update(request.query).digest('hex');
    if (said.has(hash)) return;
    if (said.size >= maxRemembered) said.clear();
    said.add(hash);
    const operationName =
      typeof request.operationName === 'string' ? request.operationName.slice(0, 100) : null;
    logger.warn(
      { operationName, documentId: `sha256:${hash}`, inManifest: byHash.has(hash) },
      'TRUSTED_DOCUMENTS_ENFORCE=false: ran a raw query that enforcing would refuse (PERSISTED_DOCUMENT_REQUIRED)',
    );
  };
}
