import { UpstreamError } from './errors.ts';

/** Failures that happen before a request leaves this process: the provider cannot have seen it. */
const notSentCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The connection broke under a request: it may or may not have been read by the provider. */
const brokenConnectionCodes = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'UND_ERR_CLOSED']);

/** Failures after the request was (at least partly) sent. */
const sentCodes = new Set([
  ...brokenConnectionCodes,
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_RES_CONTENT_LENGTH_MISMATCH',
  'UND_ERR_HEADERS_OVERFLOW',
]);

function codeOf(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null || !('code' in err)) return undefined;
  return typeof err.code === 'string' ? err.code : undefined;
}

function isSentFailure(code: string): boolean {
  // HPE_*: undici's HTTP parser rejected what the provider sent back.
  return sentCodes.has(code) || code.startsWith('HPE_');
}

/**
 * Turns a transport failure into an `UpstreamError`. For a POST, any failure after the request may have reached
 * the provider is `outcomeUnknown`: the payout may exist. Everything else is `unavailable`. Errors that are not
 * transport failures (programming errors) are returned unchanged, to be rethrown.
 */
export function networkError(err: unknown, method: 'GET' | 'POST'): unknown {
  if (err instanceof UpstreamError) return err;
  // The overall deadline (AbortSignal.timeout) ran out: the request may be anywhere from the queue to the wire.
  if (err instanceof Error && err.name === 'TimeoutError') {
    return method === 'POST'
      ? new UpstreamError('outcomeUnknown', 'Upstream outcome unknown: deadline passed', { cause: err })
      : new UpstreamError('unavailable', 'Upstream unavailable: deadline passed', { cause: err });
  }
  const code = codeOf(err);
  if (code === undefined) return err;
  if (notSentCodes.has(code)) {
    return new UpstreamError('unavailable', `Upstream unavailable: ${code}`, { cause: err });
  }
  if (!isSentFailure(code)) return err;
  if (method === 'POST') {
    return new UpstreamError(
      'outcomeUnknown',
      `Upstream outcome unknown: ${code} after the request was sent`,
      {
        cause: err,
      },
    );
  }
  return new UpstreamError('unavailable', `Upstream unavailable: ${code}`, { cause: err });
}

/** A GET that failed because the connection broke (not a timeout): worth one immediate retry. */
export function retryableRead(err: unknown): boolean {
  if (!(err instanceof UpstreamError) || err.kind !== 'unavailable') return false;
  const code = codeOf(err.cause);
  return code !== undefined && brokenConnectionCodes.has(code);
}
