import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { badUserInput, type FieldError } from '../errors/index.ts';
import { type ConnectionArgs, type PageLimits, requestWindow } from '../pagination/index.ts';
import { safeMessage } from './messages.ts';
import { toFieldErrors } from './validateInput.ts';

function fieldErrorsOf(err: unknown): FieldError[] {
  if (err instanceof GraphQLError && Array.isArray(err.extensions.fieldErrors)) {
    return err.extensions.fieldErrors as FieldError[];
  }
  throw err;
}

/**
 * The field errors of a connection's paging arguments (`first`, `last`, cursors), so that a resolver can report
 * them together with its filter's errors in one `BAD_USER_INPUT`. With `filterKey` undefined (the filter itself
 * is invalid, so no cursor can belong to it) only the counts are checked.
 */
function pagingErrors(args: ConnectionArgs, filterKey: unknown, limits: PageLimits): FieldError[] {
  const checked = filterKey === undefined ? { first: args.first, last: args.last } : args;
  try {
    requestWindow(checked, filterKey ?? null, limits);
    return [];
  } catch (err) {
    return fieldErrorsOf(err);
  }
}

/**
 * Validates a connection field's input (the filter, range or key its list is selected by) and its paging
 * arguments together, before any upstream call.
 *
 * @param keyOf the list's identity from the valid input, which cursors are bound to.
 * @throws GraphQLError `BAD_USER_INPUT` naming every broken rule of both.
 */
export function validateConnectionInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  rootPath: string,
  paging: { args: ConnectionArgs; limits: PageLimits; keyOf: (value: z.output<S>) => unknown },
): z.output<S> {
  const result = schema.safeParse(input, { error: safeMessage });
  if (result.success) {
    const errors = pagingErrors(paging.args, paging.keyOf(result.data), paging.limits);
    if (errors.length > 0) throw badUserInput(errors);
    return result.data;
  }
  const errors = toFieldErrors(result.error.issues, rootPath);
  throw badUserInput([...errors, ...pagingErrors(paging.args, undefined, paging.limits)]);
}
