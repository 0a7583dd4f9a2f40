import { fundingTypes, type StatementItem, transferTypes } from '../../datasources/accounts/models.ts';
import type { StatementFundingType, TransferType } from '../../generated/resolvers.ts';
import { toOpaqueId } from '../../identity/globalId.ts';
import type { Money } from '../../money/index.ts';
import type { Edge, StitchedConnection } from '../../pagination/index.ts';
import { enumReader } from '../common/enumNames.ts';
import { contractViolation, lenientEnumKey, providerMoney } from '../common/providerValues.ts';

/**
 * A statement entry with the currency of its statement (entries carry no currency of their own) and the entity of
 * its account, by which the payout its reference names is looked up (`StatementItem.payout`).
 */
export interface StatementItemModel extends StatementItem {
  readonly statementCurrency: string | undefined;
  readonly accountEntity: string | undefined;
  /** The account whose statement lists the entry: with `statementItemId`, what identifies it (`id`). */
  readonly accountNumber: string;
}

/**
 * `StatementItem.id`: the account number and the provider's entry id, opaque (base64url like the global ids, but
 * under a type `node` does not take: an entry cannot be fetched alone). The account is part of it because the
 * spec promises the entry id no uniqueness across accounts; both are stable, so the id is the same on every page.
 */
export function statementItemIdOf(item: StatementItemModel): string {
  return toOpaqueId('StatementItem', `${item.accountNumber}:${item.statementItemId}`);
}

export type StatementEdgeModel = Edge<StatementItemModel>;

/** `StatementItemConnection`: the Relay connection plus the statement envelope's account and currency. */
export interface StatementConnectionModel {
  readonly edges: StatementEdgeModel[];
  readonly pageInfo: StitchedConnection<StatementItem>['pageInfo'];
  /** Read only when selected: it may need a page of every window. */
  readonly totalCount: () => Promise<number>;
  readonly accountNumber: string;
  /** Read only when selected: a page without entries may not have seen one. */
  readonly currency: () => Promise<string | undefined>;
}

/**
 * The connection of an account's entries (each made by {@link withStatement}) with the statement's account number
 * and its currency, read only when selected (`currencyOfRange`).
 */
export function statementConnection(
  connection: StitchedConnection<StatementItemModel>,
  accountNumber: string,
  currencyOfRange: () => Promise<string | undefined>,
): StatementConnectionModel {
  return {
    edges: connection.edges,
    pageInfo: connection.pageInfo,
    totalCount: connection.totalCount,
    accountNumber,
    currency: currencyOfRange,
  };
}

/**
 * The entry with its statement's currency and account entity. Written field by field rather than spread: a spread
 * of a 15-field object builds it key by key and was 4% of a statement page of 50's CPU; one literal has one shape.
 * The return type lists every field, optional ones included, so a field added to `StatementItem` fails to compile
 * until it is copied here too.
 */
export function withStatement(
  item: StatementItem,
  statementCurrency: string | undefined,
  accountEntity: string | undefined,
  accountNumber: string,
): { [K in keyof Required<StatementItemModel>]: StatementItemModel[K] } {
  return {
    transactionReference: item.transactionReference,
    transferType: item.transferType,
    amount: item.amount,
    timestamp: item.timestamp,
    fundingType: item.fundingType,
    rate: item.rate,
    cleared: item.cleared,
    description: item.description,
    statementItemId: item.statementItemId,
    balance: item.balance,
    statementNumber: item.statementNumber,
    narrative: item.narrative,
    countryCode: item.countryCode,
    originalCurrency: item.originalCurrency,
    originalAmount: item.originalAmount,
    statementCurrency,
    accountNumber,
    accountEntity,
  };
}

const transferType = enumReader(transferTypes, lenientEnumKey);
const fundingType = enumReader(fundingTypes, lenientEnumKey);

/** The provider's transfer type as our enum; values the spec has not seen are `OTHER`. */
export function transferTypeOf(raw: string): TransferType {
  return transferType(raw) ?? 'OTHER';
}

/** `credit`/`debit` as our enum; anything else is `UNKNOWN`. */
export function fundingTypeOf(raw: string): StatementFundingType {
  return fundingType(raw) ?? 'UNKNOWN';
}

/** The provider's `cleared` flag: `yes` true, `no` false, anything else (or absent) unknown. */
export function clearedOf(raw: string | undefined): boolean | null {
  const value = raw?.trim().toLowerCase();
  return value === 'yes' ? true : value === 'no' ? false : null;
}

/** An amount of the entry in the statement currency; entries without a statement currency break the contract. */
export function statementMoney(item: StatementItemModel, amount: string): Money {
  if (item.statementCurrency === undefined) {
    throw contractViolation('Upstream statement has entries but no currency');
  }
  return providerMoney(amount, item.statementCurrency);
}
