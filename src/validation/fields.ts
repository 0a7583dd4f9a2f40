import { z } from 'zod';
import { cardNumberFree } from './cardNumberFree.ts';
import { text } from './formats.ts';
import { ruleError } from './identifiers.ts';
import { withRule } from './rules.ts';

/**
 * Small field rules of the domains' inputs (most from the 3-D Secure area A). Each message names the rule, never
 * the value: some of these fields carry card data.
 */

const BLANK_RULE = 'must not be empty';

/**
 * Text that must contain more than blanks: the provider refuses empty and whitespace-only strings. Checked, not
 * trimmed: what the caller sent is what the provider gets.
 */
export const filledText = z
  .string({ error: ruleError('must be a string') })
  .refine((value) => value.trim().length > 0, withRule('BLANK', BLANK_RULE));

/** {@link filledText} of at most `max` characters (a too long one is told so, not that it is not a string). */
export function filledTextUpTo(max: number) {
  return text(max).refine((value) => value.trim().length > 0, withRule('BLANK', BLANK_RULE));
}

/** An optional {@link filledText}: absent or null is fine, blank is not. */
export const optionalFilledText = filledText.nullish();

/**
 * {@link filledText} a caller chooses and the gateway echoes or stores (a reference, a name): never a card
 * number (see cardNumberFree.ts).
 */
export const callerText = cardNumberFree(filledText);

/** An optional {@link callerText}: absent or null is fine, blank or a card number is not. */
export const optionalCallerText = callerText.nullish();

/**
 * `NarrativeInput` of payouts and sales: the first statement line is required and not blank. Neither line may
 * hold a card number: the provider prints them on statements and answers them in payment items.
 */
export const narrative = z.object({ line1: callerText, line2: cardNumberFree(z.string()).nullish() });

/** A two-character country sub-division code (ISO 3166-2 style, without the country prefix), upper case. */
export const subdivisionCode = z
  .string()
  .regex(/^[A-Z0-9]{2}$/, { error: 'must be a two-character upper-case sub-division code' });

/** An email address, as the provider checks it. */
export const emailAddress = z
  .string()
  .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, { error: 'must be an email address' });

/** An IETF language tag such as `en` or `en-GB`. */
export const languageTag = z
  .string()
  .regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/, { error: 'must be an IETF language tag such as en-GB' });

/** The browser colour depths the spec allows, in bits. */
const colorDepths = [1, 4, 8, 15, 16, 24, 32, 48] as const;

export const colorDepth = z
  .int()
  .refine(
    (depth) => (colorDepths as readonly number[]).includes(depth),
    withRule('NOT_ALLOWED', `must be one of ${colorDepths.join(', ')}`),
  );

/** Screen sizes in pixels. */
export const screenPixels = z.int().min(1, { error: 'must be a positive number of pixels' });

/** Offsets in minutes between UTC and local time run from UTC+14 (-840) to UTC-12 (720). */
export const timeZoneOffset = z
  .int()
  .min(-840, { error: 'must be an offset in minutes from -840 to 720' })
  .max(720, { error: 'must be an offset in minutes from -840 to 720' });

function isAbsoluteHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** An absolute http(s) URL; the `URL` scalar hands us a `URL` object, read as its text. */
export const absoluteHttpUrl = z.preprocess(
  (value) => (value instanceof URL ? value.href : value),
  z
    .string({ error: ruleError('must be an absolute http or https URL') })
    .refine(isAbsoluteHttpUrl, withRule('INVALID_FORMAT', 'must be an absolute http or https URL')),
);

/** A resource location at the provider: an absolute http(s) URL or an absolute path (`/tokens/...`). */
export const resourceLocation = z
  .string({ error: ruleError('must be an absolute http(s) URL or a path starting with /') })
  .refine(
    (value) =>
      isAbsoluteHttpUrl(value) ||
      (value.startsWith('/') && !value.startsWith('//') && URL.canParse(value, 'http://x.invalid')),
    withRule('INVALID_FORMAT', 'must be an absolute http(s) URL or a path starting with /'),
  );

/** A wallet token: the wallet's payment data, a JSON object serialized as a string. */
export const walletTokenText = z.string().refine(
  (value) => {
    try {
      const parsed: unknown = JSON.parse(value);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
    } catch {
      return false;
    }
  },
  withRule('INVALID_FORMAT', "must be the wallet's payment data, a JSON object serialized as a string"),
);

/** A network token number: 12 to 19 digits (network tokens have the shape of a card number). */
export const networkTokenNumber = z
  .string({ error: ruleError('must be 12 to 19 digits') })
  .regex(/^\d{12,19}$/, { error: 'must be 12 to 19 digits' });

/**
 * A value of a GraphQL enum: GraphQL has already checked it against the schema's values, so it is only typed
 * here (the resolvers' mappers turn it into the provider's string).
 */
export function graphqlEnum<T extends string>() {
  return z.custom<T>((value) => typeof value === 'string', { params: { rule: 'INVALID_TYPE' } });
}
