import { paths } from '../../contract/index.ts';
import type { CircuitArea, UpstreamArea } from './area.ts';

/**
 * What a circuit sends on its own after its cool-down, so that it closes once the provider is back instead of
 * staying open (or half-open) until a caller's request comes to try: a read that changes nothing, of something
 * that does not exist, so the provider answers 404 (an answer: the provider is up, and the circuit closes) or
 * fails again (it stays open, and another probe follows the next cool-down). Only areas with such a read have one;
 * the others (3-D Secure, BIN lookups, sales: POST only) close on their next call.
 */
export const circuitProbes: Partial<
  Record<CircuitArea, { readonly area: UpstreamArea; readonly path: string }>
> = {
  accounts: { area: 'balances', path: `${paths.accountBalancePrefix}0000000000000000` },
  paymentItems: {
    area: 'paymentItems',
    path: `${paths.paymentItemsByIdPrefix}00000000-0000-0000-0000-000000000000`,
  },
  payouts: { area: 'payouts', path: `${paths.payoutsPrefix}gateway-circuit-probe` },
};
