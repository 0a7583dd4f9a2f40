import { maskCardNumbers } from '../contract/index.ts';

// One rule for what a card number looks like, shared with the sandbox: see src/contract/cardNumbers.ts.
export { maskCardNumbers } from '../contract/index.ts';

/**
 * A copy of a JSON-like value with every string (keys included) passed through {@link maskCardNumbers}: for
 * structured text that leaves the process (error extensions, log records), whatever field a value sits in.
 * Numbers are left as they are: a card number sent as a number is caught by field rules (pino's redact paths,
 * validation that never echoes values). An Error becomes its name, message and stack, masked.
 */
export function maskCardNumbersDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskCardNumbers(value);
  if (value === null || typeof value !== 'object') return value;
  // Log records and extensions are shallow; the cap keeps a cyclic or hostile value from recursing for ever.
  if (depth > 8) return '[truncated]';
  if (value instanceof Error) {
    return maskCardNumbersDeep({ type: value.name, message: value.message, stack: value.stack }, depth + 1);
  }
  if (Array.isArray(value)) return value.map((item) => maskCardNumbersDeep(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    out[maskCardNumbers(key)] = maskCardNumbersDeep(item, depth + 1);
  return out;
}
