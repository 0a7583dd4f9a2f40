/**
 * Test values of the payouts simulator: the provider's documented ones (amounts 310/320, fast-access card holder
 * names) plus the sandbox's own (amounts 330-332, names QUERYREQUIRED and PENDINGTIMEOUT), and the durations of the
 * simulated lifecycle. Everything here is measured on the sandbox clock from the payout's `receivedAt`.
 */

/**
 * The spec publishes the wallet variant as `card/networkToken+<wallet_b>pay` with the wallet's name elided; the
 * sandbox accepts this literal in its place.
 */
export const walletBInstrumentType = 'card/networkToken+walletbpay';

/** Every instrument type the sandbox accepts (the spec's observed values). */
export const payoutInstrumentTypes = [
  'card/plain',
  'card/tokenized',
  'card/networkToken',
  walletBInstrumentType,
] as const;

export type PayoutInstrumentType = (typeof payoutInstrumentTypes)[number];

const minute = 60_000;
const hour = 60 * minute;

/** Durations of the simulated lifecycle, in milliseconds after `receivedAt`. */
export const payoutTimings = {
  /** Default fast-access walk: `requested` until this moment, then `pending`. */
  pendingAfterMs: 1 * minute,
  /** Default fast-access walk: `approved` from this moment. */
  approvedAfterMs: 5 * minute,
  /** PENDINGAPPROVED / PENDINGREFUSED: the final answer arrives at this moment. */
  pendingResolvedAfterMs: 10 * minute,
  /** Every approved fast-access payout is `disbursed` (reconciled with the network's daily report) from here. */
  disbursedAfterMs: 24 * hour,
  /** The spec's rule: `pending` without an update for this long becomes `error`. */
  pendingTimeoutMs: 48 * hour,
  /** A fast-access `queryRequired` payout's update becomes available at this moment (a basic one's at once). */
  updateAvailableAfterMs: 5 * minute,
} as const;
