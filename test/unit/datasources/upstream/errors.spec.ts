import { describe, expect, it } from 'vitest';
import {
  errorFromResponse,
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
    await expect(nullIfNotFound(Promise.reject(span16))).rejects.toBe(span16);
    const bug = new TypeError('bug');
    await expect(nullIfNotFound(Promise.reject(bug))).rejects.toBe(bug);
  });
});

describe('errorFromResponse with the error body of newer provider versions', () => {
  it('carries errorName as the provider code and each validation error under its JSON path', () => {
    const err = errorFromResponse(400, {
      errorName: 'bodyDoesNotMatchSchema',
      message: 'The json body provided does not match the expected schema',
      validationErrors: [
        {
          errorName: 'fieldHasInvalidValue',
          message: 'Amount must be positive',
          jsonPath: '$.instruction.value.amount',
        },
        { errorName: 'fieldIsMissing', message: 'Is missing', jsonPath: "$['merchant']['entity']" },
        { errorName: 'fieldIsMissing', message: 'Line is missing', jsonPath: '$.lines[1].text' },
        { errorName: 'unknown', message: 'Something about the whole body' },
        { errorName: 'noMessage', jsonPath: '$.transactionReference' },
        'not an object',
      ],
    });
    expect({ ...err, message: err.message }).toEqual({
      name: 'UpstreamError',
      kind: 'rejected',
      status: 400,
      customCode: 'bodyDoesNotMatchSchema',
      providerMessage: 'The json body provided does not match the expected schema',
      providerFieldErrors: {
        'instruction.value.amount': ['Amount must be positive'],
        'merchant.entity': ['Is missing'],
        'lines.1.text': ['Line is missing'],
        '': ['Something about the whole body'],
        transactionReference: ['noMessage'],
      },
      message: 'Upstream rejected: HTTP 400 bodyDoesNotMatchSchema',
    });
  });

  it('prefers the spec body customCode over errorName when both are sent', () => {
    const err = errorFromResponse(400, { customCode: 'SPAB05', errorName: 'other', message: 'x' });
    expect(err.customCode).toBe('SPAB05');
  });
});
