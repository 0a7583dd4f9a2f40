import { GraphQLError } from 'graphql';
import { type ErrorCode, errorCodes } from './codes.ts';
import { type RuleCode, ruleCodes } from './ruleCodes.ts';

/** One broken input rule: where (a dotted path such as `input.instruction.value.amount`) and which rule. */
export interface FieldError {
  readonly path: string;
  /** The rule as a code from a closed set, for frontends that say it in their own words. */
  readonly rule: RuleCode;
  /** Names the rule, never the value. */
  readonly message: string;
}

/** A field error the provider reported: its own words, with no rule code of ours. */
interface ProviderFieldError {
  readonly path: string;
  readonly message: string;
}

/** What the provider said, under `extensions.upstream`. */
export interface UpstreamDetails {
  readonly status?: number;
  readonly customCode?: string;
  readonly message?: string;
  /** The provider's field errors (its `errors` map), one entry per message. */
  readonly fieldErrors?: readonly ProviderFieldError[];
}

/** Only these options: no `originalError` details ever reach the response, only our extensions. */
interface Options {
  readonly originalError?: Error;
}

function make(code: ErrorCode, message: string, extensions: Record<string, unknown>, options: Options) {
  return new GraphQLError(message, {
    ...(options.originalError ? { originalError: options.originalError } : {}),
    extensions: { code, ...extensions },
  });
}

function upstreamExtension(upstream: UpstreamDetails | undefined): Record<string, unknown> {
  return upstream === undefined ? {} : { upstream };
}

/** The input broke rules listed in `fieldErrors`; the provider was not called. */
export function badUserInput(
  fieldErrors: readonly FieldError[],
  message = 'The input is invalid.',
): GraphQLError {
  return make(errorCodes.BAD_USER_INPUT, message, { fieldErrors }, {});
}

/** The provider refused the gateway's own credentials (401): the operator's, not the caller's, to fix. */
export function upstreamCredentialsRejected(upstream?: UpstreamDetails, options: Options = {}): GraphQLError {
  return make(
    errorCodes.UPSTREAM_CREDENTIALS_REJECTED,
    "The payment provider refused this gateway's credentials; nothing was sent. Try again later; the operator has been told.",
    upstreamExtension(upstream),
    options,
  );
}

/** The provider says the gateway is not entitled to the request (403): the operator's, not the caller's, to fix. */
export function upstreamNotEntitled(upstream?: UpstreamDetails, options: Options = {}): GraphQLError {
  return make(
    errorCodes.UPSTREAM_NOT_ENTITLED,
    'The payment provider says this gateway is not entitled to this request; nothing was done. The operator has been told.',
    upstreamExtension(upstream),
    options,
  );
}

/** The provider limits the gateway's rate (429): retryable, after its `Retry-After` when it gave one. */
export function upstreamRateLimited(
  upstream: UpstreamDetails | undefined,
  retryAfterMs: number | undefined,
  options: Options = {},
): GraphQLError {
  return make(
    errorCodes.UPSTREAM_RATE_LIMITED,
    'The payment provider takes no more requests from this gateway for now; nothing was done. Try again shortly.',
    { ...upstreamExtension(upstream), ...(retryAfterMs === undefined ? {} : { retryAfterMs }) },
    options,
  );
}

export function upstreamRejected(upstream: UpstreamDetails, options: Options = {}): GraphQLError {
  const code = upstream.customCode ? ` ${upstream.customCode}` : '';
  const status = upstream.status === undefined ? '' : ` (HTTP ${upstream.status}${code})`;
  return make(
    errorCodes.UPSTREAM_REJECTED,
    `The payment provider rejected the request${status}.`,
    { upstream },
    options,
  );
}

export function upstreamUnavailable(upstream?: UpstreamDetails, options: Options = {}): GraphQLError {
  return make(
    errorCodes.UPSTREAM_UNAVAILABLE,
    'The payment provider is unavailable. Try again later.',
    upstreamExtension(upstream),
    options,
  );
}

export function upstreamContractViolation(options: Options = {}): GraphQLError {
  return make(
    errorCodes.UPSTREAM_CONTRACT_VIOLATION,
    'The payment provider answered something its contract does not allow.',
    {},
    options,
  );
}

