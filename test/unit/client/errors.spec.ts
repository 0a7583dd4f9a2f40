import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type ErrorExtensions,
  errorExtensionsOf,
  type FieldRuleCode,
  type ErrorCode as PublishedErrorCode,
} from '../../../client/errors.ts';
import type { ErrorCode } from '../../../src/errors/codes.ts';
import type { FieldError } from '../../../src/errors/factories.ts';
import type { RuleCode } from '../../../src/errors/ruleCodes.ts';
import type { ConflictReason } from '../../../src/idempotency/conflict.ts';

// The published types against the catalogue the gateway raises from: `npm run typecheck` fails on drift.
describe('client/errors.ts', () => {
  it('publishes exactly the codes and rules of the catalogue, and the extension values the gateway sets', () => {
    expectTypeOf<PublishedErrorCode>().toEqualTypeOf<ErrorCode>();
    expectTypeOf<FieldRuleCode>().toEqualTypeOf<RuleCode>();
    expectTypeOf<NonNullable<ErrorExtensions['reason']>>().toEqualTypeOf<ConflictReason>();
    expectTypeOf<FieldError>().toMatchTypeOf<NonNullable<ErrorExtensions['fieldErrors']>[number]>();
  });

  it('reads the extensions of an error of this API, and nothing else', () => {
    const extensions = { code: 'NOT_FOUND', requestId: 'r-1' };
    expect(errorExtensionsOf({ extensions })).toBe(extensions);
    expect(errorExtensionsOf({ extensions: { code: 7 } })).toBeUndefined();
    expect(errorExtensionsOf({})).toBeUndefined();
    expect(errorExtensionsOf(undefined)).toBeUndefined();
  });
});
