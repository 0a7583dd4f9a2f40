import { fundingTypes, type StatementItem, transferTypes } from '../../datasources/accounts/models.ts';
import type { UpstreamError } from '../../datasources/index.ts';
import type { StatementFundingType, TransferType } from '../../generated/resolvers.ts';
import type { Money } from '../../money/index.ts';
import type { Edge, StitchedConnection } from '../../pagination/index.ts';
import { enumReader } from '../common/enumNames.ts';
import {
  contractViolation,
  lenientEnumKey,
  nonEmpty,
  optionalMoney,
  providerMoneyOrBreach,
} from '../common/providerValues.ts';

/**
 * `StatementItem` as the schema reads it: every field a property of a plain object, built once per entry when its
 * page is read, so graphql-js's default resolver reads each (no resolver per field, no second pass). An amount that
 * breaks the provider's contract is its field's value as an error: graphql-js reports an Error value as that
 * field's error, so it fails the field alone, as a throwing resolver would.
 */
export interface StatementItemModel {
  readonly id: string;
  readonly statementItemId: string;
  readonly statementNumber: number | undefined;
  readonly transactionReference: string | undefined;
  readonly transferType: TransferType;
  readonly rawTransferType: string;
  readonly fundingType: StatementFundingType;
  readonly rawFundingType: string;
  readonly amount: Money | UpstreamError;
  readonly balance: Money | UpstreamError;
  readonly timestamp: string;
  readonly cleared: boolean | null;
  readonly rawCleared: string | undefined;
  readonly description: string | undefined;
  readonly narrative: string | undefined;
  readonly countryCode: string | null;
  readonly rate: string | undefined;
  readonly originalAmount: Money | UpstreamError | null;
  /** Not a field: the entity of the account, by which `StatementItem.payout` looks up the payout it names. */
  readonly accountEntity: string | undefined;
}

/** What the entries of one statement page share: the account and the page's currency (entries carry none). */
export interface StatementOf {
  readonly accountNumber: string;
  readonly accountEntity: string | undefined;
  /** The provider takes it from the page's first entry, so a page with entries has one. */
  readonly currency: string | undefined;
}

/**
 * `StatementItem.id`: the account number and the provider's entry id, opaque (base64url like the global ids, but
 * under a type `node` does not take: an entry cannot be fetched alone). The account is part of it because the
 * spec promises the entry id no uniqueness across accounts; both are stable, so the id is the same on every page.
 */
function statementItemIdOf(accountNumber: string, statementItemId: string): string {
  return Buffer.from(`StatementItem:${accountNumber}:${statementItemId}`, 'utf8').toString('base64url');
}

/**
 * One entry as {@link StatementItemModel}. The return type lists every property, so a field added to the model
 * fails to compile until it is set here.
 */
export function statementItemOf(
  item: StatementItem,
  statement: StatementOf,
): { [K in keyof Required<StatementItemModel>]: StatementItemModel[K] } {
  const { accountNumber, currency } = statement;
  return {
    id: statementItemIdOf(accountNumber, item.statementItemId),
    statementItemId: item.statementItemId,
    statementNumber: item.statementNumber,
    transactionReference: item.transactionReference,
    transferType: transferTypeOf(item.transferType),
    rawTransferType: item.transferType,
    fundingType: fundingTypeOf(item.fundingType),
    rawFundingType: item.fundingType,
    amount: statementMoney(item.amount, currency),
    balance: statementMoney(item.balance, currency),
    timestamp: item.timestamp,
    cleared: clearedOf(item.cleared),
    rawCleared: item.cleared,
    description: item.description,
    narrative: item.narrative,
    countryCode: nonEmpty(item.countryCode),
    rate: item.rate,
    originalAmount: optionalMoney(item.originalAmount, item.originalCurrency),
    accountEntity: statement.accountEntity,
  };
}

export type StatementEdgeModel = Edge<StatementItemModel>;

/** `StatementItemConnection`: the Relay connection plus the statement envelope's account and currency. */
export interface StatementConnectionModel {
  readonly edges: StatementEdgeModel[];
  readonly nodes: StatementItemModel[];
  readonly pageInfo: StitchedConnection<StatementItemModel>['pageInfo'];
  /** Read only when selected: it may need a page of every window. */
  readonly totalCount: () => Promise<number>;
  readonly accountNumber: string;
  /** Read only when selected: a page without entries may not have seen one. */
  readonly currency: () => Promise<string | undefined>;
}

/** A connection of entries with the statement's account and `currencyOfRange` for the `currency` field. */
export function statementConnection(
  connection: StitchedConnection<StatementItemModel>,
  accountNumber: string,
  currencyOfRange: () => Promise<string | undefined>,
): StatementConnectionModel {
  return {
    edges: connection.edges,
    nodes: connection.nodes,
    pageInfo: connection.pageInfo,
    totalCount: connection.totalCount,
    accountNumber,
    currency: currencyOfRange,
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
  if (raw === 'yes') return true;
  const value = raw?.trim().toLowerCase();
  return value === 'yes' ? true : value === 'no' ? false : null;
}

/**
 * An amount of an entry in its statement's currency, or the contract breach as the field's value: a statement
 * with entries but no currency, an amount or currency unusable as money.
 */
export function statementMoney(amount: string, currency: string | undefined): Money | UpstreamError {
  if (currency === undefined) return contractViolation('Upstream statement has entries but no currency');
  return providerMoneyOrBreach(amount, currency);
}
