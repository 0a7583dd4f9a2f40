import { luhnValid } from '../../data/testCards.ts';
import { isResourceUrl } from '../../data/tokens.ts';
import { FieldErrors } from '../../http/errors.ts';
import { FieldReader, type JsonObject } from '../../http/fields.ts';
import { cardBinErrors, cardBinFieldStyle } from './errors.ts';

/** A valid BIN lookup: by card number or by token location, never both. */
export type BinLookup =
  | { readonly entity: string; readonly cardNumber: string }
  | { readonly entity: string; readonly token: string };

const exactlyOne = 'exactly one of cardNumber or token is required';

/** Checks the request body of the BIN lookup; throws one 400 (SBXB01) listing every bad field. */
export function validateBinLookup(body: unknown): BinLookup {
  const errors = new FieldErrors();
  const read = new FieldReader(errors, cardBinFieldStyle);
  const root = (body ?? {}) as JsonObject;
  const merchant = read.object(root, 'merchant', 'merchant', { required: true });
  const entity = read.string(merchant, 'entity', 'merchant.entity', { required: true, maxLength: 32 });

  const hasCardNumber = root.cardNumber !== undefined && root.cardNumber !== null;
  const hasToken = root.token !== undefined && root.token !== null;
  if (hasCardNumber === hasToken) {
    read.add('cardNumber', exactlyOne);
    read.add('token', exactlyOne);
  }
  const cardNumber = read.string(root, 'cardNumber', 'cardNumber', {
    format: /^\d{12,19}$/,
    message: 'must be 12 to 19 digits',
  });
  if (cardNumber !== undefined && !luhnValid(cardNumber)) read.invalid('cardNumber', 'fails the Luhn check');
  const token = read.string(root, 'token', 'token');
  if (token !== undefined && !isResourceUrl(token)) read.invalid('token', 'must be a token resource URL');

  const { customCode, message } = cardBinErrors.invalidRequest;
  errors.throwIfAny(customCode, message);
  // throwIfAny returned, so every required value above was read.
  if (entity === undefined) throw new Error('unreachable: entity validated');
  if (cardNumber !== undefined) return { entity, cardNumber };
  if (token !== undefined) return { entity, token };
  throw new Error('unreachable: cardNumber or token validated');
}
