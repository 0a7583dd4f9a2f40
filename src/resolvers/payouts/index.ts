export { isPayoutLocation } from './location.ts';
export { payoutMethods, payoutRequest } from './request.ts';
export {
  graphQLPayoutMethods,
  loadedPayoutView,
  type PayoutView,
  payoutOutcome,
  payoutView,
  receivedAtDate,
} from './view.ts';
