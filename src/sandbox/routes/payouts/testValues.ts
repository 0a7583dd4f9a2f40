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

/** One row of the README's table of payout test values. */
export interface PayoutTestValue {
  readonly flow: 'both' | 'basicDisbursement' | 'fastAccess';
  /** `instruction.value.amount` or `instruction.payoutInstrument.cardHolderName`. */
  readonly field: 'amount' | 'cardHolderName';
  readonly value: string;
  readonly result: string;
  readonly source: 'provider' | 'sandbox';
}

/** The table behind the README; amounts win over names. */
export const payoutTestValues: readonly PayoutTestValue[] = [
  { flow: 'both', field: 'amount', value: '310', result: 'refused', source: 'provider' },
  { flow: 'both', field: 'amount', value: '320', result: 'error', source: 'provider' },
  {
    flow: 'both',
    field: 'amount',
    value: '330',
    result:
      'queryRequired; the update (basic: at once, fast access: from 5 min) reports the outcome the payout would otherwise have had (basic: requestReceived, fast access: per card holder name)',
    source: 'sandbox',
  },
  {
    flow: 'both',
    field: 'amount',
    value: '331',
    result: 'queryRequired; the update reports refused',
    source: 'sandbox',
  },
  {
    flow: 'both',
    field: 'amount',
    value: '332',
    result: 'queryRequired; the update reports error',
    source: 'sandbox',
  },
  {
    flow: 'fastAccess',
    field: 'cardHolderName',
    value: 'APPROVED',
    result: 'approved, disbursed at 24 h',
    source: 'provider',
  },
  ...['REFUSED', 'REFUSED14', 'REFUSED54', 'REFUSED57', 'REFUSED61', 'REFUSED62'].map((value) => ({
    flow: 'fastAccess' as const,
    field: 'cardHolderName' as const,
    value,
    result: 'refused',
    source: 'provider' as const,
  })),
  {
    flow: 'fastAccess',
    field: 'cardHolderName',
    value: 'PENDINGAPPROVED',
    result: 'pending, approved at 10 min, disbursed at 24 h',
    source: 'provider',
  },
  {
    flow: 'fastAccess',
    field: 'cardHolderName',
    value: 'PENDINGREFUSED',
    result: 'pending, refused at 10 min',
    source: 'provider',
  },
  { flow: 'fastAccess', field: 'cardHolderName', value: 'ERROR', result: 'error', source: 'provider' },
  {
    flow: 'fastAccess',
    field: 'cardHolderName',
    value: 'PENDINGTIMEOUT',
    result: 'pending with no update, error at 48 h',
    source: 'sandbox',
  },
  {
    flow: 'fastAccess',
    field: 'cardHolderName',
    value: 'QUERYREQUIRED',
    result:
      'queryRequired; update link in the polled response from 5 min, reporting approved (disbursed at 24 h)',
    source: 'sandbox',
  },
  {
    flow: 'fastAccess',
    field: 'cardHolderName',
    value: 'any other (or none)',
    result: 'requested, pending at 1 min, approved at 5 min, disbursed at 24 h',
    source: 'sandbox',
  },
  {
    flow: 'basicDisbursement',
    field: 'amount',
    value: 'any other',
    result: 'requestReceived (final in the sandbox)',
    source: 'sandbox',
  },
];
