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

/** What every kind of entry shares: when, whether cleared, its id and statement number. */
type EntryCommon = Pick<StatementItem, 'timestamp' | 'cleared' | 'statementItemId' | 'statementNumber'>;

/** An entry before its running balance, and what it moved (positive in, negative out), in hundredths. */
interface Entry {
  readonly item: Omit<StatementItem, 'balance'>;
  readonly signed: bigint;
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
  const start = anchor.getTime() - statementHistoryDays * dayMs;
  const statementBase = rng.int(100, 900);
  const openingCents = hugeOpening ? 98765432109876543n : randomCents(rng, currency, 5_000, 20_000);
  const lowWater = BigInt(3_000 * scaleOf(currency) * 100);
  const payouts: StatementItem[] = [];
  const items: StatementItem[] = [];
  let running = openingCents;
  let t = start;
  for (;;) {
    t += Math.max(1_000, Math.round((-Math.log(1 - rng.next()) * meanGapMs) / 1_000) * 1_000);
    if (t >= anchor.getTime()) break;
    const common: EntryCommon = {
      timestamp: new Date(t).toISOString(),
      cleared: t >= anchor.getTime() - unclearedWindowMs ? 'no' : 'yes',
      statementItemId: rng.guid(),
      statementNumber: statementBase + Math.floor((t - start) / dayMs),
    };
    // The draws happen in this order (reversal chance, then funding chance): the generated data depends on it.
    const reversible = payouts.length > 0 && rng.chance(0.03);
    const { item, signed } =
      running < lowWater && rng.chance(0.03)
        ? funding(rng, currency, common)
        : reversible
          ? reversal(rng, payouts, common)
          : payout(rng, currency, common);
    running += signed;
    const full: StatementItem = { ...item, balance: fromCents(running) };
    items.push(full);
    if (full.transferType === 'PAYOUT') payouts.push(full);
  }
  return { items, openingCents };
}

/** The provider topping the account up. */
function funding(rng: Rng, currency: string, common: EntryCommon): Entry {
  const cents = randomCents(rng, currency, 20_000, 80_000);
  return {
    signed: cents,
    item: {
      transferType: 'LIQUIDITY FUNDING',
      amount: fromCents(cents),
      fundingType: 'credit',
      description: 'Liquidity funding',
      narrative: rng.chance(0.5) ? '' : 'Treasury top-up',
      ...common,
    },
  };
}

/**
 * An earlier payout coming back (taken out of `payouts`, so it is reversed once), for its amount. It carries no
 * transactionReference: the spec shows references absent on some entries and does not say whose reference a
 * reversal would carry, so the sandbox names none rather than invent a link to the reversed payout.
 */
function reversal(rng: Rng, payouts: StatementItem[], common: EntryCommon): Entry {
  const original = payouts.splice(rng.int(0, payouts.length - 1), 1)[0];
  const amount = original?.amount ?? '0.00';
  return {
    signed: toCents(amount),
    item: {
      transferType: 'PAYOUT REVERSAL',
      amount,
      fundingType: 'credit',
      description: 'Card payout reversal',
      narrative: original?.narrative ?? '',
      ...(original?.countryCode ? { countryCode: original.countryCode } : {}),
      ...common,
    },
  };
}

/** A card payout, one in seven or so from another currency at a rate near the reference one. */
function payout(rng: Rng, currency: string, common: EntryCommon): Entry {
  const crossCurrency = rng.chance(0.15);
  const otherCurrencies = Object.keys(usdPerUnit).filter((c) => c !== currency) as [string, ...string[]];
  const original = crossCurrency ? rng.pick(otherCurrencies) : currency;
  const originalCents = randomCents(rng, original, 5, 2_500);
  const rate = formatRate(
    ((usdPerUnit[original] ?? 1) / (usdPerUnit[currency] ?? 1)) * (0.99 + rng.next() * 0.02),
  );
  let cents = crossCurrency ? convert(originalCents, rate) : originalCents;
  if (currency === 'JPY') cents = ((cents + 50n) / 100n) * 100n;
  if (cents < 1n) cents = 1n;
  const bank = rng.pick(banks);
  return {
    signed: -cents,
    item: {
      transactionReference: `TR${rng.chars(12, alnum)}`,
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
    },
  };
}
