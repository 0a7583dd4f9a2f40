export { AccountsApi, type StatementPageQuery } from './accounts/api.ts';
export { CardBinApi } from './cardBin/api.ts';
export { PaymentItemsApi } from './paymentItems/api.ts';
export { PayoutsApi } from './payouts/api.ts';
export { SalesApi } from './sales/api.ts';
export { VerificationsApi } from './threeDs/api.ts';
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
