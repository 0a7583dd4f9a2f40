import { z } from 'zod';
import { decimalString, intLike, utcDateTime } from '../upstream/json.ts';
import { list, openEnum, optional } from '../upstream/modelHelpers.ts';
import {
  dateTime,
  decimal,
  integer,
  listAt,
  objectAt,
  optionalDecimal,
  optionalInteger,
  optionalText,
  text,
} from '../upstream/plainReaders.ts';

/** Transfer types the spec has seen; others are possible ("complete list: not shown"). */
export const transferTypes = ['PAYOUT', 'PAYOUT REVERSAL', 'LIQUIDITY FUNDING'] as const;
export const fundingTypes = ['credit', 'debit'] as const;
/** The spec has only seen `yes`. */
const clearedValues = ['yes'] as const;

/** One credit or debit entry of an account statement (spec area D). Amounts are exact decimal strings. */
const statementItemSchema = z.object({
  /** Absent on entries without one, e.g. funding entries. */
  transactionReference: optional(z.string()),
  transferType: openEnum(transferTypes),
  amount: decimalString,
  /** ISO 8601 UTC date-time. */
  timestamp: utcDateTime,
  fundingType: openEnum(fundingTypes),
  /** Exchange rate, on some debit payouts. */
  rate: optional(decimalString),
  cleared: optional(openEnum(clearedValues)),
  description: optional(z.string()),
  statementItemId: z.string(),
  /** Running balance after this entry; may be negative. */
  balance: decimalString,
  statementNumber: optional(intLike),
  /** May be empty. */
  narrative: optional(z.string()),
  countryCode: optional(z.string()),
  /** Cross-currency payouts only, together with `originalAmount`. */
  originalCurrency: optional(z.string()),
  originalAmount: optional(decimalString),
});
export type StatementItem = z.output<typeof statementItemSchema>;

/** One page of an account statement. */
export const statementPageSchema = z.object({
  accountNumber: z.string(),
  /** Taken from the first item by the provider, so it may be missing on an empty page. */
  currency: optional(z.string()),
  accountStatementItems: list(statementItemSchema),
  pageNumber: intLike,
  pageSize: intLike,
  pageCount: intLike,
  totalNumberOfRecords: intLike,
});
export type StatementPage = z.output<typeof statementPageSchema>;

/** {@link statementItemSchema} without zod, for a plainly valid entry (see plainReaders.ts): every field, one shape. */
function plainStatementItem(value: unknown): StatementItem {
  const item = objectAt(value);
  return {
    transactionReference: optionalText(item.transactionReference),
    transferType: text(item.transferType),
    amount: decimal(item.amount),
    timestamp: dateTime(item.timestamp),
    fundingType: text(item.fundingType),
    rate: optionalDecimal(item.rate),
    cleared: optionalText(item.cleared),
    description: optionalText(item.description),
    statementItemId: text(item.statementItemId),
    balance: decimal(item.balance),
    statementNumber: optionalInteger(item.statementNumber),
    narrative: optionalText(item.narrative),
    countryCode: optionalText(item.countryCode),
    originalCurrency: optionalText(item.originalCurrency),
    originalAmount: optionalDecimal(item.originalAmount),
  } satisfies { [K in keyof Required<StatementItem>]: StatementItem[K] };
}

/** {@link statementPageSchema} without zod, for a plainly valid page (`readModel`'s `plain`). */
export function plainStatementPage(value: unknown): StatementPage {
  const page = objectAt(value);
  return {
    accountNumber: text(page.accountNumber),
    currency: optionalText(page.currency),
    accountStatementItems: listAt(page.accountStatementItems, plainStatementItem),
    pageNumber: integer(page.pageNumber),
    pageSize: integer(page.pageSize),
    pageCount: integer(page.pageCount),
    totalNumberOfRecords: integer(page.totalNumberOfRecords),
  };
}

/** Balances of one account (spec area E). */
const accountBalanceSchema = z.object({
  accountNumber: z.string(),
  accountName: optional(z.string()),
  currency: z.string(),
  clearedBalance: decimalString,
  unclearedBalance: decimalString,
  /** The total balance. */
  balance: decimalString,
  /** Newer balance versions: the account's status, e.g. `open` or `closed` (values not published: kept as text). */
  accountStatus: optional(z.string()),
});
export type AccountBalance = z.output<typeof accountBalanceSchema>;

/** The balances response, for one account or for all accounts of an entity; `null` accounts read as empty. */
const balancesSchema = z.object({
  entity: optional(z.string()),
  accounts: list(accountBalanceSchema),
});
export type Balances = z.output<typeof balancesSchema>;

/** One page of balances: newer balance versions page the accounts; no `pagination` means all came at once. */
export const balancesPageSchema = balancesSchema.extend({
  pagination: optional(
    z.object({
      pageNumber: intLike,
      recordsPerPage: intLike,
      totalPages: intLike,
      totalNumberOfRecords: intLike,
    }),
  ),
});
export type BalancesPage = z.output<typeof balancesPageSchema>;

function plainAccountBalance(value: unknown): AccountBalance {
  const account = objectAt(value);
  return {
    accountNumber: text(account.accountNumber),
    accountName: optionalText(account.accountName),
    currency: text(account.currency),
    clearedBalance: decimal(account.clearedBalance),
    unclearedBalance: decimal(account.unclearedBalance),
    balance: decimal(account.balance),
    accountStatus: optionalText(account.accountStatus),
  };
}

function plainPagination(value: unknown): BalancesPage['pagination'] {
  if (value === undefined || value === null) return undefined;
  const pagination = objectAt(value);
  return {
    pageNumber: integer(pagination.pageNumber),
    recordsPerPage: integer(pagination.recordsPerPage),
    totalPages: integer(pagination.totalPages),
    totalNumberOfRecords: integer(pagination.totalNumberOfRecords),
  };
}

/**
 * {@link balancesPageSchema} without zod, for a plainly valid page (`readModel`'s `plain`): every balance query
 * reads one, so zod's pipes per field were a fixed cost of the smallest request.
 */
export function plainBalancesPage(value: unknown): BalancesPage {
  const page = objectAt(value);
  return {
    entity: optionalText(page.entity),
    accounts: listAt(page.accounts, plainAccountBalance),
    pagination: plainPagination(page.pagination),
  };
}
