import { z } from 'zod';
import { cardNumberFree } from '../../validation/cardNumberFree.ts';
import { isoDate, paymentItemDateRule } from '../../validation/dates.ts';
import { countryCode } from '../../validation/formats.ts';
import { paymentItemEntity, ubr } from '../../validation/identifiers.ts';
import { searchText } from '../../validation/searchText.ts';
import { amountFilterFields, withProviderAmounts } from './moneyFilters.ts';

/** What an IBAN looks like: country, check digits, 11 to 30 letters or digits. The search refuses IBANs. */
const ibanShape = /^[A-Za-z]{2}\d{2}[0-9A-Za-z]{11,30}$/;

/** An optional filter; GraphQL's explicit null and an empty string both mean "not filtered". */
function optional<S extends z.ZodType<string>>(schema: S) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}

/**
 * `PaymentItemFilter`, every rule of the spec's parameter table (area C): entity of 6 letters or
 * digits without I or O; dates before today, start before end, at most 366 days apart (searched 30 days at a time); text lengths; ISO 4217
 * currencies; amounts with at most 2 decimals, sent with exactly 2 and then 1 to 19 characters (`moneyFilters.ts`:
 * either spelling); an ISO country code; no IBAN as the beneficiary account number. The spec calls the text
 * filters "alphanumeric": read as letters, digits, spaces and the punctuation of names and references
 * (`searchText.ts`). `merchantReference` and `paymentReference` appear only in the
 * spec's example, without rules: they pass as given. Built once (a zod schema is costly to build); "today" is
 * read on every check.
 */
function paymentItemFilterSchema(now: () => Date) {
  const fields = z.object({
    entity: paymentItemEntity,
    startDate: isoDate,
    endDate: isoDate,
    // Caller text the search sends in its URL: never a card number (see cardNumberFree.ts).
    payeeName: optional(cardNumberFree(searchText(140))),
    narrative: optional(cardNumberFree(searchText(50))),
    transactionReference: optional(cardNumberFree(searchText(50))),
    beneficiaryAccountNumber: optional(
      searchText(50).refine((value) => !ibanShape.test(value), {
        error: 'must not be an IBAN',
        params: { rule: 'NOT_ALLOWED' },
      }),
    ),
    ...amountFilterFields,
    countryCode: optional(countryCode),
    merchantReference: optional(z.string()),
    paymentReference: optional(z.string()),
  });
  // Zod skips an object's refinements once one of its fields failed (for good when that failure aborts), yet
  // the date rules must be reported with the rest: they run on a schema of their own, intersected. A date of
  // bad shape is reported by both sides; toFieldErrors drops the repeat.
  const dates = z
    .object({ startDate: isoDate, endDate: isoDate })
    .superRefine(paymentItemDateRule(now), { when: () => true });
  return z.intersection(fields, dates).transform(withProviderAmounts);
}

export const paymentItemFilter = paymentItemFilterSchema(() => new Date());

/** Arguments of `Query.paymentItemsByUbr`. */
export const ubrArgs = z.object({ ubr });
