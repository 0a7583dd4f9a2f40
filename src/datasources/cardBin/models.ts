import { z } from 'zod';
import { intLike } from '../upstream/json.ts';
import { openEnum, optional } from '../upstream/modelHelpers.ts';
import { cardFundingTypes } from '../upstream/sharedModels.ts';

/** What to look up: a card number (caller must be PCI compliant) or a token resource URL, for an entity. */
export type CardBinQuery =
  | { readonly entity: string; readonly cardNumber: string }
  | { readonly entity: string; readonly token: string };

/** Request body of the BIN lookup (spec area F). */
export type CardBinRequest =
  | { readonly merchant: { readonly entity: string }; readonly cardNumber: string }
  | { readonly merchant: { readonly entity: string }; readonly token: string };

/**
 * Values of the BIN data's enumerations. The spec leaves them "not shown"; the provider's documented response
 * example reads `"anonymousPrepaid": "notPrepaidOrNonAnonymous"`, `"category": "consumer"` and
 * `"multipleAccountAccess": "managed"`, and its description names consumer and commercial categories. `anonymous`
 * and `unknown` are the sandbox's words for the cases the examples do not show. The lists stay open: any other
 * value is kept raw.
 */
export const anonymousPrepaidValues = ['notPrepaidOrNonAnonymous', 'anonymous', 'unknown'] as const;
export const cardCategories = ['consumer', 'commercial'] as const;
export const multipleAccountAccessValues = ['managed'] as const;

/** BIN data (spec area F). The allowed values of the string fields are "not shown", so all stay open. */
export const cardBinSchema = z.object({
  /** The spec's example shows `pan`. */
  type: optional(z.string()),
  /** An array in the spec, of lower-case brand names (`visa`); a lone string is read as a one-element list. */
  brand: optional(z.union([z.array(z.string()), z.string().transform((brand) => [brand])])),
  bin: z.string(),
  binLength: optional(intLike),
  fundingType: optional(openEnum(cardFundingTypes)),
  issuerName: optional(z.string()),
  countryCode: optional(z.string()),
  currency: optional(z.string()),
  dccAllowed: optional(z.boolean()),
  anonymousPrepaid: optional(openEnum(anonymousPrepaidValues)),
  category: optional(openEnum(cardCategories)),
  multipleAccountAccess: optional(openEnum(multipleAccountAccessValues)),
});
export type CardBin = z.output<typeof cardBinSchema>;
