import { fromCents, toCents } from './decimal.ts';
import { generateDirectory, searchableEntity } from './entities.ts';
import { type PastPayout, pastPayoutsOf } from './pastPayouts.ts';
import { generatePaymentItems } from './paymentItems.ts';
import { generateStatement } from './statements.ts';
import type { Account, AccountBalance, Entity, PaymentItem, StatementItem } from './types.ts';

export type { PastPayout } from './pastPayouts.ts';

export type { Account, AccountBalance, Entity, PaymentItem, StatementItem } from './types.ts';

/**
 * The sandbox's generated data: entities, their accounts, each account's statement and balances, and each entity's
 * payout events. Everything follows from `seed` and the UTC day of `now` (the *anchor*, midnight UTC): two worlds
 * with the same seed created on the same day are identical. All history lies before the anchor, so it is always
 * "in the past". Statements and payment items are generated on first use per account / entity and then kept.
 *
 * Terminology: *statement* is every entry of an account, ascending by timestamp; *payment items* of an entity are
 * ascending by paymentDatetime, then paymentId (the order the sandbox's searches return).
 */
export class World {
  /** Midnight UTC of the day the world was created; every generated timestamp is before it. */
  readonly anchor: Date;
  readonly entities: readonly Entity[];
  /** Every account, grouped by entity in entity order. */
  readonly accounts: readonly Account[];
  private readonly statements = new Map<string, { items: readonly StatementItem[]; openingCents: bigint }>();
  private readonly paymentItemsByEntity = new Map<string, readonly PaymentItem[]>();
  // The world never changes, so what every request would recompute is kept: entry times for range selection and
  // balances, both summed over thousands of entries.
  private readonly entryTimes = new Map<string, Float64Array>();
  private readonly balances = new Map<string, AccountBalance>();
  private readonly paidOutByEntity = new Map<string, ReadonlyMap<string, PastPayout>>();

  constructor(
    readonly seed: number,
    now: Date,
  ) {
    const dayMs = 86_400_000;
    this.anchor = new Date(Math.floor(now.getTime() / dayMs) * dayMs);
    const directory = generateDirectory(seed);
    this.entities = directory.entities;
    this.accounts = directory.accounts;
  }

  /** The account with this number, or undefined. */
  account(accountNumber: string): Account | undefined {
    return this.accounts.find((a) => a.accountNumber === accountNumber);
  }

  /** Accounts of an entity (empty for an unknown entity). */
  accountsOf(entity: string): readonly Account[] {
    return this.accounts.filter((a) => a.entity === entity);
  }

  /** Every statement entry of the account, ascending by timestamp; empty for an unknown account. */
  statement(accountNumber: string): readonly StatementItem[] {
    return this.generatedStatement(accountNumber)?.items ?? [];
  }

  /**
   * Entries with `from <= timestamp < to` (start inclusive, end exclusive), as the statement endpoint selects them.
   */
  statementBetween(accountNumber: string, from: Date, to: Date): StatementItem[] {
    const items = this.statement(accountNumber);
    const times = this.timesOf(accountNumber, items);
    return items.slice(firstAtOrAfter(times, from.getTime()), firstAtOrAfter(times, to.getTime()));
  }

  private timesOf(accountNumber: string, items: readonly StatementItem[]): Float64Array {
    let times = this.entryTimes.get(accountNumber);
    if (!times) {
      times = Float64Array.from(items, (item) => Date.parse(item.timestamp));
      this.entryTimes.set(accountNumber, times);
    }
    return times;
  }

  /** Balances consistent with the statement; undefined for an unknown account. */
  balance(accountNumber: string): AccountBalance | undefined {
    const known = this.balances.get(accountNumber);
    if (known) return known;
    const computed = this.computeBalance(accountNumber);
    if (computed) this.balances.set(accountNumber, computed);
    return computed;
  }

