export { buildConnection, type Connection, type Edge } from './connection.ts';
export { decodeCursor, encodeCursor, filterHash } from './cursor.ts';
export { type ProviderPage, paginate } from './paginate.ts';
export { planPages } from './plan.ts';
export {
  type ConnectionArgs,
  defaultPageLimits,
  type PageLimits,
  requestWindow,
  resolveWindow,
  type WindowRequest,
} from './window.ts';
