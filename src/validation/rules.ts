import type { z } from 'zod';
import type { RuleCode } from '../errors/index.ts';

/**
 * Rule codes (src/errors/ruleCodes.ts) for zod issues. Zod's own checks carry their rule in the issue's code and
 * bounds; a refinement or a custom issue names its rule with {@link withRule} (or `params: { rule }`), since a
 * predicate says nothing zod can read. Derived here, where the rules are defined, so every message has its code.
 */

/** Refinement options naming the rule beside its message: `.refine(luhnValid, withRule('LUHN', '...'))`. */
export function withRule(rule: RuleCode, message: string, options: { abort?: boolean } = {}) {
  return { error: message, params: { rule }, ...options };
}

function isRuleCode(value: unknown): value is RuleCode {
  return typeof value === 'string' && /^[A-Z_]+$/.test(value);
}

type Bound = { origin: string; minimum?: number | bigint };

function boundRule(issue: Bound, side: 'small' | 'big'): RuleCode {
  if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') {
    if (side === 'small' && issue.origin === 'string' && Number(issue.minimum) === 1) return 'BLANK';
    return side === 'small' ? 'TOO_SHORT' : 'TOO_LONG';
  }
  return 'OUT_OF_RANGE';
}

/**
 * The rule code of a zod issue. Needs the issue's input (parse with `reportInput: true`) to tell an absent field
 * from a null or a wrong one; the input itself is read for that only and never leaves here.
 */
export function ruleOf(issue: z.core.$ZodIssue): RuleCode {
  const absent = issue.input === undefined;
  switch (issue.code) {
    case 'invalid_type':
      if (absent) return 'REQUIRED';
      if (issue.input === null) return 'NOT_NULL';
      // A date-time field gets text that is no ISO 8601 instant (dateTime turns only those into Dates).
      return issue.expected === 'date' && typeof issue.input === 'string' ? 'INVALID_FORMAT' : 'INVALID_TYPE';
    case 'invalid_value':
      return absent ? 'REQUIRED' : 'NOT_ALLOWED';
    case 'invalid_union':
      return absent ? 'REQUIRED' : 'INVALID_TYPE';
    case 'too_small':
      return boundRule(issue, 'small');
    case 'too_big':
      return boundRule(issue, 'big');
    case 'invalid_format':
      return 'INVALID_FORMAT';
    case 'not_multiple_of':
      return 'OUT_OF_RANGE';
    case 'unrecognized_keys':
      return 'UNKNOWN_FIELD';
    case 'custom': {
      const rule: unknown = issue.params?.rule;
      return isRuleCode(rule) ? rule : 'INVALID';
    }
    default:
      return 'INVALID';
  }
}
