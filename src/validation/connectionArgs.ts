import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { badUserInput, type FieldError } from '../errors/index.ts';
import {
  type ConnectionArgs,
  type PageLimits,
  type PagingArgs,
  requestPositions,
  requestWindow,
  type WindowPosition,
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
function checkPaging<W>(
  read: () => W,
): { window: W; errors?: never } | { window?: never; errors: FieldError[] } {
  try {
    return { window: read() };
  } catch (err) {
    return { errors: fieldErrorsOf(err) };
  }
}

/** A connection field's valid input and the part of its list asked for, checked together. */
export interface ConnectionInput<T, W = WindowRequest> {
  readonly value: T;
  /** What `paginate` (or `stitch`) fetches: the paging arguments are checked here, once. */
  readonly window: W;
}

type PagingOptions<V> = { args: ConnectionArgs; limits: PageLimits; keyOf: (value: V) => unknown };

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
  paging: PagingOptions<z.output<S>>,
): ConnectionInput<z.output<S>> {
  const { args, limits } = paging;
  return validateWith(schema, input, rootPath, paging, (value) =>
    requestWindow(args, paging.keyOf(value), limits),
  );
}

/**
 * {@link validateConnectionInput} for a list stitched from provider windows: cursors hold positions, and a
 * cursor naming a window beyond `windowsOf(value)` is refused.
 */
export function validateStitchedInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  rootPath: string,
  paging: PagingOptions<z.output<S>> & { windowsOf: (value: z.output<S>) => number },
): ConnectionInput<z.output<S>, PagingArgs<WindowPosition>> {
  const { args, limits } = paging;
  return validateWith(schema, input, rootPath, paging, (value) =>
    requestPositions(args, paging.keyOf(value), limits, paging.windowsOf(value)),
  );
}

function validateWith<S extends z.ZodType, W>(
  schema: S,
  input: unknown,
  rootPath: string,
  paging: PagingOptions<z.output<S>>,
  readWindow: (value: z.output<S>) => W,
): ConnectionInput<z.output<S>, W> {
  const { args, limits } = paging;
  const result = schema.safeParse(input, { error: safeMessage, reportInput: true });
  if (result.success) {
    const checked = checkPaging(() => readWindow(result.data));
    if (checked.errors) throw badUserInput(checked.errors);
    return { value: result.data, window: checked.window };
  }
  const counts = checkPaging(() => requestWindow({ first: args.first, last: args.last }, null, limits));
  throw badUserInput([...toFieldErrors(result.error.issues, rootPath), ...(counts.errors ?? [])]);
}
