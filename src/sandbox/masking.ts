import { maskCardNumbers, receiptCardNumber } from '../contract/index.ts';

/** Fields whose whole value is secret: replaced, never partly shown. */
const secretFields = new Set(['cvc', 'walletToken', 'jwt', 'JWT', 'password']);
/** Fields holding a card-like number: first six and last four kept, as on a receipt. */
const numberFields = new Set(['cardNumber', 'tokenNumber', 'dpan']);

/** A card-number field's value: a card number shown as on a receipt, anything else starred whole. */
function maskPan(value: string): string {
  return /^\d{12,19}$/.test(value) ? receiptCardNumber(value) : '*'.repeat(value.length);
}

/** A deep copy of a JSON value with card data masked, for the request log. */
export function maskCardData(value: unknown, key?: string): unknown {
  // A secret or a card number sent as a JSON number (or boolean) is no less secret than its string form.
  const isObject = value !== null && typeof value === 'object';
  if (key && secretFields.has(key) && !isObject) return '***';
  if (key && numberFields.has(key) && (typeof value === 'number' || typeof value === 'bigint')) {
    return maskPan(String(value));
  }
  if (typeof value === 'string') {
    if (key && numberFields.has(key)) return maskPan(value);
    // Free text (a narrative, a query value) follows the gateway's rule of what a card number looks like, in
    // every grouping; shown as on a receipt so that tests can still tell which card was sent.
    return maskCardNumbers(value, receiptCardNumber);
  }
  // An array under a secret or card-number key holds secrets or card numbers too.
  if (Array.isArray(value)) return value.map((item) => maskCardData(item, key));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = maskCardData(v, k);
    return out;
  }
  return value;
}
