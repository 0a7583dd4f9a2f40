import type { z } from 'zod';
import { badUserInput } from '../errors/index.ts';
import { safeMessage } from '../validation/messages.ts';
import { toFieldErrors } from '../validation/validateInput.ts';
import type { WindowPosition } from './cursor.ts';
import { type ProviderPage, paginate } from './paginate.ts';
import { requestPositions, type StitchedConnection, stitch } from './stitch.ts';
import {
  type Checked,
  type ConnectionArgs,
  defaultPageLimits,
  type PagingArgs,
  requestWindow,
  type WindowRequest,
} from './window.ts';

/**
 * Terminology: a *list field* is a connection field over provider searches. Its descriptor says once how the
 * field's input selects the list (its rules, the key its cursors are bound to) and how the provider reads it (the
 * searches the input's range is cut into, one page of one search). Resolvers declare one and hand it their
 * arguments; `readList` does the rest.
 *
 * Two kinds of list:
 * - `position`: consecutive provider searches (date windows) stitched into one list; cursors name a position.
 * - `offset`: one provider search paged as the provider pages it; cursors name an offset. Its `searches` are one.
 */
export interface ListField<S extends z.ZodType, W, P extends ProviderPage<unknown>, C> {
  readonly cursors: 'position' | 'offset';
  /** The rules of the input the list is selected by (a filter, a range), checked with the paging arguments. */
  readonly input: S;
  /** Where the input sits among the field's arguments (`filter`), for field errors; '' for top-level ones. */
  readonly inputPath: string;
  /** The list's identity without paging: cursors are bound to it, so a cursor of another list is refused. */
  readonly key: (input: z.output<S>) => unknown;
  /** The provider searches that together make the list, in list order; at least one. */
  readonly searches: (input: z.output<S>) => readonly W[];
  /** Largest page the provider accepts. */
  readonly providerMaxPageSize: number;
  /** One page (1-based) of one search; past the end it resolves to no items and the search's total. */
  readonly fetchPage: (search: W, pageNumber: number, pageSize: number, ctx: C) => Promise<P>;
  /** A check of the valid input against the caller (e.g. its entity), before anything is read. */
  readonly authorize?: (input: z.output<S>, ctx: C) => void;
}

/** A list field's input once checked: the valid input, its searches and the place its paging arguments ask for. */
interface ListRequest<I, W> {
  readonly input: I;
  readonly searches: readonly W[];
  readonly key: unknown;
  readonly paging:
    | { readonly cursors: 'offset'; readonly window: WindowRequest }
    | { readonly cursors: 'position'; readonly positions: PagingArgs<WindowPosition> };
}

type ItemOf<P> = P extends ProviderPage<infer T> ? T : never;

/**
 * Checks a list field's input and its paging arguments together, before any upstream call, so that one refusal
 * names the broken rules of both. With an invalid input no cursor can belong to it, so only the counts are checked.
 */
function checkList<S extends z.ZodType, W, P extends ProviderPage<unknown>, C>(
  field: ListField<S, W, P, C>,
  input: unknown,
  args: ConnectionArgs,
): Checked<ListRequest<z.output<S>, W>> {
  const parsed = field.input.safeParse(input, { error: safeMessage, reportInput: true });
  if (!parsed.success) {
    const counts = requestWindow({ first: args.first, last: args.last }, null, defaultPageLimits);
    const errors = [
      ...toFieldErrors(parsed.error.issues, field.inputPath),
      ...(counts.ok ? [] : counts.errors),
    ];
    return { ok: false, errors };
  }
  const value: z.output<S> = parsed.data;
  const key = field.key(value);
  const searches = field.searches(value);
  if (field.cursors === 'offset') {
    const window = requestWindow(args, key, defaultPageLimits);
    if (!window.ok) return window;
    return {
      ok: true,
      value: { input: value, searches, key, paging: { cursors: 'offset', window: window.value } },
    };
  }
  const positions = requestPositions(args, key, defaultPageLimits, searches.length);
  if (!positions.ok) return positions;
  const paging = { cursors: 'position', positions: positions.value } as const;
  return { ok: true, value: { input: value, searches, key, paging } };
}

/**
 * Reads the page a checked request asks for (see `stitch` and `paginate` for the calls). `onPage` sees every
 * provider page read for it, `totalCount`'s included, for what a page tells beside its items.
 */
async function readList<S extends z.ZodType, W, P extends ProviderPage<unknown>, C>(
  field: ListField<S, W, P, C>,
  request: ListRequest<z.output<S>, W>,
  ctx: C,
  onPage: (page: P) => void = () => undefined,
): Promise<StitchedConnection<ItemOf<P>>> {
  const { searches, key, paging } = request;
  const fetchPage = async (index: number, pageNumber: number, pageSize: number) => {
    const search = searches[index];
    // The searches are the request's own, so another index is a bug.
    if (search === undefined) throw new RangeError(`no search ${index} of ${searches.length}`);
    const page = await field.fetchPage(search, pageNumber, pageSize, ctx);
    onPage(page);
    return page as ProviderPage<ItemOf<P>>;
  };
  const providerMaxPageSize = field.providerMaxPageSize;
  if (paging.cursors === 'position') {
    const { positions } = paging;
    return stitch({
      paging: positions,
      windowCount: searches.length,
      filterKey: key,
      providerMaxPageSize,
      fetchPage,
    });
  }
  const connection = await paginate({
    window: paging.window,
    filterKey: key,
    providerMaxPageSize,
    fetchPage: (pageNumber, pageSize) => fetchPage(0, pageNumber, pageSize),
  });
  return { ...connection, totalCount: async () => connection.totalCount };
}

/**
 * A list field's answer to its arguments: checked (refused with `BAD_USER_INPUT` naming every broken rule, before
 * anything is sent), authorized, then read (`onPage` as for {@link readList}).
 */
export function resolveList<S extends z.ZodType, W, P extends ProviderPage<unknown>, C>(
  field: ListField<S, W, P, C>,
  input: unknown,
  args: ConnectionArgs,
  ctx: C,
  onPage?: (page: P) => void,
): Promise<StitchedConnection<ItemOf<P>>> {
  const checked = checkList(field, input, args);
  if (!checked.ok) throw badUserInput(checked.errors);
  field.authorize?.(checked.value.input, ctx);
  return readList(field, checked.value, ctx, onPage);
}
