import type { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { errorFromResponse, UpstreamError } from '../../../src/datasources/upstream/errors.ts';
import { toGraphQLError } from '../../../src/errors/fromUpstream.ts';
import { badUserInput } from '../../../src/errors/index.ts';
import { idempotencyConflict } from '../../../src/idempotency/conflict.ts';

const json = (err: GraphQLError) => ({ message: err.message, extensions: err.extensions });

describe('toGraphQLError', () => {
  it('turns a provider 4xx into UPSTREAM_REJECTED with status, customCode, message and field errors', () => {
    const upstream = errorFromResponse(400, {
      errors: { entity: ['entity must not be empty'], startDate: ['a', 'b'] },
      httpStatusCode: 400,
      customCode: 'SPAB05',
      message: 'entity must not be empty',
    });
    const err = toGraphQLError(upstream);
    expect(json(err)).toEqual({
      message: 'The payment provider rejected the request (HTTP 400 SPAB05).',
      extensions: {
        code: 'UPSTREAM_REJECTED',
        upstream: {
          status: 400,
          customCode: 'SPAB05',
          message: 'entity must not be empty',
          fieldErrors: [
            { path: 'entity', message: 'entity must not be empty' },
            { path: 'startDate', message: 'a' },
            { path: 'startDate', message: 'b' },
          ],
        },
      },
    });
    expect(err.originalError).toBe(upstream);
  });

  it('reports a 404 that reached it (not a single lookup) as UPSTREAM_REJECTED', () => {
    const err = toGraphQLError(
      errorFromResponse(404, { httpStatusCode: 404, customCode: 'SPAN16', message: 'Unable to find' }),
    );
    expect(err.extensions).toEqual({
      code: 'UPSTREAM_REJECTED',
      upstream: { status: 404, customCode: 'SPAN16', message: 'Unable to find' },
    });
  });

  it.each([
    [401, 'UPSTREAM_CREDENTIALS_REJECTED'],
    [403, 'UPSTREAM_NOT_ENTITLED'],
    [429, 'UPSTREAM_RATE_LIMITED'],
    [500, 'UPSTREAM_UNAVAILABLE'],
  ])('maps HTTP %i to %s with the provider details', (status, code) => {
    const err = toGraphQLError(
      errorFromResponse(status, { httpStatusCode: status, customCode: 'C', message: 'm' }),
    );
    expect(err.extensions).toEqual({ code, upstream: { status, customCode: 'C', message: 'm' } });
  });

  it.each([
    ['7', 7000],
    ['0', 0],
    ['86400', 3_600_000],
    ['soon', undefined],
  ])("reads a 429's Retry-After %s as retryAfterMs %s (capped at an hour)", (retryAfter, retryAfterMs) => {
    const err = toGraphQLError(errorFromResponse(429, undefined, { 'retry-after': retryAfter }));
    expect(err.extensions).toEqual({
      code: 'UPSTREAM_RATE_LIMITED',
      upstream: { status: 429 },
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    });
  });

  it('reads an HTTP-date Retry-After as the time until it', () => {
    const at = new Date(Date.now() + 30_000).toUTCString();
    const err = errorFromResponse(429, undefined, { 'retry-after': at });
    expect(err.retryAfterMs).toBeGreaterThan(28_000);
    expect(err.retryAfterMs).toBeLessThanOrEqual(30_000);
  });

  it.each([
    ['unavailable', 'UPSTREAM_UNAVAILABLE', 'The payment provider is unavailable. Try again later.'],
    [
      'contractViolation',
      'UPSTREAM_CONTRACT_VIOLATION',
      'The payment provider answered something its contract does not allow.',
    ],
    [
      'outcomeUnknown',
      'OUTCOME_UNKNOWN',
      'The outcome of the request is unknown: the payment provider may have carried it out.',
    ],
  ] as const)(
    'maps a %s failure without a response to %s, hiding internal details',
    (kind, code, message) => {
      const err = toGraphQLError(new UpstreamError(kind, 'Upstream internal: details for the log'));
      expect(json(err)).toEqual({ message, extensions: { code } });
    },
  );
});

describe('error factories', () => {
  it('BAD_USER_INPUT lists the field errors', () => {
    expect(
      json(badUserInput([{ path: 'input.entity', rule: 'TOO_SHORT', message: 'must be 6 characters' }])),
    ).toEqual({
      message: 'The input is invalid.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ path: 'input.entity', rule: 'TOO_SHORT', message: 'must be 6 characters' }],
      },
    });
  });

  it('IDEMPOTENCY_CONFLICT names the reused reference', () => {
    expect(json(idempotencyConflict('DIFFERENT_INPUT', 'order-1'))).toEqual({
      message: 'This transactionReference was already used with different input.',
      extensions: {
        code: 'IDEMPOTENCY_CONFLICT',
        reason: 'DIFFERENT_INPUT',
        transactionReference: 'order-1',
      },
    });
  });
});