  private computeBalance(accountNumber: string): AccountBalance | undefined {
    const account = this.account(accountNumber);
    const generated = this.generatedStatement(accountNumber);
    if (!account || !generated) return undefined;
    let cleared = generated.openingCents;
    let uncleared = 0n;
    for (const item of generated.items) {
      const signed = item.fundingType === 'credit' ? toCents(item.amount) : -toCents(item.amount);
      if (item.cleared === 'yes') cleared += signed;
      else uncleared += signed;
    }
    return {
      accountNumber: account.accountNumber,
      accountName: account.accountName,
      currency: account.currency,
      clearedBalance: fromCents(cleared),
      unclearedBalance: fromCents(uncleared),
      balance: fromCents(cleared + uncleared),
    };
  }

  /**
   * Payout events of an entity in search order; empty for an unknown entity and for one the search could not
   * name (the spec's payment item has a 6-character entity).
   */
  paymentItems(entity: string): readonly PaymentItem[] {
    const cached = this.paymentItemsByEntity.get(entity);
    if (cached) return cached;
    if (!searchableEntity(entity)) return [];
    const index = this.entities.findIndex((e) => e.id === entity);
    const [firstCurrency, ...rest] = this.accountsOf(entity).map((a) => a.currency);
    if (index === -1 || firstCurrency === undefined) return [];
    const items = generatePaymentItems(this.seed, entity, [firstCurrency, ...rest], this.anchor, index === 0);
    this.paymentItemsByEntity.set(entity, items);
    return items;
  }

  /** Payout events of every entity, each entity's in search order, entities in order. */
  allPaymentItems(): readonly PaymentItem[] {
    return this.entities.flatMap((e) => this.paymentItems(e.id));
  }

  /** Items sharing a UBR (a batch has several), in search order. */
  paymentItemsByUbr(ubr: string): PaymentItem[] {
    return this.allPaymentItems().filter((item) => item.ubr === ubr);
  }

  /** The item with this paymentId (GUIDs compared case-insensitively), or undefined. */
  paymentItem(paymentId: string): PaymentItem | undefined {
    const wanted = paymentId.toLowerCase();
    return this.allPaymentItems().find((item) => item.paymentId === wanted);
  }

  /**
   * The card payout of `entity` that the history names by `transactionReference` (a PAYOUT entry of one of its
   * accounts' statements), or undefined. The statement entries record card payouts made before the world began;
   * the provider knows them as payouts too, by the same reference. Payment items (account payouts) are none.
   */
  pastPayout(entity: string, transactionReference: string): PastPayout | undefined {
    let known = this.paidOutByEntity.get(entity);
    // Only the world's entities have a history; any other entity (payouts take any) is not remembered.
    if (!known && !this.entities.some((e) => e.id === entity)) return undefined;
    if (!known) {
      known = pastPayoutsOf(
        this.accountsOf(entity).flatMap((account) => this.statement(account.accountNumber)),
      );
      this.paidOutByEntity.set(entity, known);
    }
    return known.get(transactionReference);
  }

  private generatedStatement(accountNumber: string) {
    const cached = this.statements.get(accountNumber);
    if (cached) return cached;
    const account = this.account(accountNumber);
    if (!account) return undefined;
    // The first entity's last account holds a 17-digit balance, so exact decimals show on balances too.
    const firstEntityAccounts = this.accountsOf(this.entities[0]?.id ?? '');
    const huge = firstEntityAccounts[firstEntityAccounts.length - 1]?.accountNumber === accountNumber;
    const generated = generateStatement(this.seed, account, this.anchor, huge);
    this.statements.set(accountNumber, generated);
    return generated;
  }
}

/** The world of a sandbox instance: deterministic from `seed` and the UTC day of `now`. */
export function createWorld(seed: number, now: Date): World {
  return new World(seed, now);
}

/** Index of the first time >= `at` in ascending `times` (binary search; `times.length` when none). */
function firstAtOrAfter(times: Float64Array, at: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((times[mid] ?? Number.POSITIVE_INFINITY) < at) low = mid + 1;
    else high = mid;
  }
  return low;
}
