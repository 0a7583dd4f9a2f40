import { GraphQLError } from 'graphql';
import { expect } from 'vitest';
import type { z } from 'zod';
import { validateInput } from '../../../src/validation/index.ts';

/** The `fieldErrors` that validating `input` produces; fails the test when it validates. */
export function fieldErrorsOf(schema: z.ZodType, input: unknown, rootPath = 'input'): unknown {
  try {
    validateInput(schema, input, rootPath);
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    const { extensions } = error as GraphQLError;
    expect(extensions.code).toBe('BAD_USER_INPUT');
    return extensions.fieldErrors;
  }
  throw new Error('expected BAD_USER_INPUT');
}
