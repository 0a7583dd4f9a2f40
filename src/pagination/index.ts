export {
  buildConnection,
  type Connection,
  type Edge,
  type FetchedPage,
  type PageInfo,
} from './connection.ts';
export { type CursorProblem, type DecodedCursor, decodeCursor, encodeCursor, filterHash } from './cursor.ts';
export { type FetchPage, type PaginateOptions, type ProviderPage, paginate } from './paginate.ts';
export { type PageRequest, planPages } from './plan.ts';
export {
  type ConnectionArgs,
  defaultPageLimits,
  type PageLimits,
  requestWindow,
  resolveWindow,
  type Window,
  type WindowRequest,
} from './window.ts';
