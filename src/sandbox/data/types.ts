/**
 * Records of the generated world. Decimals (amounts, balances, rates) are strings so that every digit survives;
 * the routes emit them as JSON numbers through `LosslessNumber`.
 */

/**
 * A merchant entity: generated ones are 6 characters, upper-case letters and digits, never I or O; the documented
 * ones (`default`, `MindPalaceLtd`) have the shapes of the provider's examples.
 */
export interface Entity {
  readonly id: string;
  readonly name: string;
}

export interface Account {
  /** Upper-case letters and digits: 16 (the balance lookup's rule) except on `MindPalaceLtd`'s accounts. */
  readonly accountNumber: string;
  readonly accountName: string;
  readonly currency: string;
  readonly entity: string;
}

type TransferType = 'PAYOUT' | 'PAYOUT REVERSAL' | 'LIQUIDITY FUNDING';

/** One statement entry (spec area D). Optional fields are absent, not null, when they do not apply. */
export interface StatementItem {
  /** Absent on LIQUIDITY FUNDING entries. */
  readonly transactionReference?: string;
  readonly transferType: TransferType;
  /** Always positive; `fundingType` gives the direction. */
  readonly amount: string;
  /** ISO 8601 UTC, e.g. `2025-01-31T09:15:00.000Z`. */
  readonly timestamp: string;
  readonly fundingType: 'credit' | 'debit';
  /** Account-currency units per unit of `originalCurrency`; only on cross-currency PAYOUT entries. */
  readonly rate?: string;
  /** `no` only within the last two days before the world's anchor. */
  readonly cleared: 'yes' | 'no';
  readonly description: string;
  readonly statementItemId: string;
  /** Running balance after this entry; may be negative. */
  readonly balance: string;
  readonly statementNumber: number;
  /** May be empty. */
  readonly narrative: string;
  /** Absent on funding entries and on some payouts. */
  readonly countryCode?: string;
  readonly originalCurrency?: string;
  readonly originalAmount?: string;
}

/** Balances of one account (spec area E), consistent with its statement. */
export interface AccountBalance {
  readonly accountNumber: string;
  readonly accountName: string;
  readonly currency: string;
  /** Opening balance plus every cleared entry. */
  readonly clearedBalance: string;
  /** Sum of the uncleared entries (signed). */
  readonly unclearedBalance: string;
  /** cleared + uncleared = the last entry's running balance. */
  readonly balance: string;
}

/** Values of `paymentState`; the spec only shows EXECUTED. */
export type PaymentState = 'EXECUTED' | 'PENDING' | 'REJECTED' | 'RETURNED';

/** One payout event (spec area C). Every field is always present; `iban` is '' for countries without IBANs. */
export interface PaymentItem {
  /** PN, PZ or PO plus 6 characters; items of one batch share it. */
  readonly ubr: string;
  readonly paymentId: string;
  readonly entity: string;
  /** ISO 8601 UTC date-time. */
  readonly paymentDatetime: string;
  readonly payeeName: string;
  readonly narrative: string;
  readonly transactionReference: string;
  readonly beneficiaryAccountNumber: string;
  readonly swiftBic: string;
  readonly sourceCurrency: string;
  readonly sourceAmount: string;
  readonly targetCurrency: string;
  readonly targetAmount: string;
  readonly countryCode: string;
  readonly paymentState: PaymentState;
  readonly bankName: string;
  readonly bankCode: string;
  readonly iban: string;
}
