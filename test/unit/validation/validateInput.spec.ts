import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cardNumber } from '../../../src/validation/card.ts';
import { validateInput } from '../../../src/validation/index.ts';
import { minorUnits } from '../../../src/validation/minorUnits.ts';
import { fieldErrorsOf } from './support.ts';

const payout = z.object({
  transactionReference: z.string().min(1),
  instruction: z.object({
    value: z.object({ amount: minorUnits({ allowZero: false }), currency: z.enum(['GBP', 'EUR']) }),
    narrative: z.object({ line1: z.string().min(1).max(24) }),
    tags: z.array(z.string().max(3)).max(2),
  }),
  card: cardNumber,
});

describe('validateInput', () => {
  it('returns the parsed value when every rule holds', () => {
    const input = {
      transactionReference: 'T1',
      instruction: { value: { amount: '250', currency: 'GBP' }, narrative: { line1: 'Shop' }, tags: [] },
      card: '4444333322221111',
    };
    expect(validateInput(payout, input, 'input')).toEqual({
      ...input,
      instruction: { ...input.instruction, value: { amount: 250, currency: 'GBP' } },
    });
  });

  it('names every bad field with its dotted path and rule', () => {
    const input = {
      transactionReference: '',
      instruction: {
        value: { amount: '-5', currency: 'XYZ' },
        narrative: { line1: 'x'.repeat(25) },
        tags: ['ab', 'long'],
      },
      card: '4444333322221112',
    };
    expect(fieldErrorsOf(payout, input)).toEqual([
      { path: 'input.transactionReference', rule: 'BLANK', message: 'must not be empty' },
      {
        path: 'input.instruction.value.amount',
        rule: 'OUT_OF_RANGE',
        message: 'must be a positive whole number of minor units, at most 9007199254740991',
      },
      {
        path: 'input.instruction.value.currency',
        rule: 'NOT_ALLOWED',
        message: 'must be one of "GBP", "EUR"',
      },
      {
        path: 'input.instruction.narrative.line1',
        rule: 'TOO_LONG',
        message: 'must be at most 24 characters long',
      },
      { path: 'input.instruction.tags.1', rule: 'TOO_LONG', message: 'must be at most 3 characters long' },
      { path: 'input.card', rule: 'LUHN', message: 'must pass the Luhn check' },
    ]);
  });

  it('says a missing field is required and a wrong type what it must be', () => {
    expect(
      fieldErrorsOf(payout, { instruction: { value: { amount: 2.5 }, narrative: 'x' }, card: 4 }),
    ).toEqual([
      { path: 'input.transactionReference', rule: 'REQUIRED', message: 'is required' },
      {
        path: 'input.instruction.value.amount',
        rule: 'INVALID_TYPE',
        message: 'must be a positive whole number of minor units, at most 9007199254740991',
      },
      { path: 'input.instruction.value.currency', rule: 'REQUIRED', message: 'is required' },
      { path: 'input.instruction.narrative', rule: 'INVALID_TYPE', message: 'must be an object' },
      { path: 'input.instruction.tags', rule: 'REQUIRED', message: 'is required' },
      { path: 'input.card', rule: 'INVALID_TYPE', message: 'must be 12 to 19 digits' },
    ]);
  });

  it('never echoes the input, whatever zod would have said', () => {
    const secret = '4444333322221111';
    const schema = z.strictObject({
      a: z.string().regex(/^x+$/),
      b: z.literal('fixed'),
      c: z.email(),
      d: z.number().multipleOf(5),
      e: z.union([z.number(), z.boolean()]),
      f: z.string().refine(() => false),
      g: z.string().startsWith('zz'),
    });
    const input = { a: secret, b: secret, c: secret, d: 7, e: secret, f: secret, g: secret, [secret]: 1 };
    const errors = fieldErrorsOf(schema, input);
    expect(errors).toEqual([
      { path: 'input.a', rule: 'INVALID_FORMAT', message: 'must be in the expected format' },
      { path: 'input.b', rule: 'NOT_ALLOWED', message: 'must be "fixed"' },
      { path: 'input.c', rule: 'INVALID_FORMAT', message: 'must be an email address' },
      { path: 'input.d', rule: 'OUT_OF_RANGE', message: 'must be a multiple of 5' },
      { path: 'input.e', rule: 'INVALID_TYPE', message: 'does not match any allowed form' },
      { path: 'input.f', rule: 'INVALID', message: 'is invalid' },
      { path: 'input.g', rule: 'INVALID_FORMAT', message: 'must be in the expected format' },
      { path: 'input', rule: 'UNKNOWN_FIELD', message: 'contains unknown fields' },
    ]);
    expect(JSON.stringify(errors)).not.toContain(secret);
  });

  it('keeps the error message free of values too', () => {
    try {
      validateInput(z.object({ card: cardNumber }), { card: '1234' }, 'input');
    } catch (error) {
      expect((error as Error).message).toBe('The input is invalid.');
    }
  });
});
