import { paths } from '../../contract/index.ts';

/** The provider area a request belongs to: a small, fixed set, safe as a metric label. */
export type UpstreamArea =
  | 'statements'
  | 'balances'
  | 'paymentItems'
  | 'payouts'
  | 'threeDs'
  | 'cardBin'
  | 'sales'
  | 'other';

// Longest prefix first: payment items live under the payouts prefix.
const prefixes: readonly (readonly [string, UpstreamArea])[] = [
  [paths.accountStatements.replace(/\/$/, ''), 'statements'],
  [paths.accountBalanceByEntity.replace(/\/$/, ''), 'balances'],
  [paths.paymentItemsByFilter, 'paymentItems'],
  [paths.payoutsPrefix, 'payouts'],
  ['/verifications/', 'threeDs'],
  [paths.cardBinLookup, 'cardBin'],
  [paths.cardOnFileSale, 'sales'],
];

/**
 * The area of a spec path (relative to the base URL, no query). Derived from the path rather than passed by each
 * data source, so that links the provider hands out (payout locations, 3DS continuations) are classified too.
 * Only the fixed prefixes are looked at: ids and account numbers in the rest of the path never become labels.
 */
export function areaOf(specPath: string): UpstreamArea {
  for (const [prefix, area] of prefixes) {
    if (specPath.startsWith(prefix)) return area;
  }
  return 'other';
}

/**
 * The provider areas that fail independently, each with its own circuit breaker: statements and balances are one
 * area (accounts), so failing balance reads never block payouts. A small, fixed set, safe as a metric label.
 */
export type CircuitArea = 'accounts' | 'paymentItems' | 'payouts' | 'threeDs' | 'cardBin' | 'sales' | 'other';

/** Every circuit area, in a fixed order (for state listings and metrics). */
export const circuitAreas: readonly CircuitArea[] = [
  'accounts',
  'paymentItems',
  'payouts',
  'threeDs',
  'cardBin',
  'sales',
  'other',
];

/** The circuit a request of `area` goes through. */
export function circuitAreaOf(area: UpstreamArea): CircuitArea {
  return area === 'statements' || area === 'balances' ? 'accounts' : area;
}
