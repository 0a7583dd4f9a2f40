import { z } from 'zod';
import { decimalString, intLike, utcDateTime } from '../upstream/json.ts';
import { list, openEnum, optional, stringLike } from '../upstream/modelHelpers.ts';
import {
  integer,
  listAt,
  objectAt,
  optionalDateTime,
  optionalDecimal,
  optionalText,
  optionalTextLike,
  text,
} from '../upstream/plainReaders.ts';

/**
 * The payment states with a value of their own: the spec names only EXECUTED ("full list: not shown"); PENDING,
 * REJECTED and RETURNED are what the provider's test environment answers. Any other word reads as OTHER.
 */
export const paymentStates = ['EXECUTED', 'PENDING', 'REJECTED', 'RETURNED'] as const;

/** One payout found by the payment item search (spec area C). Amounts are exact decimal strings. */
const paymentItemSchema = z.object({
  /** Unique bankout reference; batch payouts share one. */
  ubr: optional(z.string()),
  narrative: optional(z.string()),
  transactionReference: optional(z.string()),
  beneficiaryAccountNumber: optional(z.string()),
  swiftBic: optional(z.string()),
  /** GUID; the identity of the item. */
  paymentId: z.string(),
  entity: optional(z.string()),
  /** ISO 8601 date-time. */
  paymentDatetime: optional(utcDateTime),
  payeeName: optional(z.string()),
  sourceCurrency: optional(z.string()),
  sourceAmount: optional(decimalString),
  targetCurrency: optional(z.string()),
  targetAmount: optional(decimalString),
  countryCode: optional(z.string()),
  paymentState: optional(openEnum(paymentStates)),
  bankName: optional(z.string()),
  bankCode: optional(z.string()),
  iban: optional(z.string()),
  // Fields of newer account-payouts versions, beside the spec's.
  /** The provider's id of the payout request this payment was made for. */
  payoutRequestId: optional(stringLike),
  /** The merchant's account the payment was paid from. */
  accountNumber: optional(z.string()),
  /** The reference the beneficiary's bank received. */
  bankReference: optional(z.string()),
  /** How the payment was sent (values not published: kept as text). */
  channel: optional(z.string()),
});
export type PaymentItem = z.output<typeof paymentItemSchema>;

const paginationSchema = z.object({
  pageNumber: intLike,
  pageSize: intLike,
  pageCount: intLike,
  totalNumberOfRecords: intLike,
});

/** The search response envelope. */
export const paymentItemPageSchema = z.object({
  items: list(paymentItemSchema),
  pagination: paginationSchema,
});

/** {@link paymentItemSchema} without zod, for a plainly valid item (see plainReaders.ts): every field, one shape. */
function plainPaymentItem(value: unknown): PaymentItem {
  const item = objectAt(value);
  return {
    ubr: optionalText(item.ubr),
    narrative: optionalText(item.narrative),
    transactionReference: optionalText(item.transactionReference),
    beneficiaryAccountNumber: optionalText(item.beneficiaryAccountNumber),
    swiftBic: optionalText(item.swiftBic),
    paymentId: text(item.paymentId),
    entity: optionalText(item.entity),
    paymentDatetime: optionalDateTime(item.paymentDatetime),
    payeeName: optionalText(item.payeeName),
    sourceCurrency: optionalText(item.sourceCurrency),
    sourceAmount: optionalDecimal(item.sourceAmount),
    targetCurrency: optionalText(item.targetCurrency),
    targetAmount: optionalDecimal(item.targetAmount),
    countryCode: optionalText(item.countryCode),
    paymentState: optionalText(item.paymentState),
    bankName: optionalText(item.bankName),
    bankCode: optionalText(item.bankCode),
    iban: optionalText(item.iban),
    payoutRequestId: optionalTextLike(item.payoutRequestId),
    accountNumber: optionalText(item.accountNumber),
    bankReference: optionalText(item.bankReference),
    channel: optionalText(item.channel),
  } satisfies { [K in keyof Required<PaymentItem>]: PaymentItem[K] };
}

/** {@link paymentItemPageSchema} without zod, for a plainly valid page (`readModel`'s `plain`). */
export function plainPaymentItemPage(value: unknown): PaymentItemPage {
  const page = objectAt(value);
  const pagination = objectAt(page.pagination);
  return {
    items: listAt(page.items, plainPaymentItem),
    pagination: {
      pageNumber: integer(pagination.pageNumber),
      pageSize: integer(pagination.pageSize),
      pageCount: integer(pagination.pageCount),
      totalNumberOfRecords: integer(pagination.totalNumberOfRecords),
    },
  };
}

/**
 * The answer of the lookup by payment id: the envelope, or (newer versions) the bare item, which reads as an
 * envelope of that one item. An envelope is tried first; a bare body is told by its `paymentId`.
 */
export const paymentItemByIdSchema = z.union([
  paymentItemPageSchema,
  paymentItemSchema.transform((item) => ({
    items: [item],
    pagination: { pageNumber: 1, pageSize: 1, pageCount: 1, totalNumberOfRecords: 1 },
  })),
]);
export type PaymentItemPage = z.output<typeof paymentItemPageSchema>;

/** Filters of the search by filter; `merchantReference` and `paymentReference` come from the spec's example. */
export interface PaymentItemFilter {
  readonly entity: string;
  /** YYYY-MM-DD. */
  readonly startDate: string;
  /** YYYY-MM-DD. */
  readonly endDate: string;
  readonly payeeName?: string;
  readonly narrative?: string;
  readonly transactionReference?: string;
  readonly beneficiaryAccountNumber?: string;
  readonly sourceCurrency?: string;
  /** Decimal with 2 places, as text. */
  readonly sourceAmount?: string;
  readonly targetCurrency?: string;
  /** Decimal with 2 places, as text. */
  readonly targetAmount?: string;
  readonly countryCode?: string;
  readonly merchantReference?: string;
  readonly paymentReference?: string;
}

/** Provider paging: page numbers start at 1. */
export interface PageRequest {
  readonly pageNumber: number;
  readonly pageSize: number;
}
