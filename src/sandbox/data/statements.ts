import { convert, formatRate, fromCents, toCents } from './decimal.ts';
import { alnum, Rng } from './random.ts';
import { banks, narratives, usdPerUnit } from './reference.ts';
import type { Account, StatementItem } from './types.ts';

const dayMs = 86_400_000;
/** Statement history length before the anchor. */
const statementHistoryDays = 120;
/** Entries this close to the anchor are still uncleared. */
const unclearedWindowMs = 2 * dayMs;
/** ~2,500 entries over 120 days. */
const meanGapMs = (statementHistoryDays * dayMs) / 2_500;

export interface GeneratedStatement {
  readonly items: readonly StatementItem[];
  readonly openingCents: bigint;
}

/** Units of `currency` worth about one pound-ish unit, so JPY amounts look like yen. */
function scaleOf(currency: string): number {
  return currency === 'JPY' ? 150 : 1;
}

/** Log-uniform whole-or-cent amount between `min` and `max` units of `currency`, in hundredths. */
function randomCents(rng: Rng, currency: string, min: number, max: number): bigint {
  const units = Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min))) * scaleOf(currency);
  // JPY has no minor unit in practice: whole yen, still written with two decimal places.
  return currency === 'JPY' ? BigInt(Math.round(units)) * 100n : BigInt(Math.round(units * 100));
}

/**
 * The statement of one account: entries from `statementHistoryDays` before `anchor` up to `anchor`, ascending by
 * timestamp. Funding tops the balance up only some time after it runs low, so balances do go negative.
 * `hugeOpening` gives the account a 17-digit opening balance, to prove exactness of balances.
 */
export function generateStatement(
  seed: number,
  account: Account,
  anchor: Date,
  hugeOpening: boolean,
): GeneratedStatement {
  const rng = Rng.derive(seed, 'statement', account.accountNumber);
  const { currency } = account;
  const scale = scaleOf(currency);
  const start = anchor.getTime() - statementHistoryDays * dayMs;
  const statementBase = rng.int(100, 900);
  const otherCurrencies = Object.keys(usdPerUnit).filter((c) => c !== currency) as [string, ...string[]];
  const openingCents = hugeOpening ? 98765432109876543n : randomCents(rng, currency, 5_000, 20_000);
  const lowWater = BigInt(3_000 * scale * 100);
  const payouts: StatementItem[] = [];
  const items: StatementItem[] = [];
  let running = openingCents;
  let t = start;
  for (;;) {
    t += Math.max(1_000, Math.round((-Math.log(1 - rng.next()) * meanGapMs) / 1_000) * 1_000);
    if (t >= anchor.getTime()) break;
    const common = {
      timestamp: new Date(t).toISOString(),
      cleared: t >= anchor.getTime() - unclearedWindowMs ? ('no' as const) : ('yes' as const),
      statementItemId: rng.guid(),
      statementNumber: statementBase + Math.floor((t - start) / dayMs),
    };
    let item: Omit<StatementItem, 'balance'>;
    let signed: bigint;
    const reversible = payouts.length > 0 && rng.chance(0.03);
    if (running < lowWater && rng.chance(0.03)) {
      const cents = randomCents(rng, currency, 20_000, 80_000);
      signed = cents;
      item = {
        transferType: 'LIQUIDITY FUNDING',
        amount: fromCents(cents),
        fundingType: 'credit',
        description: 'Liquidity funding',
        narrative: rng.chance(0.5) ? '' : 'Treasury top-up',
        ...common,
      };
    } else if (reversible) {
      const original = payouts.splice(rng.int(0, payouts.length - 1), 1)[0];
      const amount = original?.amount ?? '0.00';
      signed = toCents(amount);
      item = {
        ...(original?.transactionReference ? { transactionReference: original.transactionReference } : {}),
        transferType: 'PAYOUT REVERSAL',
        amount,
        fundingType: 'credit',
        description: 'Card payout reversal',
        narrative: original?.narrative ?? '',
        ...(original?.countryCode ? { countryCode: original.countryCode } : {}),
        ...common,
      };
    } else {
      const crossCurrency = rng.chance(0.15);
      const original = crossCurrency ? rng.pick(otherCurrencies) : currency;
      const originalCents = randomCents(rng, original, 5, 2_500);
      const rate = formatRate(
        ((usdPerUnit[original] ?? 1) / (usdPerUnit[currency] ?? 1)) * (0.99 + rng.next() * 0.02),
      );
      let cents = crossCurrency ? convert(originalCents, rate) : originalCents;
      if (currency === 'JPY') cents = ((cents + 50n) / 100n) * 100n;
      if (cents < 1n) cents = 1n;
      signed = -cents;
      const bank = rng.pick(banks);
      const transactionReference = `TR${rng.chars(12, alnum)}`;
      item = {
        transactionReference,
        transferType: 'PAYOUT',
        amount: fromCents(cents),
        fundingType: 'debit',
        ...(crossCurrency
          ? { rate, originalCurrency: original, originalAmount: fromCents(originalCents) }
          : {}),
        description: 'Card payout',
        narrative: rng.chance(0.15) ? '' : rng.pick(narratives),
        ...(rng.chance(0.1) ? {} : { countryCode: bank.country }),
        ...common,
      };
    }
    running += signed;
    const full: StatementItem = { ...item, balance: fromCents(running) };
    items.push(full);
    if (full.transferType === 'PAYOUT') payouts.push(full);
  }
  return { items, openingCents };
}
