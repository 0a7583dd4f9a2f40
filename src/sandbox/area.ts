/**
 * The provider areas; faults and the request log are keyed by them. A leaf: the state, the fault registry, the
 * request log and the HTTP types all name areas, and none of them may import another just for this type.
 */
export type Area =
  | 'threeDs'
  | 'payouts'
  | 'paymentItems'
  | 'statements'
  | 'balances'
  | 'cardBin'
  | 'sales'
  | 'challenge'
  | 'control';
