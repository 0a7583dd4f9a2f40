import { isLosslessNumber, parse } from 'lossless-json';

/**
 * Helpers to read untyped JSON when validating a scenario once before timing it. REST bodies are parsed
 * losslessly, so an 18-digit balance is compared digit for digit with the gateway's Decimal string.
 */

/** Parses a provider body keeping every digit of every number (as LosslessNumber). */
export function parseExact(text: string): unknown {
  return parse(text);
}

/** The value at `path` inside `value`; throws naming the path when a step is missing. */
export function at(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const step of path) {
    if (typeof step === 'number') {
      if (!Array.isArray(current) || step >= current.length)
        throw new Error(`no [${step}] at ${path.join('.')}`);
      current = current[step];
    } else {
      if (typeof current !== 'object' || current === null || !(step in current)) {
        throw new Error(`no "${step}" at ${path.join('.')}`);
      }
      current = (current as Record<string, unknown>)[step];
    }
  }
  return current;
}

/** The array at `path`. */
export function list(value: unknown, ...path: (string | number)[]): unknown[] {
  const found = at(value, ...path);
  if (!Array.isArray(found)) throw new Error(`not a list at ${path.join('.')}`);
  return found;
}

/** A string or a JSON number (exact text) at `path`, as text. */
export function text(value: unknown, ...path: (string | number)[]): string {
  const found = at(value, ...path);
  if (typeof found === 'string') return found;
  if (typeof found === 'number' || isLosslessNumber(found)) return String(found);
  throw new Error(`not text at ${path.join('.')}`);
}

/** A date-time at `path` as epoch milliseconds, so `…00Z` and `…00.000Z` compare equal. */
export function instant(value: unknown, ...path: (string | number)[]): number {
  const ms = Date.parse(text(value, ...path));
  if (Number.isNaN(ms)) throw new Error(`not a date-time at ${path.join('.')}`);
  return ms;
}
