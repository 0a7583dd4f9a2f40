export { buildConnection, type Connection, type Edge, type PageInfo } from './connection.ts';
export { decodeCursor, encodeCursor, filterHash, type WindowPosition } from './cursor.ts';
export { decodeKeysetCursor, type KeysetPosition, keysetCursorEncoder } from './keysetCursor.ts';
export { type ProviderPage, paginate } from './paginate.ts';
export { planPages } from './plan.ts';
export { requestPositions, type StitchedConnection, stitch } from './stitch.ts';
export {
  type ConnectionArgs,
  defaultPageLimits,
  type PageLimits,
  type PagingArgs,
  readPagingArgs,
  requestWindow,
  resolveWindow,
  type WindowRequest,
} from './window.ts';
export { dayWindows, instantWindows, windowAt } from './windows.ts';
