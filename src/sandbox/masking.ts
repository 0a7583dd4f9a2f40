/** Fields whose whole value is secret: replaced, never partly shown. */
const secretFields = new Set(['cvc', 'walletToken', 'jwt', 'JWT', 'password']);
/** Fields holding a card-like number: first six and last four kept, as on a receipt. */
const numberFields = new Set(['cardNumber', 'tokenNumber', 'dpan']);

function maskPan(value: string): string {
  if (value.length < 12) return '*'.repeat(value.length);
  return `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
}

/** Any run of 12-19 digits inside free text is treated as a card number. */
function maskDigitRuns(text: string): string {
  return text.replace(/\d{12,19}/g, maskPan);
}

/** A deep copy of a JSON value with card data masked, for the request log. */
export function maskCardData(value: unknown, key?: string): unknown {
  if (typeof value === 'string') {
    if (key && secretFields.has(key)) return '***';
    if (key && numberFields.has(key)) return maskPan(value);
    return maskDigitRuns(value);
  }
  if (Array.isArray(value)) return value.map((item) => maskCardData(item));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = maskCardData(v, k);
    return out;
  }
  return value;
}
