export { payoutInstrumentTypes, walletBPayoutInstrumentType } from './instrumentTypes.ts';
export { isPayoutLocation } from './location.ts';
export { payoutMethods, payoutRequest } from './request.ts';
export {
  graphQLPayoutMethods,
  loadedPayoutView,
  methodOf,
  type PayoutFacts,
  type PayoutView,
  payoutOutcome,
  payoutView,
  receivedAtDate,
} from './view.ts';
