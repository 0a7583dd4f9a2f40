export { type MediaTypes, defaultMediaVendor, mediaTypes } from './mediaTypes.ts';
export { paths, statementPagingParams } from './paths.ts';
