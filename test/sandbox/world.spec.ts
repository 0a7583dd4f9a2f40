import { describe, expect, it } from 'vitest';
import { toCents } from '../../src/sandbox/data/decimal.ts';
import { createWorld } from '../../src/sandbox/data/world.ts';

const now = new Date('2025-03-15T10:30:00Z');
const anchor = Date.parse('2025-03-15T00:00:00Z');
const dayMs = 86_400_000;

describe('sandbox generated world', () => {
  const world = createWorld(42, now);

  it('is the same for the same seed and day, and different for another seed', () => {
    const again = createWorld(42, new Date('2025-03-15T23:59:59Z'));
    expect(again.entities).toEqual(world.entities);
    expect(again.accounts).toEqual(world.accounts);
    for (const account of world.accounts) {
      expect(again.statement(account.accountNumber)).toEqual(world.statement(account.accountNumber));
    }
    expect(again.allPaymentItems()).toEqual(world.allPaymentItems());
    expect(createWorld(43, now).entities).not.toEqual(world.entities);
  });

  const generated = () => world.entities.filter((e) => e.id !== 'default' && e.id !== 'MindPalaceLtd');

  it('generates 3 or 4 entities of 6 characters without I or O, each with 2 or 3 accounts', () => {
    expect(generated().length).toBeGreaterThanOrEqual(3);
    expect(generated().length).toBeLessThanOrEqual(4);
    for (const entity of generated()) {
      expect(entity.id).toMatch(/^[A-HJ-NP-Z0-9]{6}$/);
      const accounts = world.accountsOf(entity.id);
      expect(accounts.length).toBeGreaterThanOrEqual(2);
      expect(accounts.length).toBeLessThanOrEqual(3);
      for (const account of accounts) expect(account.accountNumber).toMatch(/^[A-Z0-9]{16}$/);
    }
    const currencies = new Set(world.accounts.map((a) => a.currency));
    for (const c of ['GBP', 'EUR', 'USD', 'JPY']) expect(currencies).toContain(c);
  });

  it("also holds the entities of the provider's examples, after the generated ones: default and MindPalaceLtd", () => {
    expect(world.entities.slice(-2).map((e) => e.id)).toEqual(['default', 'MindPalaceLtd']);
    expect(world.accountsOf('default').map((a) => [a.accountNumber.length, a.currency])).toEqual([
      [16, 'GBP'],
    ]);
    expect(world.accountsOf('MindPalaceLtd').map((a) => [a.accountNumber.length, a.currency])).toEqual([
      [12, 'GBP'],
      [20, 'EUR'],
    ]);
    for (const account of world.accountsOf('MindPalaceLtd')) {
      expect(account.accountNumber).toMatch(/^[A-Z0-9]+$/);
      expect(world.statement(account.accountNumber).length).toBeGreaterThan(2_000);
    }
    // The payment item search names 6-character entities only: these have no payment items.
    expect(world.paymentItems('default')).toEqual([]);
    expect(world.paymentItems('MindPalaceLtd')).toEqual([]);
  });

  it('writes thousands of statement entries per account over 120 days before the anchor, in order', () => {
    for (const account of world.accounts) {
      const items = world.statement(account.accountNumber);
      expect(items.length).toBeGreaterThan(2_000);
      const times = items.map((i) => Date.parse(i.timestamp));
      expect(
        times.every(
          (t, k) => t < anchor && t >= anchor - 120 * dayMs && (k === 0 || t > (times[k - 1] ?? 0)),
        ),
      ).toBe(true);
    }
  });

  it('keeps running balances consistent with the amounts, and lets some go negative', () => {
    let negatives = 0;
    for (const account of world.accounts) {
      const items = world.statement(account.accountNumber);
      for (let k = 1; k < items.length; k++) {
        const [before, item] = [items[k - 1], items[k]];
        if (!before || !item) continue;
        const signed = item.fundingType === 'credit' ? toCents(item.amount) : -toCents(item.amount);
        expect(toCents(item.balance)).toBe(toCents(before.balance) + signed);
        if (item.balance.startsWith('-')) negatives++;
      }
      const balance = world.balance(account.accountNumber);
      expect(balance?.balance).toBe(items.at(-1)?.balance);
      expect(toCents(balance?.clearedBalance ?? '0') + toCents(balance?.unclearedBalance ?? '0')).toBe(
        toCents(balance?.balance ?? '0'),
      );
    }
    expect(negatives).toBeGreaterThan(0);
  });

  it('covers every statement field and transfer type', () => {
    const items = world.accounts.flatMap((a) => world.statement(a.accountNumber));
    const funding = items.filter((i) => i.transferType === 'LIQUIDITY FUNDING');
    expect(funding.length).toBeGreaterThan(0);
    expect(funding.every((i) => i.transactionReference === undefined && i.fundingType === 'credit')).toBe(
      true,
    );
    expect(items.some((i) => i.transferType === 'PAYOUT REVERSAL' && i.fundingType === 'credit')).toBe(true);
    const cross = items.filter((i) => i.rate !== undefined);
    expect(cross.length).toBeGreaterThan(0);
    expect(cross.every((i) => i.transferType === 'PAYOUT' && i.fundingType === 'debit')).toBe(true);
    expect(cross.every((i) => i.originalCurrency !== undefined && i.originalAmount !== undefined)).toBe(true);
    expect(items.some((i) => i.narrative === '')).toBe(true);
    expect(items.some((i) => i.transferType === 'PAYOUT' && i.countryCode === undefined)).toBe(true);
    const uncleared = items.filter((i) => i.cleared === 'no');
    expect(uncleared.length).toBeGreaterThan(0);
    expect(uncleared.every((i) => Date.parse(i.timestamp) >= anchor - 2 * dayMs)).toBe(true);
    expect(
      items.every((i) => /^\d+\.\d{2}$/.test(i.amount) && /^[0-9a-f-]{36}$/.test(i.statementItemId)),
    ).toBe(true);
  });

  it('generates hundreds of payment items per entity over 90 days, with batches, FX and 18-digit amounts', () => {
    for (const entity of generated()) {
      const items = world.paymentItems(entity.id);
      expect(items.length).toBeGreaterThan(200);
      expect(items.every((i) => /^(PN|PZ|PO)[A-Z0-9]{6}$/.test(i.ubr) && i.entity === entity.id)).toBe(true);
      expect(items.every((i) => Date.parse(i.paymentDatetime) >= anchor - 90 * dayMs)).toBe(true);
      expect(items.some((i) => i.sourceAmount.replace('.', '').length === 18)).toBe(true);
      expect(
        items.some((i) => i.sourceCurrency !== i.targetCurrency && i.sourceAmount !== i.targetAmount),
      ).toBe(true);
      const ubrCounts = new Map<string, number>();
      for (const i of items) ubrCounts.set(i.ubr, (ubrCounts.get(i.ubr) ?? 0) + 1);
      expect([...ubrCounts.values()].some((n) => n > 1)).toBe(true);
      expect(items.filter((i) => i.paymentState === 'EXECUTED').length / items.length).toBeGreaterThan(0.8);
    }
    const states = new Set(world.allPaymentItems().map((i) => i.paymentState));
    expect([...states].sort()).toEqual(['EXECUTED', 'PENDING', 'REJECTED', 'RETURNED']);
  });

  it('finds payment items by UBR and by payment id', () => {
    const item = world.allPaymentItems()[10];
    if (!item) throw new Error('no item');
    expect(world.paymentItem(item.paymentId)).toEqual(item);
    expect(world.paymentItemsByUbr(item.ubr)).toContainEqual(item);
    expect(world.paymentItem('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});
