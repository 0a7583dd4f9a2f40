/**
 * Terminology: an *upstream* error is anything the provider's REST API (or the way to it) did wrong, as seen by a
 * data source. This module knows HTTP and the provider's error body, never GraphQL; `src/errors/` maps these to
 * GraphQL errors.
 */

/** What went wrong, in the terms the GraphQL layer decides on. */
export type UpstreamErrorKind =
  /** The provider refused the request (a 4xx other than 401/403/404). */
  | 'rejected'
  /** 401: the gateway's credentials were refused. */
  | 'unauthenticated'
  /** 403: the credentials are not entitled to this request. */
  | 'forbidden'
  /** 429: the provider limits the gateway's rate; `retryAfterMs` from its `Retry-After` when it sent one. */
  | 'rateLimited'
  /** 404: the resource (or, with SPAN16, the consumer) does not exist. Single lookups turn this into null. */
  | 'notFound'
  /** 5xx, connection failures, timeouts on reads: nothing happened, or nothing that matters. */
  | 'unavailable'
  /** The provider answered something the spec does not allow. */
  | 'contractViolation'
  /** A POST may have reached the provider but its answer was lost: the outcome is unknown. */
  | 'outcomeUnknown';

/**
 * The provider's error details. Two body shapes carry them: the spec's (payment item search; the sandbox uses it
 * everywhere) `{httpStatusCode, customCode, message, errors: {field: [message]}}`, and newer versions'
 * `{errorName, message, validationErrors: [{errorName, message, jsonPath}]}`. Field errors are keyed by the
 * provider path of the field (a query parameter, or a body path such as `instruction.value.amount`).
 */
interface ProviderErrorDetails {
  readonly customCode?: string;
  readonly providerMessage?: string;
  readonly providerFieldErrors?: Readonly<Record<string, readonly string[]>>;
}

export interface UpstreamErrorInit extends ProviderErrorDetails {
  readonly status?: number;
  readonly cause?: unknown;
  /** From the provider's `Retry-After` (429, 503): how long it asks the gateway to wait. */
  readonly retryAfterMs?: number;
}

/**
 * A failed upstream call. Messages name the kind, HTTP status and provider code only: request bodies, card data
 * and credentials never go into them.
 */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  readonly kind: UpstreamErrorKind;
  readonly status: number | undefined;
  readonly customCode: string | undefined;
  readonly providerMessage: string | undefined;
  readonly providerFieldErrors: Readonly<Record<string, readonly string[]>> | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(kind: UpstreamErrorKind, message: string, init: UpstreamErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = kind;
    this.status = init.status;
    this.customCode = init.customCode;
    this.providerMessage = init.providerMessage;
    this.providerFieldErrors = init.providerFieldErrors;
    this.retryAfterMs = init.retryAfterMs;
  }
}

/**
 * The circuit of a provider area is open (see `AreaBreakers`): the request was never sent, so the provider cannot
 * have acted on it. It is `unavailable` like any provider outage; `retryAfterMs` says when a trial call may go out.
 */
export class CircuitOpenError extends UpstreamError {
  declare readonly retryAfterMs: number;

  constructor(retryAfterMs: number) {
    super('unavailable', 'Upstream circuit open: the request was not sent', { retryAfterMs });
  }
}

/** Reads the provider's error body leniently: each field is taken only when it has the documented type. */
function providerErrorDetails(body: unknown): ProviderErrorDetails {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const record = body as Record<string, unknown>;
  const details: {
    customCode?: string;
    providerMessage?: string;
    providerFieldErrors?: Record<string, string[]>;
  } = {};
  if (typeof record.customCode === 'string') details.customCode = record.customCode;
  else if (typeof record.errorName === 'string') details.customCode = record.errorName;
  if (typeof record.message === 'string') details.providerMessage = record.message;
  const fieldErrors: Record<string, string[]> = {};
  const errors = record.errors;
  if (typeof errors === 'object' && errors !== null && !Array.isArray(errors)) {
    for (const [field, messages] of Object.entries(errors)) {
      if (Array.isArray(messages)) fieldErrors[field] = messages.filter((m) => typeof m === 'string');
      else if (typeof messages === 'string') fieldErrors[field] = [messages];
    }
  }
  if (Array.isArray(record.validationErrors)) {
    for (const entry of record.validationErrors) addValidationError(fieldErrors, entry);
  }
  if (Object.keys(fieldErrors).length > 0) details.providerFieldErrors = fieldErrors;
  return details;
}

/** One `validationErrors` entry of a newer error body, under its JSON path (without `$.`); others are skipped. */
function addValidationError(fieldErrors: Record<string, string[]>, entry: unknown): void {
  if (typeof entry !== 'object' || entry === null) return;
  const { errorName, message, jsonPath } = entry as Record<string, unknown>;
  const text = typeof message === 'string' ? message : typeof errorName === 'string' ? errorName : undefined;
  if (text === undefined) return;
  const path = typeof jsonPath === 'string' ? providerPath(jsonPath) : '';
  fieldErrors[path] = [...(fieldErrors[path] ?? []), text];
}

/** A JSONPath as the provider writes it (`$.a.b[0]`, `$['a']['b']`) as a dotted path (`a.b.0`). */
function providerPath(jsonPath: string): string {
  return jsonPath
    .replace(/\[['"]([^'"\]]*)['"]\]/g, '.$1')
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\$\.?/, '')
    .replace(/^\./, '');
}

function kindForStatus(status: number): UpstreamErrorKind {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 429) return 'rateLimited';
  if (status === 404) return 'notFound';
  if (status >= 400 && status < 500) return 'rejected';
  if (status >= 500 && status < 600) return 'unavailable';
  // 1xx/3xx (and anything outside HTTP's range) are not answers the spec allows for a JSON API.
  return 'contractViolation';
}

/**
 * The one place an unsuccessful HTTP response becomes an error. The status decides the kind; the provider's error
 * body, when it has the documented shape, adds its code, message and field errors. A body of another shape (an
 * HTML page from a proxy, nothing at all) still maps by status.
 */
export function errorFromResponse(
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string | string[] | undefined>> = {},
): UpstreamError {
  const kind = kindForStatus(status);
  const details = providerErrorDetails(body);
  const code = details.customCode ? ` ${details.customCode}` : '';
  const retryAfterMs = retryAfterOf(headers['retry-after']);
  return new UpstreamError(kind, `Upstream ${kind}: HTTP ${status}${code}`, {
    status,
    ...details,
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  });
}

/** Longest wait a `Retry-After` is taken at: a provider asking for more is asked again sooner. */
const maxRetryAfterMs = 3_600_000;

/**
 * `Retry-After` (RFC 9110 §10.2.3) in milliseconds: delay-seconds or an HTTP date, capped at an hour; undefined
 * when absent or unreadable.
 */
function retryAfterOf(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text.trim() === '') return undefined;
  const trimmed = text.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - Date.now();
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), maxRetryAfterMs);
}

/**
 * True when `err` is the provider saying the thing looked up does not exist (`SPAN19`, untyped 404s). `SPAN16`
 * is a 404 too, but it says the *consumer* is unknown to the provider: a set-up problem that must not pass for
 * "no such object".
 */
function isNotFound(err: unknown): err is UpstreamError {
  return err instanceof UpstreamError && err.kind === 'notFound' && err.customCode !== 'SPAN16';
}

/**
 * Resolves to null when the lookup's target does not exist, for single-object lookups (DESIGN.md: "a single-object
 * lookup whose object does not exist returns null"). Every other error propagates.
 */
export async function nullIfNotFound<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}
