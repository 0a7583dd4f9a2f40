import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'graphql-sse';
import { type DocumentResolution, type DocumentSource, resolveDocument } from '../../http/documentIds.ts';
import { bodyRunning, documentRequestOfSearch, searchRunning } from '../../http/getRequest.ts';
import type { BodyRefusal } from '../../http/readBody.ts';

/** A stream request as graphql-sse's server-agnostic handler takes it; `res` is where its answer goes. */
export type StreamRequest = Request<IncomingMessage, { res: ServerResponse }>;

type Refused = Extract<DocumentResolution, { kind: 'refused' }>;

/**
 * A GET that names a document or an operation. One that names none is graphql-sse's single-connection stream (a
 * token only), whose operations arrive by POST and are resolved there.
 */
const namesDocument = (search: URLSearchParams) =>
  search.has('query') || search.has('documentId') || search.has('extensions');

/**
 * The request graphql-sse runs, after the trusted documents have had their say exactly as at /graphql: a document
 * id (`documentId` or the persisted-query extension) replaced by the manifest's text, a raw query refused when
 * only trusted documents run. The body is read here, as /graphql reads it (`readBody`), so that graphql-sse sees the resolved
 * operation and never reads the socket itself. PUT and DELETE (single-connection reservations) carry no document.
 */
export async function streamRequest(
  req: IncomingMessage,
  res: ServerResponse,
  trusted: DocumentSource | undefined,
  readBody: (req: IncomingMessage) => Promise<string | BodyRefusal>,
): Promise<StreamRequest | Refused | BodyRefusal> {
  const headers = {
    get(key: string) {
      const header = req.headers[key];
      return Array.isArray(header) ? header.join('\n') : header;
    },
  };
  const base = { method: req.method ?? 'GET', headers, raw: req, context: { res } };
  if (req.method === 'POST') {
    const text = await readBody(req);
    if (typeof text !== 'string') return text;
    const body = jsonObject(text);
    // Not a JSON object: graphql-sse answers it with its own 400, as it did before documents were resolved here.
    if (!body) return { ...base, url: req.url ?? '/', body: text };
    const resolution = resolveDocument(body, trusted);
    if (resolution.kind === 'refused') return resolution;
    return {
      ...base,
      url: req.url ?? '/',
      body: resolution.kind === 'trusted' ? bodyRunning(body, resolution.query) : body,
    };
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'GET' && namesDocument(url.searchParams)) {
    const resolution = resolveDocument(documentRequestOfSearch(url.searchParams), trusted);
    if (resolution.kind === 'refused') return resolution;
    if (resolution.kind === 'trusted') {
      return {
        ...base,
        url: `${url.pathname}${searchRunning(url.searchParams, resolution.query)}`,
        body: null,
      };
    }
  }
  return { ...base, url: req.url ?? '/', body: null };
}

function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
