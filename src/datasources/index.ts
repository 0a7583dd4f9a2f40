export { AccountsApi, type StatementPageQuery } from './accountsApi.ts';
export { CardBinApi } from './cardBinApi.ts';
export { PaymentItemsApi } from './paymentItemsApi.ts';
export { PayoutsApi } from './payoutsApi.ts';
export { SalesApi } from './salesApi.ts';
export {
  type GetOptions,
  type PostOptions,
  type QueryValue,
  UpstreamClient,
  type UpstreamOptions,
  type UpstreamResponse,
} from './upstream/client.ts';
export {
  errorFromResponse,
  isNotFound,
  nullIfNotFound,
  UpstreamError,
  type UpstreamErrorKind,
} from './upstream/errors.ts';
export { decimalString, intLike, parseJson } from './upstream/json.ts';
export { VerificationsApi } from './verificationsApi.ts';
