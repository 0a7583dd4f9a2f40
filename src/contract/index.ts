export { containsCardNumber, luhnValid, maskCardNumbers, receiptCardNumber } from './cardNumbers.ts';
export { cardSchemeOf } from './cardSchemes.ts';
export {
  cardBinVersionHeader,
  defaultMediaVendor,
  defaultPayoutsVersion,
  type MediaTypes,
  mediaTypes,
  payoutsVersions,
} from './mediaTypes.ts';
export { paths } from './paths.ts';
export {
  documentedWalletSuffixes,
  isWalletInstrumentType,
  parseWalletSetting,
  type WalletArea,
  type WalletInstrumentType,
  walletInstrumentType,
} from './wallets.ts';
