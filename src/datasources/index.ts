export { AccountsApi, type StatementPageQuery } from './accounts/api.ts';
export type { StatementPageParams } from './accounts/statementPaging.ts';
export { CardBinApi } from './cardBin/api.ts';
export { PaymentItemsApi } from './paymentItems/api.ts';
export { PayoutsApi } from './payouts/api.ts';
export { SalesApi } from './sales/api.ts';
export { ThreeDsApi } from './threeDs/api.ts';
export { UpstreamClient } from './upstream/client.ts';
export { nullIfNotFound, UpstreamError } from './upstream/errors.ts';
