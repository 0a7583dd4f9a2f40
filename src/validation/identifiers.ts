import { z } from 'zod';
import { cardNumberFree } from './cardNumberFree.ts';
import { withRule } from './rules.ts';

/** Schema-level error for a string rule: "is required" when absent, the rule otherwise. */
export function ruleError(rule: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : rule);
}

const PAYMENT_ITEM_ENTITY_RULE = 'must be 6 letters or digits, without I or O';

/**
 * The entity filter of the payment item search: 6 alphanumeric characters without the letters I or O (either
 * case), the one place the spec gives an entity a format (area C). An empty string gets the provider's own
 * distinct "must not be empty". Every other entity field takes {@link merchantEntity}.
 */
export const paymentItemEntity = z
  .string({ error: ruleError(PAYMENT_ITEM_ENTITY_RULE) })
  .min(1, { error: 'must not be empty', abort: true })
  .regex(/^[0-9A-HJ-NP-Za-hj-np-z]{6}$/, { error: PAYMENT_ITEM_ENTITY_RULE });

const MERCHANT_ENTITY_RULE = 'must be 1 to 32 letters, digits, ".", "_" or "-"';

/**
 * A merchant entity (`merchant.entity` of payouts, sales, 3DS and BIN lookups; the balance lookup's `entity`).
 * The spec gives it no format, only "created at on-boarding", and the provider's own examples use `default`,
 * `MindPalaceLtd` and `7Z1UAK`. Where the spec is silent we decided (docs/decisions.md, "Inputs"): at most 32 characters, the balance
 * endpoint's limit and the only one the spec states for an entity; and identifier characters only, so that an
 * entity can be written in API_KEYS (whose separators are `:`, `|` and `,`) and `*` can never read as a
 * wildcard. Nor a card number: an entity is echoed and kept in every payout's record. The auth helpers accept
 * exactly what this accepts.
 */
export const merchantEntity = cardNumberFree(
  z
    .string({ error: ruleError(MERCHANT_ENTITY_RULE) })
    .refine((value) => value.trim() !== '', withRule('BLANK', 'must not be empty', { abort: true }))
    .regex(/^[A-Za-z0-9._-]{1,32}$/, { error: MERCHANT_ENTITY_RULE }),
);

/** Whether `text` is a merchant entity the gateway accepts (see {@link merchantEntity}). */
export const isMerchantEntity = (text: string): boolean => merchantEntity.safeParse(text).success;

/** An account number: 16 letters or digits. */
export const accountNumber = z
  .string({ error: ruleError('must be 16 letters or digits') })
  .regex(/^[0-9A-Za-z]{16}$/, { error: 'must be 16 letters or digits' });

const UBR_RULE = 'must be 8 to 10 letters or digits starting with PN, PZ or PO';

/**
 * A unique bankout reference. The spec says both "8 to 10 alphanumeric characters" and "prefix PN, PZ or PO
 * followed by 6 characters"; read together: the prefix, then 6 to 8 letters or digits (8 to 10 in all), so that
 * neither sentence is broken.
 */
export const ubr = z
  .string({ error: ruleError(UBR_RULE) })
  .regex(/^P[NZO][0-9A-Za-z]{6,8}$/, { error: UBR_RULE });
