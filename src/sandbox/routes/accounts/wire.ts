import { LosslessNumber } from 'lossless-json';
import type { AccountBalance, StatementItem } from '../../data/world.ts';

/** A statement entry as JSON, fields in the spec's order; decimals as JSON numbers with every digit. */
export function statementItemToWire(item: StatementItem): Record<string, unknown> {
  return {
    ...(item.transactionReference !== undefined ? { transactionReference: item.transactionReference } : {}),
    transferType: item.transferType,
    amount: new LosslessNumber(item.amount),
    timestamp: item.timestamp,
    fundingType: item.fundingType,
    ...(item.rate !== undefined ? { rate: new LosslessNumber(item.rate) } : {}),
    cleared: item.cleared,
    description: item.description,
    statementItemId: item.statementItemId,
    balance: new LosslessNumber(item.balance),
    statementNumber: item.statementNumber,
    narrative: item.narrative,
    ...(item.countryCode !== undefined ? { countryCode: item.countryCode } : {}),
    ...(item.originalCurrency !== undefined ? { originalCurrency: item.originalCurrency } : {}),
    ...(item.originalAmount !== undefined ? { originalAmount: new LosslessNumber(item.originalAmount) } : {}),
  };
}

/** One account's balances as JSON (spec area E). */
export function balanceToWire(balance: AccountBalance): Record<string, unknown> {
  return {
    accountNumber: balance.accountNumber,
    accountName: balance.accountName,
    currency: balance.currency,
    clearedBalance: new LosslessNumber(balance.clearedBalance),
    unclearedBalance: new LosslessNumber(balance.unclearedBalance),
    balance: new LosslessNumber(balance.balance),
  };
}
