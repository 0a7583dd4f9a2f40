import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { badUserInput, type FieldError } from '../errors/index.ts';
import {
  type ConnectionArgs,
  type PageLimits,
  requestWindow,
  type WindowRequest,
} from '../pagination/index.ts';
import { safeMessage } from './messages.ts';
import { toFieldErrors } from './validateInput.ts';

function fieldErrorsOf(err: unknown): FieldError[] {
  if (err instanceof GraphQLError && Array.isArray(err.extensions.fieldErrors)) {
    return err.extensions.fieldErrors as FieldError[];
  }
  throw err;
}

/** The paging arguments' window, or their field errors (`first`, `last`, cursors). */
function checkPaging(
  args: ConnectionArgs,
  filterKey: unknown,
  limits: PageLimits,
): { window: WindowRequest; errors?: never } | { window?: never; errors: FieldError[] } {
  try {
    return { window: requestWindow(args, filterKey, limits) };
  } catch (err) {
    return { errors: fieldErrorsOf(err) };
  }
}

/** A connection field's valid input and the part of its list asked for, checked together. */
export interface ConnectionInput<T> {
  readonly value: T;
  /** What `paginate` fetches: the paging arguments are checked here, once. */
  readonly window: WindowRequest;
}

/**
 * Validates a connection field's input (the filter, range or key its list is selected by) and its paging
 * arguments together, before any upstream call, so that one `BAD_USER_INPUT` reports the broken rules of both.
 * With an invalid input no cursor can belong to it, so only the counts are checked then.
 *
 * @param keyOf the list's identity from the valid input, which cursors are bound to.
 * @throws GraphQLError `BAD_USER_INPUT` naming every broken rule of both.
 */
export function validateConnectionInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  rootPath: string,
  paging: { args: ConnectionArgs; limits: PageLimits; keyOf: (value: z.output<S>) => unknown },
): ConnectionInput<z.output<S>> {
  const { args, limits } = paging;
  const result = schema.safeParse(input, { error: safeMessage, reportInput: true });
  if (result.success) {
    const checked = checkPaging(args, paging.keyOf(result.data), limits);
    if (checked.errors) throw badUserInput(checked.errors);
    return { value: result.data, window: checked.window };
  }
  const counts = checkPaging({ first: args.first, last: args.last }, null, limits);
  throw badUserInput([...toFieldErrors(result.error.issues, rootPath), ...(counts.errors ?? [])]);
}
