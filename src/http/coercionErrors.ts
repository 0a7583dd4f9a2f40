import type { FieldError } from '../errors/index.ts';

/**
 * graphql-js rejects ill-typed variables before any resolver runs (a missing non-null field, a wrong scalar, two
 * branches of a `@oneOf` input). Its messages carry the offending value and no structure; callers get the same
 * `fieldErrors` shape as our own validation instead, so a form can put every message next to its field.
 */
export function coercionFieldErrors(message: string): FieldError[] | undefined {
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
  const invalid =
    /^Variable "\$([^"]+)" got invalid value [\s\S]*? at "([^"]+)"; ([\s\S]*)$/.exec(message) ??
    /^Variable "\$([^"]+)" got invalid value [\s\S]*?; ([\s\S]*)$/.exec(message);
  if (!invalid?.[1]) return undefined;
  const path = (invalid.length === 4 ? invalid[2] : invalid[1]) ?? invalid[1];
  const rule = (invalid.length === 4 ? invalid[3] : invalid[2]) ?? '';
  return [ruleAt(path.replace(/\[(\d+)\]/g, '.$1'), rule)];
}

/** graphql-scalars names some rules after its own scalars; callers know ours. */
const scalarNames: Readonly<Record<string, string>> = { LocalDate: 'date (YYYY-MM-DD)' };

function ruleAt(path: string, rule: string): FieldError {
  const missing = /^Field "([^"]+)" of required type "[^"]+" was not provided\./.exec(rule);
  if (missing) return { path: `${path}.${missing[1]}`, message: 'is required' };
  const unknown = /^Field "([^"]+)" is not defined by type "([^"]+)"/.exec(rule);
  if (unknown) return { path: `${path}.${unknown[1]}`, message: `is not a field of ${unknown[2]}` };
  if (/^Exactly one key must be specified for OneOf type/.test(rule)) {
    return { path, message: 'must set exactly one of its fields' };
  }
  const builtIn = /^(Int|Float|String|Boolean|ID) cannot represent/.exec(rule);
  if (builtIn) return { path, message: `must be a valid ${builtIn[1]}` };
  const scalar = /^Value is not a valid ([^:.]+)/.exec(rule);
  if (scalar?.[1]) return { path, message: `must be a valid ${scalarNames[scalar[1]] ?? scalar[1]}` };
  const dateTime = /^DateTime cannot represent/.exec(rule);
  if (dateTime) return { path, message: 'must be a valid ISO 8601 date-time with a time zone' };
  const expected = /^Expected type "([^"]+)"/.exec(rule);
  if (expected) return { path, message: `must be a valid ${expected[1]}` };
  const enumValue = /^Value [\s\S]* does not exist in "([^"]+)" enum/.exec(rule);
  if (enumValue) return { path, message: `must be one of the values of ${enumValue[1]}` };
  return { path, message: 'is invalid' };
}
