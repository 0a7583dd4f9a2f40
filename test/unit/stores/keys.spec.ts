import { LosslessNumber } from 'lossless-json';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../src/json/canonicalJson.ts';
import { fingerprint } from '../../../src/stores/idempotency/fingerprint.ts';
import { idempotencyKey } from '../../../src/stores/idempotency/index.ts';

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('writes bigints and dates as strings', () => {
    expect(canonicalJson({ amount: 12345678901234567890n, at: new Date('2024-05-01T00:00:00Z') })).toBe(
      '{"amount":"12345678901234567890","at":"2024-05-01T00:00:00.000Z"}',
    );
  });

  // Fingerprints already stored must still match after a change of implementation: this string and hash are the
  // ones the hand-written serialiser produced for the same input.
  const pinned = {
    transactionReference: 'T-1',
    instruction: {
      value: { amountMinorUnits: 123456789012345678901n, currency: 'GBP' },
      narrative: 'a"bé',
      z: undefined,
    },
    amounts: [1n, undefined, new LosslessNumber('12.50'), null, { b: 2, a: 1 }],
    at: new Date('2024-05-01T00:00:00Z'),
  };

  it('writes a fixed input exactly as before (LosslessNumber as its fields, undefined in a list as null)', () => {
    expect(canonicalJson(pinned)).toBe(
      '{"amounts":["1",null,{"isLosslessNumber":true,"value":"12.50"},null,{"a":1,"b":2}],' +
        '"at":"2024-05-01T00:00:00.000Z",' +
        '"instruction":{"narrative":"a\\"bé","value":{"amountMinorUnits":"123456789012345678901","currency":"GBP"}},' +
        '"transactionReference":"T-1"}',
    );
    expect(fingerprint(pinned, 'a-secret-of-at-least-thirty-two-characters')).toBe(
      'bcf7f6c4cb819bc6ca9d893420ec7c70b87353e7991ef4abd266ca7976b4b25f',
    );
  });

  it('writes a cyclic value instead of overflowing the stack, and nothing as null', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(canonicalJson(cyclic)).toBe('{"a":1,"self":"[Circular]"}');
    expect(canonicalJson(undefined)).toBe('null');
  });
});

describe('fingerprint', () => {
  const key = 'a-secret-of-at-least-thirty-two-characters';
  const input = { transactionReference: 'T1', instruction: { value: { amount: 250, currency: 'GBP' } } };

  it('is the same for the same input in any key order', () => {
    const reordered = {
      instruction: { value: { currency: 'GBP', amount: 250 } },
      transactionReference: 'T1',
    };
    expect(fingerprint(reordered, key)).toBe(fingerprint(input, key));
  });

  it('differs when any value differs, and is an HMAC-SHA256 hex that does not contain the input', () => {
    const card = { cardNumber: '4444333322221111' };
    expect(fingerprint({ ...input, amount: 251 }, key)).not.toBe(fingerprint(input, key));
    expect(fingerprint(card, key)).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprint(card, key)).not.toContain('4444333322221111');
  });

  it('depends on the secret key, so a card number cannot be found by hashing candidates without it', () => {
    const card = { cardNumber: '4444333322221111' };
    expect(fingerprint(card, key)).not.toBe(fingerprint(card, 'another-secret-of-thirty-two-chars!!'));
  });
});

describe('idempotencyKey', () => {
  const scope = { operation: 'createPayout', entity: 'ABC123', transactionReference: 'order-1' };

  it('is a sha256 hex of the scope', () => {
    expect(idempotencyKey(scope)).toMatch(/^[0-9a-f]{64}$/);
    expect(idempotencyKey({ ...scope })).toBe(idempotencyKey(scope));
  });

  it('separates the same reference across operations and entities', () => {
    const keys = new Set([
      idempotencyKey(scope),
      idempotencyKey({ ...scope, operation: 'createCardOnFileSale' }),
      idempotencyKey({ ...scope, entity: 'ABC124' }),
      idempotencyKey({ ...scope, transactionReference: 'order-2' }),
    ]);
    expect(keys.size).toBe(4);
  });
});
