import currencyCodes from 'currency-codes';
import { toCents } from '../../data/decimal.ts';
import type { PaymentItem } from '../../data/world.ts';
import type { FieldErrors } from '../../http/errors.ts';
import { messages, type Paging, readPaging } from './rules.ts';

export interface Filters extends Paging {
  readonly entity: string;
  readonly matches: (item: PaymentItem) => boolean;
}

const dayMs = 86_400_000;

/** A calendar date `YYYY-MM-DD` after 0001-01-01 and before today (UTC); undefined otherwise. */
function readDate(raw: string | null, today: string): number | undefined {
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const at = Date.parse(`${raw}T00:00:00Z`);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== raw) return undefined;
  return raw > '0001-01-01' && raw < today ? at : undefined;
}

type Test = (item: PaymentItem) => boolean;

function text(q: URLSearchParams, errors: FieldErrors, name: string, max: number): string | undefined {
  const value = q.get(name) ?? '';
  if (value.length > max) errors.add(name, `${name} must be at most ${max} characters`);
  return value === '' ? undefined : value;
}

function currency(q: URLSearchParams, errors: FieldErrors, name: string): string | undefined {
  const value = q.get(name);
  if (value === null || value === '') return undefined;
  const upper = value.toUpperCase();
  if (!/^[A-Z]{3}$/.test(upper) || !currencyCodes.code(upper)) {
    errors.add(name, `${name} must be a 3-letter ISO 4217 currency code`);
  }
  return upper;
}

function amount(q: URLSearchParams, errors: FieldErrors, name: string): bigint | undefined {
  const value = q.get(name);
  if (value === null || value === '') return undefined;
  if (value.length > 19 || !/^\d+(\.\d{1,2})?$/.test(value)) {
    errors.add(name, `${name} must be a decimal number of 1 to 19 characters with at most 2 decimal places`);
    return undefined;
  }
  return toCents(value);
}

/**
 * Validates the filter query against every row of the spec's parameter table and builds the item predicate.
 * payeeName and narrative match as case-insensitive substrings; references and the account number exactly;
 * currencies and country case-insensitively; amounts as decimals (`10.5` equals `10.50`). `merchantReference`
 * (from the spec's example) matches transactionReference and `paymentReference` matches the UBR, both exactly.
 */
export function readFilters(q: URLSearchParams, errors: FieldErrors, now: Date): Filters {
  const entity = q.get('entity') ?? '';
  if (entity === '') errors.add('entity', messages.entityEmpty);
  else if (!/^[0-9A-Za-z]{6}$/.test(entity) || /[IiOo]/.test(entity))
    errors.add('entity', messages.entityShape);

  const today = now.toISOString().slice(0, 10);
  const start = readDate(q.get('startDate'), today);
  const end = readDate(q.get('endDate'), today);
  if (start === undefined) errors.add('startDate', messages.date);
  if (end === undefined) errors.add('endDate', messages.date);
  // Equal dates, reversed dates and spans above 30 days all get the spec's start-date message.
  if (start !== undefined && end !== undefined && (end <= start || end - start > 30 * dayMs)) {
    errors.add('startDate', messages.date);
  }

  const tests: Test[] = [];
  const payeeName = text(q, errors, 'payeeName', 140)?.toLowerCase();
  if (payeeName) tests.push((i) => i.payeeName.toLowerCase().includes(payeeName));
  const narrative = text(q, errors, 'narrative', 50)?.toLowerCase();
  if (narrative) tests.push((i) => i.narrative.toLowerCase().includes(narrative));
  const reference = text(q, errors, 'transactionReference', 50);
  if (reference) tests.push((i) => i.transactionReference === reference);
  const beneficiary = text(q, errors, 'beneficiaryAccountNumber', 50);
  if (beneficiary && /^[A-Za-z]{2}\d{2}[0-9A-Za-z]{11,30}$/.test(beneficiary)) {
    errors.add('beneficiaryAccountNumber', 'beneficiaryAccountNumber must not be an IBAN');
  }
  if (beneficiary) tests.push((i) => i.beneficiaryAccountNumber === beneficiary);
  const sourceCurrency = currency(q, errors, 'sourceCurrency');
  if (sourceCurrency) tests.push((i) => i.sourceCurrency === sourceCurrency);
  const sourceAmount = amount(q, errors, 'sourceAmount');
  if (sourceAmount !== undefined) tests.push((i) => toCents(i.sourceAmount) === sourceAmount);
  const targetCurrency = currency(q, errors, 'targetCurrency');
  if (targetCurrency) tests.push((i) => i.targetCurrency === targetCurrency);
  const targetAmount = amount(q, errors, 'targetAmount');
  if (targetAmount !== undefined) tests.push((i) => toCents(i.targetAmount) === targetAmount);
  const country = q.get('countryCode') ?? '';
  if (country !== '' && !/^[A-Za-z]{2}$/.test(country)) {
    errors.add('countryCode', 'countryCode must be a 2-letter ISO 3166-1 alpha-2 code');
  }
  if (country !== '') tests.push((i) => i.countryCode === country.toUpperCase());
  const merchantReference = text(q, errors, 'merchantReference', 50);
  if (merchantReference) tests.push((i) => i.transactionReference === merchantReference);
  const paymentReference = text(q, errors, 'paymentReference', 50);
  if (paymentReference) tests.push((i) => i.ubr === paymentReference);

  const paging = readPaging(q, errors);
  // Whole days, both ends inclusive.
  const from = start ?? 0;
  const until = (end ?? 0) + dayMs;
  tests.push((i) => {
    const at = Date.parse(i.paymentDatetime);
    return at >= from && at < until;
  });
  return { entity, ...paging, matches: (item) => tests.every((test) => test(item)) };
}
