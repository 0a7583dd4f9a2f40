import { isWalletInstrumentType, type WalletInstrumentType } from '../../../contract/index.ts';

/**
 * Test values of the payouts simulator: the provider's documented ones (amounts 310/320, fast-access card holder
 * names) plus the sandbox's own (amounts 330-332, names QUERYREQUIRED and PENDINGTIMEOUT), and the durations of the
 * simulated lifecycle. Everything here is measured on the sandbox clock from the payout's `receivedAt`.
 */

/**
 * The card instrument types the spec has observed. Its wallet variant, `card/networkToken+<wallet_b>pay`, elides
 * the wallet's name (the provider's example: `card/networkToken+applepay`); the sandbox accepts every wallet the
 * placeholder admits.
 */
const cardPayoutInstrumentTypes = ['card/plain', 'card/tokenized', 'card/networkToken'] as const;

/** A wallet's payout instrument type, e.g. `card/networkToken+applepay`. */
export type WalletPayoutType = WalletInstrumentType<'payouts'>;

export type PayoutInstrumentType = (typeof cardPayoutInstrumentTypes)[number] | WalletPayoutType;

export const isWalletPayoutType = (type: string): type is WalletPayoutType =>
  isWalletInstrumentType('payouts', type);

export const isPayoutInstrumentType = (type: string): type is PayoutInstrumentType =>
  (cardPayoutInstrumentTypes as readonly string[]).includes(type) || isWalletPayoutType(type);

/** The rule a wrong `payoutInstrument.type` breaks. */
export const payoutInstrumentTypeRule = `must be one of ${cardPayoutInstrumentTypes.join(', ')}, card/networkToken+<wallet>pay`;

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
