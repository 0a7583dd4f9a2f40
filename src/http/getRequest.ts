import type { IncomingMessage } from 'node:http';
import type { DocumentRequest } from './documentIds.ts';

/** The GraphQL-over-HTTP parameters of a GET request; the rest of a URL's parameters are not ours to read. */
const graphqlParams = ['query', 'documentId', 'operationName', 'variables', 'extensions'] as const;

/**
 * Whether a GET to the GraphQL path is a person's browser opening a page (GraphiQL) rather than a client's operation: it
 * accepts HTML and names no operation. urql, graphql-request and `fetch` send `application/graphql-response+json`,
 * `application/json` or `*` / `*` and get JSON.
 */
export function wantsHtmlPage(req: IncomingMessage, search: URLSearchParams): boolean {
  const acceptsHtml = (req.headers.accept ?? '').includes('text/html');
  return acceptsHtml && !graphqlParams.some((name) => search.has(name));
}

function parsedJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Left to Apollo Server, which answers an unparsable `extensions` with its own 400.
    return undefined;
  }
}

/** The document-naming fields of a GET request's parameters. */
export function documentRequestOfSearch(search: URLSearchParams): DocumentRequest {
  return {
    query: search.get('query') ?? undefined,
    operationName: search.get('operationName') ?? undefined,
    documentId: search.get('documentId') ?? undefined,
    extensions: parsedJson(search.get('extensions')),
  };
}

/** `extensions` without `persistedQuery`, which has been resolved here (Apollo's own APQ support is off). */
function otherExtensions(extensions: unknown): Record<string, unknown> | undefined {
  if (typeof extensions !== 'object' || extensions === null || Array.isArray(extensions)) return undefined;
  const { persistedQuery: _resolved, ...rest } = extensions as Record<string, unknown>;
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/** A POST body that runs `query` in place of the document id it named. */
export function bodyRunning(body: Record<string, unknown>, query: string): Record<string, unknown> {
  const { documentId: _id, extensions, ...rest } = body;
  const kept = otherExtensions(extensions);
  return { ...rest, query, ...(kept ? { extensions: kept } : {}) };
}

/** GET parameters (as `?…`) that run `query` in place of the document id they named. */
export function searchRunning(search: URLSearchParams, query: string): string {
  const next = new URLSearchParams(search);
  next.delete('documentId');
  next.set('query', query);
  if (next.has('extensions')) {
    const kept = otherExtensions(parsedJson(next.get('extensions')));
    if (kept) next.set('extensions', JSON.stringify(kept));
    else next.delete('extensions');
  }
  return `?${next.toString()}`;
}
