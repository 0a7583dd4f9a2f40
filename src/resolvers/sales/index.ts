export { saleFingerprintInput, saleInputPaths, saleRequest } from './request.ts';
export {
  type RiskFactorView,
  type SaleCardView,
  type SaleView,
  saleEnums,
  saleView,
  storedSaleView,
} from './view.ts';
