export { buildConnection, type Connection, type Edge, type PageInfo } from './connection.ts';
export { decodeCursor, encodeCursor, filterHash } from './cursor.ts';
export { decodeKeysetCursor, type KeysetPosition, keysetCursorEncoder } from './keysetCursor.ts';
export { type ListField, resolveList } from './listField.ts';
export { type ProviderPage, paginate } from './paginate.ts';
export { planPages } from './plan.ts';
export { requestPositions, type StitchedConnection, stitch } from './stitch.ts';
export {
  type Checked,
  type ConnectionArgs,
  defaultPageLimits,
  readPagingArgs,
  requestWindow,
  resolveWindow,
} from './window.ts';
export { dayWindows, instantWindows } from './windows.ts';
