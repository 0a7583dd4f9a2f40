import type {
  Account,
  AccountBalance,
  PaymentItem,
  StatementItem,
  World,
} from '../../src/sandbox/data/world.ts';

/**
 * Expected GraphQL values computed from the sandbox world, written independently of the gateway's mappers: the
 * world keeps every amount as a two-decimal string, and JPY (exponent 0) is written without decimals.
 */

interface ExpectedMoney {
  amount: string;
  currency: string;
  minorUnits: string | null;
}

/** The GraphQL `Money` of a two-decimal world amount in `currency` (world data only uses 0- and 2-exponent). */
function money(amount: string, currency: string): ExpectedMoney {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = '00'] = amount.replace('-', '').split('.');
  if (currency === 'JPY') {
    if (fraction !== '00') return { amount, currency, minorUnits: null };
    const minor = BigInt(`${negative ? '-' : ''}${whole}`).toString();
    return { amount: minor, currency, minorUnits: minor };
  }
  return { amount, currency, minorUnits: BigInt(`${negative ? '-' : ''}${whole}${fraction}`).toString() };
}

/** `AccountsAccountFields` of an account. */
export function expectedAccount(account: Account, balance: AccountBalance) {
  return {
    id: Buffer.from(`Account:${account.accountNumber}`).toString('base64url'),
    accountNumber: account.accountNumber,
    name: account.accountName,
    currency: account.currency,
    entity: account.entity,
    balance: {
      cleared: money(balance.clearedBalance, account.currency),
      uncleared: money(balance.unclearedBalance, account.currency),
      total: money(balance.balance, account.currency),
    },
  };
}

const transferTypes = {
  PAYOUT: 'PAYOUT',
  'PAYOUT REVERSAL': 'PAYOUT_REVERSAL',
  'LIQUIDITY FUNDING': 'LIQUIDITY_FUNDING',
} as const;

/** `AccountsStatementItemFields` of a statement entry in a statement of `currency`. */
export function expectedStatementItem(item: StatementItem, currency: string) {
  return {
    statementItemId: item.statementItemId,
    statementNumber: item.statementNumber,
    transactionReference: item.transactionReference ?? null,
    transferType: transferTypes[item.transferType],
    rawTransferType: item.transferType,
    fundingType: item.fundingType.toUpperCase(),
    rawFundingType: item.fundingType,
    amount: money(item.amount, currency),
    balance: money(item.balance, currency),
    timestamp: item.timestamp,
    cleared: item.cleared === 'yes',
    rawCleared: item.cleared,
    description: item.description,
    narrative: item.narrative,
    countryCode: item.countryCode ?? null,
    rate: item.rate ?? null,
    originalAmount:
      item.originalAmount !== undefined && item.originalCurrency !== undefined
        ? money(item.originalAmount, item.originalCurrency)
        : null,
  };
}

/** `PaymentItemsItemFields` of a payment item. */
export function expectedPaymentItem(item: PaymentItem) {
  return {
    id: Buffer.from(`PaymentItem:${item.paymentId}`).toString('base64url'),
    paymentId: item.paymentId,
    ubr: item.ubr,
    entity: item.entity,
    transactionReference: item.transactionReference,
    narrative: item.narrative,
    paymentDatetime: item.paymentDatetime,
    payeeName: item.payeeName,
    beneficiaryAccountNumber: item.beneficiaryAccountNumber,
    iban: item.iban === '' ? null : item.iban,
    swiftBic: item.swiftBic,
    bankName: item.bankName,
    bankCode: item.bankCode,
    source: money(item.sourceAmount, item.sourceCurrency),
    target: money(item.targetAmount, item.targetCurrency),
    countryCode: item.countryCode,
    paymentState: item.paymentState,
    rawPaymentState: item.paymentState,
  };
}

/** A statement range of `days` days ending `endDaysAgo` days before the world's anchor. */
export function statementRange(world: World, endDaysAgo: number, days: number) {
  const dayMs = 86_400_000;
  const to = new Date(world.anchor.getTime() - endDaysAgo * dayMs);
  const from = new Date(to.getTime() - days * dayMs);
  return { from: from.toISOString(), to: to.toISOString() };
}

/** `YYYY-MM-DD` of the day `daysAgo` days before the world's anchor. */
export function dayBeforeAnchor(world: World, daysAgo: number): string {
  return new Date(world.anchor.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** A result's errors without `locations` (they follow the document's layout, not the behaviour under test). */
export function errorsOf(result: {
  errors?: readonly { message: string; path?: readonly (string | number)[]; extensions?: unknown }[];
}) {
  return (result.errors ?? []).map(({ message, path, extensions }) => ({ message, path, extensions }));
}

/** The `BAD_USER_INPUT` error of a root field with these field errors. */
export function badInput(
  path: readonly (string | number)[],
  fieldErrors: { path: string; rule: string; message: string }[],
) {
  return { message: 'The input is invalid.', path, extensions: { code: 'BAD_USER_INPUT', fieldErrors } };
}
