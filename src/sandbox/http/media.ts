import type { IncomingHttpHeaders } from 'node:http';

/** Media types listed in an Accept header, without parameters, lower-cased. */
export function acceptedTypes(headers: IncomingHttpHeaders): string[] {
  const accept = headers.accept;
  if (!accept) return [];
  return accept
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '')
    .filter((type) => type.length > 0);
}

/** The request's Content-Type without parameters, lower-cased; '' when absent. */
export function contentType(headers: IncomingHttpHeaders): string {
  return (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** True when the request's Content-Type is `type` (media types compare case-insensitively, parameters aside). */
export function isContentType(headers: IncomingHttpHeaders, type: string): boolean {
  return contentType(headers) === type.toLowerCase();
}

/** True when the caller accepts `type` (exactly, or through a wildcard). */
export function accepts(headers: IncomingHttpHeaders, type: string): boolean {
  const types = acceptedTypes(headers);
  if (types.length === 0) return true;
  const [major] = type.split('/');
  return types.some((t) => t === type.toLowerCase() || t === '*/*' || t === `${major}/*`);
}
