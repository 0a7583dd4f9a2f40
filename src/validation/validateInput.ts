import type { z } from 'zod';
import { badUserInput, type FieldError } from '../errors/index.ts';
import { safeMessage } from './messages.ts';
import { ruleOf } from './rules.ts';

/**
 * Parses `input` with `schema` before anything reaches the provider.
 *
 * @param rootPath the argument the input came from (`input`, `filter`); field paths are dotted from it, e.g.
 *   `input.instruction.value.amount`, with list indexes as segments (`input.items.0.amount`).
 * @returns the parsed, typed value.
 * @throws GraphQLError `BAD_USER_INPUT` with `extensions.fieldErrors` naming every broken rule. Messages come
 *   from our schemas or from {@link safeMessage}, never from zod's defaults, so no input value is echoed.
 */
export function validateInput<S extends z.ZodType>(schema: S, input: unknown, rootPath: string): z.output<S> {
  const result = schema.safeParse(input, { error: safeMessage, reportInput: true });
  if (result.success) return result.data;
  throw badUserInput(toFieldErrors(result.error.issues, rootPath));
}

/**
 * Zod issues as field errors with their rule codes, in zod's order, without repeats. Issues must come from a
 * parse with `reportInput: true` (see {@link ruleOf}); the inputs are not copied.
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[], rootPath: string): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const path = [rootPath, ...issue.path.map((segment) => String(segment))]
      .filter((s) => s !== '')
      .join('.');
    const id = `${path}\u0000${issue.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    errors.push({ path, rule: ruleOf(issue), message: issue.message });
  }
  return errors;
}
