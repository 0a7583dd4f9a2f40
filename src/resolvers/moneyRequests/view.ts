import type { MoneyRequestOperation, MoneyRequestStatus } from '../../generated/resolvers.ts';
import type { Edge, KeysetPosition, PageInfo } from '../../pagination/index.ts';
import type {
  LedgerEntry,
  LedgerPage,
  LedgerPosition,
  LedgerRange,
  LedgerState,
} from '../../stores/idempotency/index.ts';
import { moneyOperations } from '../common/moneyOperations.ts';

/**
 * What `MoneyRequest` resolves from: a ledger entry with its operation already read. The stored answer stays
 * inside (`MoneyRequest.payout` reads a payout's location from it); no field hands it out.
 */
export interface MoneyRequestModel extends LedgerEntry {
  readonly operationName: MoneyRequestOperation;
}
export type MoneyRequestEdgeModel = Edge<MoneyRequestModel>;
export interface MoneyRequestConnectionModel {
  readonly edges: readonly MoneyRequestEdgeModel[];
  readonly pageInfo: PageInfo;
}

const operationNames: Readonly<Record<string, MoneyRequestOperation>> = {
  [moneyOperations.payout]: 'PAYOUT',
  [moneyOperations.cardOnFileSale]: 'CARD_ON_FILE_SALE',
};

export const statusNames = {
  inProgress: 'IN_PROGRESS',
  outcomeUnknown: 'OUTCOME_UNKNOWN',
  completed: 'COMPLETED',
} as const satisfies Record<LedgerState, MoneyRequestStatus>;

/** The cursor position of a ledger position, and back: the same two values under the cursor's generic names. */
const toKeyset = (position: LedgerPosition): KeysetPosition => ({
  at: position.createdAtUs,
  id: position.key,
});
export const fromKeyset = (position: KeysetPosition): LedgerPosition => ({
  createdAtUs: position.at,
  key: position.id,
});

/**
 * A page of the ledger as a Relay connection. Read forward, `hasNextPage` says whether older requests follow, and
 * `hasPreviousPage` is true when the page starts after a cursor (the cursor's own request precedes it); read
 * backward (`last`), the other way round: `hasPreviousPage` says whether newer requests precede, `hasNextPage` is
 * true when the page ends before a cursor.
 */
export function moneyRequestConnection(
  page: LedgerPage,
  range: LedgerRange,
  cursorOf: (position: KeysetPosition) => string,
): MoneyRequestConnectionModel {
  const edges = page.entries.map((entry) => ({
    cursor: cursorOf(toKeyset(entry.position)),
    node: { ...entry, operationName: operationOf(entry.operation) },
  }));
  return {
    edges,
    pageInfo: {
      hasNextPage: range.fromEnd ? range.before !== undefined : page.hasMore,
      hasPreviousPage: range.fromEnd ? page.hasMore : range.after !== undefined,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

// Only the mutations above write labelled records; another name is a bug to hear about, not a row to hide.
function operationOf(operation: string): MoneyRequestOperation {
  const name = operationNames[operation];
  if (!name) throw new Error(`a money record names an unknown operation: ${operation}`);
  return name;
}
