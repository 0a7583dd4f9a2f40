/**
 * The money-moving operations as the idempotency store names them in their scope (see `IdempotencyScope`): part of
 * the stored data's format, since a key is the hash of its scope and the ledger lists records by them, so these
 * names never change. One place, so that the mutations writing records and the ledger reading them agree.
 */
export const moneyOperations = {
  payout: 'payout',
  cardOnFileSale: 'sale',
} as const;
