import { fundingTypes, type StatementItem, transferTypes } from '../../datasources/accounts/models.ts';
import type { StatementFundingType, TransferType } from '../../generated/resolvers.ts';
import type { Money } from '../../money/index.ts';
import type { Connection, Edge } from '../../pagination/index.ts';
import { enumReader } from '../common/enumNames.ts';
import { contractViolation, lenientEnumKey, providerMoney } from '../common/providerValues.ts';

/**
 * A statement entry with the currency of its statement (entries carry no currency of their own) and the entity of
 * its account, by which the payout its reference names is looked up (`StatementItem.payout`).
 */
export interface StatementItemModel extends StatementItem {
  readonly statementCurrency: string | undefined;
  readonly accountEntity: string | undefined;
}

export type StatementEdgeModel = Edge<StatementItemModel>;

/** `StatementItemConnection`: the Relay connection plus the statement envelope's account and currency. */
export interface StatementConnectionModel extends Connection<StatementItemModel> {
  readonly accountNumber: string;
  readonly currency: string | undefined;
}

/** Wraps a connection of provider entries with the statement's account (number, entity) and currency. */
export function statementConnection(
  connection: Connection<StatementItem>,
  account: { readonly accountNumber: string; readonly entity: string | undefined },
  currency: string | undefined,
): StatementConnectionModel {
  const { accountNumber, entity } = account;
  return {
    ...connection,
    edges: connection.edges.map((edge) => ({
      cursor: edge.cursor,
      node: { ...edge.node, statementCurrency: currency, accountEntity: entity },
    })),
    accountNumber,
    currency,
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
