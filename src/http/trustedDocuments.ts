import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type ErrorCode, errorCodes } from '../errors/codes.ts';
import type { Logger } from '../logger.ts';
import { StartupError } from '../settings/startupError.ts';

/**
 * Terminology. A *trusted document* is an operation a frontend shipped at build time: GraphQL Code Generator's
 * client preset writes them to a persisted-documents manifest, `{ "<sha256 hex>": "<document text>" }`. A request
 * names one by *document id*, `sha256:<hex>` (the GraphQL-over-HTTP persisted documents appendix), or, as
 * Apollo's automatic persisted queries do, by `extensions.persistedQuery.sha256Hash`.
 */
export interface TrustedDocuments {
  /** Only manifest documents run; a raw `query` is refused. */
  readonly enforce: boolean;
  /** Document text by the hex SHA-256 of that text. */
  readonly byHash: ReadonlyMap<string, string>;
  /** Not enforcing: told of each raw `query` that enforcing would refuse, before it runs. */
  readonly wouldRefuse?: (request: DocumentRequest) => void;
}

const hexHash = /^[0-9a-f]{64}$/;

/**
 * Reads and checks a manifest. Every key must be the SHA-256 (lower-case hex) of its document's text: a manifest
 * that says otherwise was edited by hand or built from other sources, and running it would run operations no
 * frontend build vouches for, so start-up stops with every bad entry named.
 */
function loadTrustedDocuments(path: string, enforce: boolean): TrustedDocuments {
  const manifest = readManifest(path);
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
    throw manifestError(path, 'must be a JSON object of hash to document');
  }
  const byHash = new Map<string, string>();
  const problems: string[] = [];
  for (const [key, document] of Object.entries(manifest)) {
    const hash = key.startsWith('sha256:') ? key.slice('sha256:'.length) : key;
    if (typeof document !== 'string') problems.push(`${key}: the document must be a string`);
    else if (!hexHash.test(hash)) problems.push(`${key}: not a lower-case hex SHA-256`);
    else if (createHash('sha256').update(document).digest('hex') !== hash) {
      problems.push(`${key}: is not the SHA-256 of its document`);
    } else byHash.set(hash, document);
  }
  if (problems.length > 0) {
    // One line per bad entry: each names a key to fix or remove.
    const list = problems.map((p) => `  - ${p}`).join('\n');
    throw new StartupError('TRUSTED_DOCUMENTS_MANIFEST', `TRUSTED_DOCUMENTS_MANIFEST ${path}:\n${list}`);
  }
  return { enforce, byHash };
}

const manifestError = (path: string, problem: string) =>
  new StartupError('TRUSTED_DOCUMENTS_MANIFEST', `TRUSTED_DOCUMENTS_MANIFEST ${path}: ${problem}`);

/** The manifest's JSON; a file that is not there, cannot be read or is not JSON fails start-up in one line. */
function readManifest(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const code = err instanceof Error && 'code' in err ? String(err.code) : '';
    if (code === 'ENOENT') {
      throw manifestError(
        path,
        'no such file. Set it to the persisted-documents manifest of your client build ' +
          '(docs/frontend.md "Trusted documents"), or leave it unset to run without trusted documents.',
      );
    }
    throw manifestError(path, `cannot be read (${code || 'unknown error'}).`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw manifestError(path, `is not JSON (${err instanceof Error ? err.message : 'unparsable'}).`);
  }
}

/** Trusted documents as an install (TRUSTED_DOCUMENTS_*): the manifest, checked now; absent: ids unknown, queries run. */
export function installTrustedDocuments(
  settings: { readonly manifestPath: string; readonly enforce: boolean } | undefined,
  logger: Logger,
): TrustedDocuments | undefined {
  if (!settings) return undefined;
  const trusted = loadTrustedDocuments(settings.manifestPath, settings.enforce);
  return trusted.enforce ? trusted : { ...trusted, wouldRefuse: wouldRefuseLog(trusted.byHash, logger) };
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

/** What a request asks to run, as far as trusted documents are concerned. */
export interface DocumentRequest {
  readonly query?: unknown;
  readonly operationName?: unknown;
  readonly documentId?: unknown;
  readonly extensions?: unknown;
}

/** The text to run, or the refusal (status, code, message) to answer with. */
export type DocumentResolution =
  | { readonly kind: 'raw' }
  | { readonly kind: 'trusted'; readonly query: string }
  | { readonly kind: 'refused'; readonly status: number; readonly code: ErrorCode; readonly message: string };

function persistedQueryHash(extensions: unknown): unknown {
  if (typeof extensions !== 'object' || extensions === null) return undefined;
  const persisted: unknown = Reflect.get(extensions, 'persistedQuery');
  if (typeof persisted !== 'object' || persisted === null) return undefined;
  return Reflect.get(persisted, 'sha256Hash');
}

const refused = (status: number, code: ErrorCode, message: string): DocumentResolution => ({
  kind: 'refused',
  status,
  code,
  message,
});

/** The hex hash a request names, `undefined` when it names none, or the refusal of a malformed one. */
function requestedHash(request: DocumentRequest): string | undefined | DocumentResolution {
  if (request.documentId !== undefined && request.documentId !== null) {
    const id = request.documentId;
    const hash = typeof id === 'string' && id.startsWith('sha256:') ? id.slice('sha256:'.length) : undefined;
    if (hash === undefined || !hexHash.test(hash)) {
      return refused(
        400,
        errorCodes.BAD_REQUEST,
        'documentId must be "sha256:" followed by 64 lower-case hex digits',
      );
    }
    return hash;
  }
  const pqHash = persistedQueryHash(request.extensions);
  if (pqHash === undefined || pqHash === null) return undefined;
  // The client preset writes bare hex hashes; a hash function that follows the GraphQL-over-HTTP appendix (and urql's
  // persistedExchange fed with it) sends `sha256:<hex>`. Both name the same document.
  const hash =
    typeof pqHash === 'string' && pqHash.startsWith('sha256:') ? pqHash.slice('sha256:'.length) : pqHash;
  if (typeof hash !== 'string' || !hexHash.test(hash)) {
    return refused(
      400,
      errorCodes.BAD_REQUEST,
      'extensions.persistedQuery.sha256Hash must be 64 lower-case hex digits, optionally after "sha256:"',
    );
  }
  return hash;
}

/**
 * Decides what a request runs: the manifest's document for its id (`documentId` or the persisted-query extension),
 * its own `query` when enforcement is off, or a refusal. Without a manifest, a document id is unknown (and a raw
 * query always runs).
 */
export function resolveDocument(
  request: DocumentRequest,
  trusted: TrustedDocuments | undefined,
): DocumentResolution {
  const hash = requestedHash(request);
  if (typeof hash === 'object') return hash;
  if (hash === undefined) {
    if (trusted?.enforce) {
      return refused(
        400,
        errorCodes.PERSISTED_DOCUMENT_REQUIRED,
        'This server runs only trusted documents: send a documentId',
      );
    }
    trusted?.wouldRefuse?.(request);
    return { kind: 'raw' };
  }
  if (request.query !== undefined && request.query !== null) {
    return refused(400, errorCodes.BAD_REQUEST, 'Send either documentId or query, not both');
  }
  const query = trusted?.byHash.get(hash);
  if (query === undefined)
    return refused(400, errorCodes.PERSISTED_DOCUMENT_NOT_FOUND, 'No trusted document has this documentId');
  return { kind: 'trusted', query };
}