/**
 * The request may have been carried out; retrying with the same transactionReference settles it once known.
 * `retryAfterMs`: how long until a retry can settle it (until then the provider's silence proves nothing).
 */
export function outcomeUnknown(options: Options = {}, retryAfterMs?: number): GraphQLError {
  return make(
    errorCodes.OUTCOME_UNKNOWN,
    'The outcome of the request is unknown: the payment provider may have carried it out.',
    retryAfterMs === undefined ? {} : { retryAfterMs },
    options,
  );
}

/** A store (the idempotency store unless `store` names another) could not be reached, so the request was not sent. */
export function storeUnavailable(options: Options = {}, store = 'idempotency'): GraphQLError {
  return make(
    errorCodes.STORE_UNAVAILABLE,
    `The request was not sent to the payment provider: the ${store} store is unavailable. Try again later.`,
    {},
    options,
  );
}

/**
 * The caller's rate limit budget cannot pay for this operation: HTTP 429 with `Retry-After` (whole seconds) and
 * `extensions.retryAfterMs`. Nothing ran and the provider was not called.
 */
export function rateLimited(retryAfterMs: number): GraphQLError {
  return make(
    errorCodes.RATE_LIMITED,
    'Rate limit exceeded: this operation costs more than the budget left. Try again later.',
    {
      retryAfterMs,
      http: { status: 429, headers: new Map([['retry-after', String(Math.ceil(retryAfterMs / 1000))]]) },
    },
    {},
  );
}

/** The idempotency store lost records and this request cannot be proven new yet; it was not sent. */
export function storeUntrusted(retryAfterMs: number): GraphQLError {
  return make(
    errorCodes.STORE_UNTRUSTED,
    'The request was not sent to the payment provider: the idempotency store lost records and cannot tell ' +
      'whether this request was carried out before. Retry after retryAfterMs.',
    { retryAfterMs },
    {},
  );
}

/** The operation costs more than a whole window's budget: no wait would let it through (HTTP 429, no Retry-After). */
export function costExceedsLimit(cost: number, limit: number): GraphQLError {
  return make(
    errorCodes.RATE_LIMITED,
    `This operation costs ${cost} points, more than the whole budget of ${limit}: ask for fewer items.`,
    { cost, limit, http: { status: 429 } },
    {},
  );
}

/** A single-use 3DS authentication value was already used by another sale (`path` names the input field). */
export function authenticationValueReused(path: string): GraphQLError {
  return make(
    errorCodes.AUTHENTICATION_VALUE_REUSED,
    'This authenticationValue was already used by another sale; it may be used once. Authenticate the ' +
      'customer again. The sale was not sent.',
    { fieldErrors: [{ path, rule: ruleCodes.ALREADY_USED, message: 'was already used by another sale' }] },
    {},
  );
}

/**
 * The provider refused a 3DS verification because the customer has not finished the challenge yet. Nothing is
 * lost: verify again once the challenge form has returned to the returnUrl.
 */
export function challengeNotCompleted(upstream: UpstreamDetails, options: Options = {}): GraphQLError {
  return make(
    errorCodes.CHALLENGE_NOT_COMPLETED,
    'The customer has not completed the 3-D Secure challenge yet. Call verify3ds again once the challenge has ' +
      'returned to your returnUrl.',
    { upstream },
    options,
  );
}

/**
 * A subscription stream refused at its cap: the caller's (HTTP 429: close one of its streams first) or the
 * process's (HTTP 503 with `Retry-After`: another replica or a later try may have room).
 */
export function tooManyStreams(scope: 'caller' | 'total', limit: number): GraphQLError {
  const caller = scope === 'caller';
  return make(
    errorCodes.TOO_MANY_STREAMS,
    caller
      ? `This caller already has ${limit} subscription streams open, the most allowed: close one before opening another.`
      : `The server holds ${limit} subscription streams, the most it takes: try again later.`,
    {
      scope,
      limit,
      http: caller ? { status: 429 } : { status: 503, headers: new Map([['retry-after', '5']]) },
    },
    {},
  );
}
