import type { FieldError } from '../errors/index.ts';
import { maskCardNumbers } from '../errors/maskCardNumbers.ts';

/**
 * graphql-js rejects ill-typed variables before any resolver runs (a missing non-null field, a wrong scalar, two
 * branches of a `@oneOf` input). Its messages carry the offending value and no structure; callers get the same
 * `fieldErrors` shape as our own validation instead, so a form can put every message next to its field.
 */

/** A variable coercion failure read out of graphql-js's message: where the bad value sits, and the broken rule. */
export interface CoercionFailure {
  /** The variable's name, without `$`. */
  readonly variable: string;
  /** The path as graphql-js prints it (`input.ids[0]`); absent when the variable's value itself is wrong. */
  readonly at?: string;
  /** `input.card.month`: the variable's name, then fields and list indexes. */
  readonly path: string;
  /** graphql-js's or the scalar's own message, e.g. `Int cannot represent non-integer value: "a"`. */
  readonly rule: string;
}

/**
 * Reads `Variable "$v" got invalid value <value>[ at "<path>"]; <rule>`. The printed value is the caller's and
 * may contain anything, `; ` and ` at "` included, so the split relies on what it cannot forge: graphql-js keeps
 * the rule as the error's `originalError` (pass its message as `rule`), and a path holds names and indexes only.
 * Without `rule`, the first `; ` is taken as the split (right unless the value itself holds one).
 */
export function coercionFailure(message: string, rule?: string): CoercionFailure | undefined {
  let head: string;
  let tail: string;
  if (rule !== undefined && rule !== message && message.endsWith(`; ${rule}`)) {
    head = message.slice(0, message.length - rule.length - 2);
    tail = rule;
  } else {
    const split = /^(Variable "\$\w+" got invalid value[\s\S]*?); ([\s\S]*)$/.exec(message);
    if (!split) return undefined;
    head = split[1] ?? '';
    tail = split[2] ?? '';
  }
  const where =
    /^Variable "\$(\w+)" got invalid value(?:[\s\S]*? at "(\w+(?:\.\w+|\[\d+\])*)"$|[\s\S]*$)/.exec(head);
  const variable = where?.[1];
  if (variable === undefined) return undefined;
  const at = where?.[2];
  const path = (at ?? variable).replace(/\[(\d+)\]/g, '.$1');
  return at === undefined ? { variable, path, rule: tail } : { variable, at, path, rule: tail };
}

/** The field error of a graphql-js coercion message (`rule`: its `originalError`'s message, when known). */
export function coercionFieldErrors(message: string, rule?: string): FieldError[] | undefined {
  const missingVariable =
    /^Variable "\$([^"]+)" of (?:required|non-null) type "[^"]+" (was not provided|must not be null)\.$/.exec(
      message,
    );
  if (missingVariable?.[1]) {
    return [
      {
        path: missingVariable[1],
        message: missingVariable[2] === 'was not provided' ? 'is required' : 'must not be null',
      },
    ];
  }
  const failure = coercionFailure(message, rule);
  return failure ? [ruleAt(failure.path, failure.rule)] : undefined;
}

/** graphql-scalars names some rules after its own scalars; callers know ours. */
const scalarNames: Readonly<Record<string, string>> = { LocalDate: 'date (YYYY-MM-DD)' };

/** Our Decimal scalar's rules (src/scalars/decimal.ts), said as the other field rules are. */
const decimalRules: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Decimal must be a string like/, 'must be a decimal string like "1234.50" or a whole number'],
  [/^Decimal values with a fraction/, 'must be sent as a string when it has a fraction, e.g. "12.50"'],
  [/^Decimal whole numbers beyond/, 'must be sent as a string when it is beyond 2^53 - 1'],
];

function ruleAt(path: string, rule: string): FieldError {
  const missing = /^Field "([^"]+)" of required type "[^"]+" was not provided\./.exec(rule);
  if (missing) return { path: `${path}.${missing[1]}`, message: 'is required' };
  // The unknown key is the caller's: any text (quotes, nothing at all), so masked like a message.
  const unknown = /^Field "([\s\S]*)" is not defined by type "(\w+)"\./.exec(rule);
  if (unknown) {
    const key = maskCardNumbers(unknown[1] ?? '');
    return { path: `${path}.${key}`, message: `is not a field of ${unknown[2]}` };
  }
  if (/^Exactly one key must be specified for OneOf type/.test(rule)) {
    return { path, message: 'must set exactly one of its fields' };
  }
  const oneOfNull = /^Field "([^"]+)" must be non-null\./.exec(rule);
  if (oneOfNull) return { path: `${path}.${oneOfNull[1]}`, message: 'must not be null' };
  if (/^Expected non-nullable type "[^"]+" not to be null\./.test(rule)) {
    return { path, message: 'must not be null' };
  }
  const builtIn = /^(Int|Float|String|Boolean|ID) cannot represent/.exec(rule);
  if (builtIn) return { path, message: `must be a valid ${builtIn[1]}` };
  const decimal = decimalRules.find(([pattern]) => pattern.test(rule));
  if (decimal) return { path, message: decimal[1] };
  if (/^Value is not string/.test(rule)) return { path, message: 'must be a string' };
  const scalar = /^Value is not a valid ([^:.]+)/.exec(rule);
  if (scalar?.[1]) return { path, message: `must be a valid ${scalarNames[scalar[1]] ?? scalar[1]}` };
  const dateTime = /^DateTime cannot represent/.exec(rule);
  if (dateTime) return { path, message: 'must be a valid ISO 8601 date-time with a time zone' };
  const expected = /^Expected type "([^"]+)"/.exec(rule);
  if (expected) return { path, message: `must be a valid ${expected[1]}` };
  const enumValue =
    /^Value [\s\S]* does not exist in "(\w+)" enum/.exec(rule) ??
    /^Enum "(\w+)" cannot represent non-string value/.exec(rule);
  if (enumValue) return { path, message: `must be one of the values of ${enumValue[1]}` };
  return { path, message: 'is invalid' };
}
