/** The codings GraphiQL's assets are stored in, best first. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * The coding to answer in, by the request's Accept-Encoding (RFC 9110 §12.5.3): brotli, then gzip, among those
 * accepted with a non-zero q (ties go to the smaller brotli; `*` accepts both); identity when neither is.
 */
export function chooseContentCoding(acceptEncoding: string | undefined): ContentCoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding === '') continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(coding.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const star = weights.get('*') ?? 0;
  const brWeight = weights.get('br') ?? star;
  const gzipWeight = weights.get('gzip') ?? weights.get('x-gzip') ?? star;
  if (brWeight > 0 && brWeight >= gzipWeight) return 'br';
  if (gzipWeight > 0) return 'gzip';
  return 'identity';
}

/**
 * Whether an If-None-Match header names `etag` (or is `*`): weak comparison, as RFC 9110 §13.1.2 asks, since a
 * proxy may have weakened the tag.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
