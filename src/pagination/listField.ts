import type { z } from 'zod';
import { badUserInput } from '../errors/index.ts';
import { safeMessage } from '../validation/messages.ts';
import { toFieldErrors } from '../validation/validateInput.ts';
import type { WindowPosition } from './cursor.ts';
import { orderedKey, reversePage, reversePaging } from './order.ts';
import { type ProviderPage, paginate } from './paginate.ts';
import { connectStitched, readStitched, requestPositions, type StitchedConnection } from './stitch.ts';
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
    | {
        readonly cursors: 'position';
        /** The paging arguments as the provider's (oldest-first) list reads them. */
        readonly positions: PagingArgs<WindowPosition>;
        readonly newestFirst: boolean;
      };
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
  const searches = field.searches(value);
  if (field.cursors === 'offset') {
    // One provider search paged as the provider pages it: its fields have no `order` argument.
    const key = field.key(value);
    const window = requestWindow(args, key, defaultPageLimits);
    if (!window.ok) return window;
    return {
      ok: true,
      value: { input: value, searches, key, paging: { cursors: 'offset', window: window.value } },
    };
  }
  const newestFirst = args.order === 'NEWEST_FIRST';
  const key = orderedKey(field.key(value), newestFirst ? 'NEWEST_FIRST' : 'OLDEST_FIRST');
  const positions = requestPositions(args, key, defaultPageLimits, searches.length);
  if (!positions.ok) return positions;
  const read = newestFirst ? reversePaging(positions.value) : positions.value;
  const paging = { cursors: 'position', positions: read, newestFirst } as const;
  return { ok: true, value: { input: value, searches, key, paging } };
}

/** A list field's page as read, and its connection: of the provider's items, or of each item as `node` makes it. */
interface ReadPage<T> {
  connection(): StitchedConnection<T>;
  connectionOf<N>(node: (item: T) => N): StitchedConnection<N>;
}

/**
 * Reads the page a checked request asks for (see `readStitched` and `paginate` for the calls), building nothing
 * yet for a stitched list. `onPage` sees every provider page read for it, `totalCount`'s included, for what a page
 * tells beside its items.
 */
async function readList<S extends z.ZodType, W, P extends ProviderPage<unknown>, C>(
  field: ListField<S, W, P, C>,
  request: ListRequest<z.output<S>, W>,
  ctx: C,
  onPage: (page: P) => void = () => undefined,
): Promise<ReadPage<ItemOf<P>>> {
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
    const read = await readStitched({
      paging: paging.positions,
      windowCount: searches.length,
      providerMaxPageSize,
      fetchPage,
    });
    const ordered = <N>(connection: StitchedConnection<N>): StitchedConnection<N> =>
      paging.newestFirst
        ? { ...connection, ...reversePage(connection.edges, connection.pageInfo) }
        : connection;
    return {
      connection: () => ordered(connectStitched(read, key, (item) => item)),
      connectionOf: (node) => ordered(connectStitched(read, key, node)),
    };
  }
  // One provider search, built with its read: no list of this kind is started early (`startList`).
  const connection = await paginate({
    window: paging.window,
    filterKey: key,
    providerMaxPageSize,
    fetchPage: (pageNumber, pageSize) => fetchPage(0, pageNumber, pageSize),
  });
  const totalCount = async () => connection.totalCount;
  return {
    connection: () => ({ ...connection, totalCount }),
    connectionOf: (node) => ({
      ...connection,
      edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: node(edge.node) })),
      totalCount,
    }),
  };
}

/** Checks and authorizes a list field's request (refused with `BAD_USER_INPUT` naming every broken rule). */
function acceptList<S extends z.ZodType, W, P extends ProviderPage<unknown>, C>(
  field: ListField<S, W, P, C>,
  input: unknown,
  args: ConnectionArgs,
  ctx: C,
): ListRequest<z.output<S>, W> {
  const checked = checkList(field, input, args);
  if (!checked.ok) throw badUserInput(checked.errors);
  field.authorize?.(checked.value.input, ctx);
  return checked.value;
}

/**
 * A list field's answer to its arguments: checked (refused with `BAD_USER_INPUT` naming every broken rule, before
 * anything is sent), authorized, then read (`onPage` as for {@link readList}).
 */
export async function resolveList<S extends z.ZodType, W, P extends ProviderPage<unknown>, C>(
  field: ListField<S, W, P, C>,
  input: unknown,
  args: ConnectionArgs,
  ctx: C,
): Promise<StitchedConnection<ItemOf<P>>> {
  const read = await readList(field, acceptList(field, input, args, ctx), ctx);
  return read.connection();
}

/** {@link resolveList} with each item made into the field's node by `node`, once, when the page is built. */
export async function resolveListOf<S extends z.ZodType, W, P extends ProviderPage<unknown>, C, N>(
  field: ListField<S, W, P, C>,
  input: unknown,
  args: ConnectionArgs,
  ctx: C,
  read: { readonly onPage: (page: P) => void; readonly node: (item: ItemOf<P>) => N },
): Promise<StitchedConnection<N>> {
  const page = await readList(field, acceptList(field, input, args, ctx), ctx, read.onPage);
  return page.connectionOf(read.node);
}

/**
 * Starts the provider reads of a list field's page and builds nothing: for a resolver that knows the field will be
 * resolved soon (an early start, e.g. `account` starting its `statement`). The reads land in the request's loaders
 * (`fetchPage` reads through them), where the field's own {@link resolveListOf} finds them and builds the page once.
 * An input that breaks a rule or a caller `authorize` refuses starts nothing; a failed read is dropped here, for
 * the field to meet and report.
 */
export function startList<S extends z.ZodType, W, P extends ProviderPage<unknown>, C>(
  field: ListField<S, W, P, C>,
  input: unknown,
  args: ConnectionArgs,
  ctx: C,
): void {
  const checked = checkList(field, input, args);
  if (!checked.ok) return;
  try {
    field.authorize?.(checked.value.input, ctx);
  } catch {
    return;
  }
  readList(field, checked.value, ctx).catch(() => undefined);
}
