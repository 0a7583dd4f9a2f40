import { convert, formatRate, fromCents } from './decimal.ts';
import { buildIban } from './iban.ts';
import { alnum, Rng } from './random.ts';
import {
  type Bank,
  banks,
  firstNames,
  lastNames,
  narratives,
  payeeCompanies,
  titles,
  usdPerUnit,
} from './reference.ts';
import type { PaymentItem, PaymentState } from './types.ts';

const dayMs = 86_400_000;
/** Payment item history length before the anchor. */
const paymentHistoryDays = 90;
/** Payments this close to the anchor may still be PENDING. */
const pendingWindowMs = 3 * dayMs;
/** The first entity's first batch is this large, so paging by UBR has more than one page. */
const largeBatchSize = 25;

const countriesByCurrency: Readonly<Record<string, readonly string[]>> = {
  GBP: ['GB'],
  EUR: ['DE', 'FR', 'ES', 'NL', 'IE'],
  USD: ['US'],
  JPY: ['JP'],
  CAD: ['CA'],
  CHF: ['CH'],
};

function bankFor(rng: Rng, currency: string): Bank {
  const countries = countriesByCurrency[currency];
  const candidates = banks.filter((b) => countries?.includes(b.country) ?? true);
  return candidates[rng.int(0, candidates.length - 1)] ?? rng.pick(banks);
}

function amountCents(rng: Rng, currency: string): bigint {
  const units = Math.exp(Math.log(5) + rng.next() * (Math.log(5_000) - Math.log(5)));
  return currency === 'JPY' ? BigInt(Math.round(units * 150)) * 100n : BigInt(Math.round(units * 100));
}

/** 16 integer digits and 2 decimals: 18 significant digits, beyond what a double holds exactly. */
function hugeCents(rng: Rng): bigint {
  return BigInt(`${rng.int(1, 9)}${rng.chars(17, '0123456789')}`);
}

function payeeName(rng: Rng): string {
  if (rng.chance(0.3)) return rng.pick(payeeCompanies);
  return [rng.pick(titles), rng.pick(firstNames), rng.pick(lastNames)].filter((p) => p !== '').join(' ');
}

function stateOf(rng: Rng, time: number, anchor: number): PaymentState {
  if (time >= anchor - pendingWindowMs && rng.chance(0.5)) return 'PENDING';
  const roll = rng.next();
  return roll < 0.04 ? 'REJECTED' : roll < 0.07 ? 'RETURNED' : 'EXECUTED';
}

/**
 * Payout events of one entity over `paymentHistoryDays` before `anchor`, ascending by paymentDatetime then
 * paymentId. About a third are batches sharing a UBR; a fifth are cross-currency; two carry 18-digit amounts.
 */
export function generatePaymentItems(
  seed: number,
  entity: string,
  currencies: readonly [string, ...string[]],
  anchor: Date,
  first: boolean,
): PaymentItem[] {
  const rng = Rng.derive(seed, 'paymentItems', entity);
  const target = rng.int(280, 420);
  const end = anchor.getTime();
  // Batches average ~2.4 items, so this gap gives roughly `target` items over the whole history.
  const meanGapMs = (paymentHistoryDays * dayMs) / (target / 2.4);
  const hugeAt = new Set([rng.int(0, 99), rng.int(100, 199)]);
  const ubrs = new Set<string>();
  const items: PaymentItem[] = [];
  let t = end - paymentHistoryDays * dayMs;
  for (;;) {
    t += Math.max(60_000, Math.round((-Math.log(1 - rng.next()) * meanGapMs) / 1_000) * 1_000);
    if (t >= end - 60_000) break;
    const size = first && items.length === 0 ? largeBatchSize : rng.chance(0.35) ? rng.int(2, 8) : 1;
    let ubr = `${rng.pick(['PN', 'PZ', 'PO'])}${rng.chars(6, alnum)}`;
    while (ubrs.has(ubr)) ubr = `${ubr.slice(0, 2)}${rng.chars(6, alnum)}`;
    ubrs.add(ubr);
    const sourceCurrency = rng.pick(currencies);
    for (let k = 0; k < size; k++) {
      const time = t + k * 1_000;
      items.push(batchItem(rng, { ubr, entity, sourceCurrency, time, end, huge: hugeAt.has(items.length) }));
    }
  }
  return items.sort(comparePaymentItems);
}

/** Where one payment of a batch stands: the batch's UBR, entity and currency, its time, whether its amount is huge. */
interface ItemPlace {
  readonly ubr: string;
  readonly entity: string;
  readonly sourceCurrency: string;
  readonly time: number;
  readonly end: number;
  readonly huge: boolean;
}

/** One payment of a batch; a fifth (never a huge one) paid out in another currency at a rate near the reference. */
function batchItem(rng: Rng, { ubr, entity, sourceCurrency, time, end, huge }: ItemPlace): PaymentItem {
  const crossCurrency = !huge && rng.chance(0.2);
  const targetCurrency = crossCurrency
    ? rng.pick(Object.keys(usdPerUnit).filter((c) => c !== sourceCurrency) as [string, ...string[]])
    : sourceCurrency;
  const sourceCents = huge ? hugeCents(rng) : amountCents(rng, sourceCurrency);
  const rate = formatRate(
    ((usdPerUnit[sourceCurrency] ?? 1) / (usdPerUnit[targetCurrency] ?? 1)) * (0.99 + rng.next() * 0.02),
  );
  let targetCents = crossCurrency ? convert(sourceCents, rate) : sourceCents;
  if (targetCurrency === 'JPY') targetCents = ((targetCents + 50n) / 100n) * 100n;
  const bank = bankFor(rng, targetCurrency);
  const beneficiaryAccountNumber = rng.chars(rng.int(8, 12), '0123456789');
  const bbanLength = bank.ibanLength - 4;
  const bban = `${bank.code}${beneficiaryAccountNumber}`.padEnd(bbanLength, '0').slice(0, bbanLength);
  return {
    ubr,
    paymentId: rng.guid(),
    entity,
    paymentDatetime: new Date(time).toISOString(),
    payeeName: payeeName(rng),
    narrative: rng.pick(narratives),
    transactionReference: `PAY${rng.chars(10, alnum)}`,
    beneficiaryAccountNumber,
    swiftBic: bank.swiftBic,
    sourceCurrency,
    sourceAmount: fromCents(sourceCents),
    targetCurrency,
    targetAmount: fromCents(targetCents < 1n ? 1n : targetCents),
    countryCode: bank.country,
    paymentState: stateOf(rng, time, end),
    bankName: bank.name,
    bankCode: bank.code,
    iban: bank.ibanLength > 0 ? buildIban(bank.country, bban) : '',
  };
}

/** The provider order the sandbox uses: paymentDatetime ascending, then paymentId. */
function comparePaymentItems(a: PaymentItem, b: PaymentItem): number {
  if (a.paymentDatetime !== b.paymentDatetime) return a.paymentDatetime < b.paymentDatetime ? -1 : 1;
  return a.paymentId < b.paymentId ? -1 : a.paymentId > b.paymentId ? 1 : 0;
}
