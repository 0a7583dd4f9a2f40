import type { FieldError } from '../errors/index.ts';
import { maskCardNumbers } from '../errors/maskCardNumbers.ts';

/** graphql-scalars names some rules after its own scalars; callers know ours. */
const scalarNames: Readonly<Record<string, string>> = { LocalDate: 'date (YYYY-MM-DD)' };

/** Our Decimal scalar's rules (src/scalars/decimal.ts), said as the other field rules are. */
const decimalRules: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Decimal must be a string like/, 'must be a decimal string like "1234.50" or a whole number'],
  [/^Decimal values with a fraction/, 'must be sent as a string when it has a fraction, e.g. "12.50"'],
  [/^Decimal whole numbers beyond/, 'must be sent as a string when it is beyond 2^53 - 1'],
];

/**
 * Our words for graphql-js's (or a scalar's) rule at `path`. The rule is its own error's message, never the
 * caller-printed value around it; an unknown key it names is the caller's text, so it is masked.
 */
export function ruleAt(path: string, rule: string): FieldError {
  const missing = /^Field "([^"]+)" of required type "[^"]+" was not provided\./.exec(rule);
  if (missing) return { path: `${path}.${missing[1]}`, rule: 'REQUIRED', message: 'is required' };
  // The unknown key is the caller's: any text (quotes, nothing at all), so masked like a message.
  const unknown = /^Field "([\s\S]*)" is not defined by type "(\w+)"\./.exec(rule);
  if (unknown) {
    const key = maskCardNumbers(unknown[1] ?? '');
    return { path: `${path}.${key}`, rule: 'UNKNOWN_FIELD', message: `is not a field of ${unknown[2]}` };
  }
  if (/^Exactly one key must be specified for OneOf type/.test(rule)) {
    return { path, rule: 'EXACTLY_ONE', message: 'must set exactly one of its fields' };
  }
  const oneOfNull = /^Field "([^"]+)" must be non-null\./.exec(rule);
  if (oneOfNull) return { path: `${path}.${oneOfNull[1]}`, rule: 'NOT_NULL', message: 'must not be null' };
  if (/^Expected non-nullable type "[^"]+" not to be null\./.test(rule)) {
    return { path, rule: 'NOT_NULL', message: 'must not be null' };
  }
  const builtIn = /^(Int|Float|String|Boolean|ID) cannot represent/.exec(rule);
  if (builtIn) return { path, rule: 'INVALID_TYPE', message: `must be a valid ${builtIn[1]}` };
  const decimal = decimalRules.find(([pattern]) => pattern.test(rule));
  if (decimal) return { path, rule: 'INVALID_FORMAT', message: decimal[1] };
  if (/^IntOrDigits must be/.test(rule)) {
    return {
      path,
      rule: 'INVALID_FORMAT',
      message: 'must be a whole number or a string of digits with an optional sign, e.g. 24 or "-300"',
    };
  }
  if (/^Value is not string/.test(rule)) return { path, rule: 'INVALID_TYPE', message: 'must be a string' };
  const scalar = /^Value is not a valid ([^:.]+)/.exec(rule);
  if (scalar?.[1])
    return {
      path,
      rule: 'INVALID_FORMAT',
      message: `must be a valid ${scalarNames[scalar[1]] ?? scalar[1]}`,
    };
  const dateTime = /^DateTime cannot represent/.exec(rule);
  if (dateTime)
    return { path, rule: 'INVALID_FORMAT', message: 'must be a valid ISO 8601 date-time with a time zone' };
  const expected = /^Expected type "([^"]+)"/.exec(rule);
  if (expected) return { path, rule: 'INVALID_TYPE', message: `must be a valid ${expected[1]}` };
  const enumValue =
    /^Value [\s\S]* does not exist in "(\w+)" enum/.exec(rule) ??
    /^Enum "(\w+)" cannot represent non-string value/.exec(rule);
  if (enumValue)
    return { path, rule: 'NOT_ALLOWED', message: `must be one of the values of ${enumValue[1]}` };
  return { path, rule: 'INVALID', message: 'is invalid' };
}
