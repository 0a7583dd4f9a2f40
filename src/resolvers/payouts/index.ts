export { isPayoutLocation } from './location.ts';
export { payoutInputPaths, payoutMethods, payoutRequest } from './request.ts';
export {
  graphQLPayoutMethods,
  loadedPayoutView,
  type PayoutView,
  payoutOutcome,
  payoutView,
  receivedAtDate,
  recordedFacts,
} from './view.ts';
