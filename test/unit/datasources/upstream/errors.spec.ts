import { describe, expect, it } from 'vitest';
import {
  errorFromResponse,
  isNotFound,
  nullIfNotFound,
  UpstreamError,
} from '../../../../src/datasources/upstream/errors.ts';

const body = (httpStatusCode: number, customCode: string, message: string) => ({
  httpStatusCode,
  customCode,
  message,
});

describe('errorFromResponse', () => {
  it.each([
    [400, 'SPAB01', 'rejected'],
    [400, 'SPAV01', 'rejected'],
    [401, 'SPAE11X', 'unauthenticated'],
    [401, 'SPAU02', 'unauthenticated'],
    [403, 'SPAF18', 'forbidden'],
    [404, 'SPAN16', 'notFound'],
    [404, 'SPAN19', 'notFound'],
    [409, 'SBX01', 'rejected'],
    [415, 'SBX02', 'rejected'],
    [500, 'SPAE11C', 'unavailable'],
    [503, 'SPAU04', 'unavailable'],
  ])('maps HTTP %i %s to %s, keeping the provider code and message', (status, customCode, kind) => {
    const err = errorFromResponse(status, body(status, customCode, 'Provider says no'));
    expect(err).toBeInstanceOf(UpstreamError);
    expect({ ...err, message: err.message }).toEqual({
      name: 'UpstreamError',
      kind,
      status,
      customCode,
      providerMessage: 'Provider says no',
      providerFieldErrors: undefined,
      message: `Upstream ${kind}: HTTP ${status} ${customCode}`,
    });
  });

  it('carries the field errors of a schema validation error', () => {
    const err = errorFromResponse(400, {
      errors: { entity: ['entity must be 6 characters long and not contain I or O'], pageSize: 'odd' },
      httpStatusCode: 400,
      customCode: 'SPAB05',
      message: 'entity must be 6 characters long and not contain I or O',
    });
    expect(err.providerFieldErrors).toEqual({
      entity: ['entity must be 6 characters long and not contain I or O'],
      pageSize: ['odd'],
    });
  });

  it('maps by status when the body is not the provider error shape', () => {
    for (const [status, kind] of [
      [400, 'rejected'],
      [404, 'notFound'],
      [502, 'unavailable'],
      [302, 'contractViolation'],
    ] as const) {
      const err = errorFromResponse(status, '<html>Bad gateway</html>');
      expect([err.kind, err.status, err.customCode, err.providerMessage]).toEqual([
        kind,
        status,
        undefined,
        undefined,
      ]);
    }
    expect(errorFromResponse(500, undefined).message).toBe('Upstream unavailable: HTTP 500');
  });
});

describe('nullIfNotFound', () => {
  it('turns a missing object into null', async () => {
    await expect(
      nullIfNotFound(Promise.reject(errorFromResponse(404, body(404, 'SPAN19', 'x')))),
    ).resolves.toBe(null);
  });

  it('lets an unknown consumer (SPAN16) and other errors through', async () => {
    const span16 = errorFromResponse(404, body(404, 'SPAN16', 'Unable to find external consumer data'));
    expect(isNotFound(span16)).toBe(false);
    await expect(nullIfNotFound(Promise.reject(span16))).rejects.toBe(span16);
    const bug = new TypeError('bug');
    await expect(nullIfNotFound(Promise.reject(bug))).rejects.toBe(bug);
  });
});
