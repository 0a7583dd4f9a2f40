import { type ErrorCode, errorCodes } from '../errors/codes.ts';

/**
 * Terminology. A *trusted document* is an operation a frontend shipped at build time: GraphQL Code Generator's
 * client preset writes them to a persisted-documents manifest, `{ "<sha256 hex>": "<document text>" }`. A request
 * names one by *document id*, `sha256:<hex>` (the GraphQL-over-HTTP persisted documents appendix), or, as
 * Apollo's automatic persisted queries do, by `extensions.persistedQuery.sha256Hash`. Naming documents by id is the
 * protocol, resolved here for /graphql and /graphql/stream alike; the manifest is a feature's
 * (src/features/trustedDocuments/), handed over as a {@link DocumentSource}.
 */
export interface DocumentSource {
  /** Only its documents run; a raw `query` is refused. */
  readonly enforce: boolean;
  /** Document text by the hex SHA-256 of that text. */
  readonly byHash: ReadonlyMap<string, string>;
  /** Not enforcing: told of each raw `query` that enforcing would refuse, before it runs. */
  readonly wouldRefuse?: (request: DocumentRequest) => void;
}

/** A document id's hash: lower-case hex SHA-256. */
export const hexHash = /^[0-9a-f]{64}$/;

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
  trusted: DocumentSource | undefined,
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
  // An empty `query` beside an id says "no text": graphql-sse's client types `query` as a required string, so a
  // subscription sent by id through it carries `query: ""`.
  if (request.query !== undefined && request.query !== null && request.query !== '') {
    return refused(400, errorCodes.BAD_REQUEST, 'Send either documentId or query, not both');
  }
  const query = trusted?.byHash.get(hash);
  if (query === undefined)
    return refused(400, errorCodes.PERSISTED_DOCUMENT_NOT_FOUND, 'No trusted document has this documentId');
  return { kind: 'trusted', query };
}
