import type { ErrorCode, FieldRuleCode } from './generated/schemaEnums.ts';

/**
 * What a frontend reads off a GraphQL error of this API, typed without a second codegen set-up: the codes
 * (`ErrorCode`, `FieldRuleCode`, generated from the schema into ./generated/schemaEnums.ts, CI checks the file for
 * drift) and the shape of `extensions`, which no schema types. Import it or copy it; it imports nothing else.
 * docs/errors.md says when each code and field appears.
 *
 * ```ts
 * import { errorExtensionsOf } from '<this repository>/client/errors.ts';
 * const extensions = errorExtensionsOf(result.error?.graphQLErrors[0]);
 * if (extensions?.code === 'BAD_USER_INPUT') for (const f of extensions.fieldErrors ?? []) show(f.path, f.rule);
 * ```
 */
export type { ErrorCode, FieldRuleCode };

/** One broken rule of a `BAD_USER_INPUT` error: the input path, its rule code and the rule in English. */
export interface FieldError {
  readonly path: string;
  readonly rule: FieldRuleCode;
  readonly message: string;
}

/** What the provider said, on `UPSTREAM_REJECTED` (and some `UNAUTHENTICATED`, `FORBIDDEN`, `UPSTREAM_*`). */
export interface UpstreamDetails {
  readonly status?: number;
  readonly customCode?: string;
  readonly message?: string;
  readonly fieldErrors?: readonly { readonly path: string; readonly message: string }[];
}

/** `extensions` of every error this API answers: `code` and `requestId` always, the rest where the code says. */
export interface ErrorExtensions {
  readonly code: ErrorCode;
  /** The answer's `x-request-id`: quote it in a support request. */
  readonly requestId: string;
  /** `BAD_USER_INPUT`: every bad field. */
  readonly fieldErrors?: readonly FieldError[];
  /** `FORBIDDEN`: the argument naming the entity or id refused. */
  readonly field?: string;
  /** The provider's answer, when it refused or failed. */
  readonly upstream?: UpstreamDetails;
  /** `RATE_LIMITED`, `STORE_UNTRUSTED`: when to try again. */
  readonly retryAfterMs?: number;
  /** `RATE_LIMITED` for one costly operation: its cost and the budget. */
  readonly cost?: number;
  /** The cap reached (`TOO_MANY_STREAMS`, a cost limit). */
  readonly limit?: number;
  /** `TOO_MANY_STREAMS`: this caller's cap or the server's. */
  readonly scope?: 'caller' | 'total';
  /** `IDEMPOTENCY_CONFLICT`: other input under the reference, or the same request still running. */
  readonly reason?: 'DIFFERENT_INPUT' | 'IN_PROGRESS';
  /** `IDEMPOTENCY_CONFLICT`: the reference in question. */
  readonly transactionReference?: string;
}

/** The typed `extensions` of an error of this API (anything with a string `code`), or undefined. */
export function errorExtensionsOf(
  error: { readonly extensions?: Readonly<Record<string, unknown>> } | null | undefined,
): ErrorExtensions | undefined {
  const extensions = error?.extensions;
  return typeof extensions?.code === 'string' ? (extensions as unknown as ErrorExtensions) : undefined;
}
