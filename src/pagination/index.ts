export type { Edge, PageInfo } from './connection.ts';
export { decodeKeysetCursor, type KeysetPosition, keysetCursorEncoder } from './keysetCursor.ts';
export { type ListField, resolveList, resolveListOf, startList } from './listField.ts';
export type { ProviderPage } from './paginate.ts';
export type { StitchedConnection } from './stitch.ts';
export { type ConnectionArgs, defaultPageLimits, readPagingArgs } from './window.ts';
export { dayWindows, instantWindows } from './windows.ts';
