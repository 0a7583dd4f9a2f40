export { payoutInstrumentTypes, walletBPayoutInstrumentType } from './instrumentTypes.ts';
export { isPayoutLocation } from './location.ts';
export { billingAddress, field, payoutMethods, payoutRequest } from './request.ts';
export {
  graphQLPayoutMethods,
  methodOf,
  type PayoutFacts,
  type PayoutView,
  payoutOutcome,
  payoutView,
  receivedAtDate,
} from './view.ts';
