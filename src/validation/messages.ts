import type { z } from 'zod';

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  bigint: 'an integer',
  date: 'a valid date',
  array: 'a list',
  object: 'an object',
  record: 'an object',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'an email address',
  url: 'a URL',
  uuid: 'a UUID',
  guid: 'a UUID',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  datetime: 'an ISO 8601 date-time',
  date: 'a date in the form YYYY-MM-DD',
  time: 'a time in the form HH:MM:SS',
};

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

/**
 * Our message for every zod issue code, used wherever a schema gives none of its own. Zod's defaults can quote
 * the input (an unrecognised key, a regex pattern around a value); these name the rule only, never the value.
 */
export function safeMessage(issue: RawIssue): string {
  const typeOrChoice =
    issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union';
  if (typeOrChoice && issue.input === undefined) return 'is required';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === null) return 'must not be null';
      return `must be ${TYPE_NAMES[issue.expected] ?? 'of another type'}`;
    case 'too_small':
      return boundMessage(
        'at least',
        'greater than',
        issue.origin,
        issue.minimum,
        issue.inclusive,
        issue.exact,
      );
    case 'too_big':
      return boundMessage('at most', 'less than', issue.origin, issue.maximum, issue.inclusive, issue.exact);
    case 'invalid_format':
      return `must be ${FORMAT_NAMES[issue.format] ?? 'in the expected format'}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return 'contains unknown fields';
    case 'invalid_union':
      return 'does not match any allowed form';
    case 'invalid_key':
      return 'contains an invalid key';
    case 'invalid_element':
      return 'contains an invalid element';
    case 'invalid_value':
      // The allowed values come from our schema, not from the input.
      return issue.values.length === 1
        ? `must be ${JSON.stringify(issue.values[0])}`
        : `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return 'is invalid';
  }
}

function boundMessage(
  inclusiveWord: string,
  exclusiveWord: string,
  origin: string,
  bound: number | bigint,
  inclusive: boolean | undefined,
  exact: boolean | undefined,
): string {
  if (origin === 'string') {
    if (exact) return `must be exactly ${bound} characters long`;
    if (inclusiveWord === 'at least' && bound === 1) return 'must not be empty';
    return `must be ${inclusiveWord} ${bound} characters long`;
  }
  if (origin === 'array' || origin === 'set') {
    if (exact) return `must have exactly ${bound} items`;
    return `must have ${inclusiveWord} ${bound} items`;
  }
  if (origin === 'date') return `must be ${inclusive ? `${inclusiveWord} ` : `${exclusiveWord} `}${bound}`;
  return `must be ${inclusive ? inclusiveWord : exclusiveWord} ${bound}`;
}
