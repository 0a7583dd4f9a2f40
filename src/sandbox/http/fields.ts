import { isLosslessNumber } from 'lossless-json';
import type { FieldErrors } from './errors.ts';

/** A JSON object of a request body as the caller sent it; its values are unchecked. */
export type JsonObject = Readonly<Record<string, unknown>>;

/** A JSON object: not null, not an array, not a number kept digit for digit. */
export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !isLosslessNumber(value);

/**
 * How an area words its field errors. The areas were written apart and their answers are part of the sandbox's
 * contract, so the reader keeps each one's wording instead of imposing one.
 */
export interface FieldStyle {
  /**
   * How a message names its field: by the whole JSON path (`merchant.entity is required`), by the path's last
   * segment (`entity is required`), or not at all (`is required`: the error's key already names it).
   */
  readonly label: 'path' | 'leaf' | 'none';
  /**
   * What a string of only whitespace (or nothing) is worth:
   * - `requiredEmptyIsMissing`: a required `""` is reported as missing; whitespace is a value;
   * - `requiredNotBlank`: a required blank string "must not be empty"; an optional one is a value;
   * - `notBlank`: every blank string "must not be empty".
   */
  readonly blank: 'requiredEmptyIsMissing' | 'requiredNotBlank' | 'notBlank';
}

/** What every read can ask: absent (or `null`) values are an error only when `required`. */
export interface FieldRule {
  readonly required?: boolean;
  /** The rule a missing required field breaks, where an area words it other than `is required`. */
  readonly missing?: string;
}

export interface StringRule extends FieldRule {
  readonly maxLength?: number;
  /** The form the value must have; `message` then names that form. */
  readonly format?: RegExp | ((value: string) => boolean);
  readonly message?: string;
}

export interface OneOfRule extends FieldRule {
  /** A value of any other JSON type is "not one of" the set too, rather than "not a string". */
  readonly anyType?: boolean;
}

export interface IntegerRule extends FieldRule {
  readonly min?: number;
  readonly max?: number;
  /** The rule an out-of-range or non-integer value breaks. */
  readonly message?: string;
}

export interface IntegerTextRule extends IntegerRule {
  /** Also accept `"15"`-style strings, which the provider's own examples use for some numbers. */
  readonly numericStrings?: boolean;
}

/**
 * Reads typed fields out of an untrusted JSON body, recording one message per bad field under its JSON path
 * (in the order the fields are read), and returns each value only when it is valid. `null` counts as absent.
 * Children of an absent or invalid object are not read: the object's own error says it all. Messages name the
 * field and the rule, never the value, so card data cannot leak through them.
 */
export class FieldReader {
  constructor(
    private readonly errors: FieldErrors,
    private readonly style: FieldStyle,
  ) {}

  /** The object at `key`; undefined when absent or not an object. */
  object(
    parent: JsonObject | undefined,
    key: string,
    path: string,
    rule: FieldRule = {},
  ): JsonObject | undefined {
    const value = this.present(parent, key, path, rule);
    if (value === undefined) return undefined;
    return isJsonObject(value) ? value : this.reject(path, 'must be an object');
  }

  /** A string, checked in this order: type, blankness (per style), `maxLength`, `format`. */
  string(
    parent: JsonObject | undefined,
    key: string,
    path: string,
    rule: StringRule = {},
  ): string | undefined {
    const value = this.present(parent, key, path, rule);
    if (value === undefined) return undefined;
    if (typeof value !== 'string') return this.reject(path, 'must be a string');
    if (!this.filled(value, path, rule)) return undefined;
    if (rule.maxLength !== undefined && value.length > rule.maxLength) {
      return this.reject(path, `must be at most ${rule.maxLength} characters`);
    }
    if (rule.format !== undefined && !passes(rule.format, value)) {
      return this.reject(path, rule.message ?? 'has an invalid format');
    }
    return value;
  }

  /** One of a closed set of strings. */
  oneOf<T extends string>(
    parent: JsonObject | undefined,
    key: string,
    path: string,
    allowed: readonly T[],
    rule: OneOfRule = {},
  ): T | undefined {
    const isAllowed = (value: unknown): value is T => (allowed as readonly unknown[]).includes(value);
    const message = `must be one of ${allowed.join(', ')}`;
    if (!rule.anyType) {
      const value = this.string(parent, key, path, { ...rule, format: isAllowed, message });
      return isAllowed(value) ? value : undefined;
    }
    const value = this.present(parent, key, path, rule);
    if (value === undefined) return undefined;
    if (typeof value === 'string' && !this.filled(value, path, rule)) return undefined;
    return isAllowed(value) ? value : this.reject(path, message);
  }

  /** A JSON number that is a safe integer within the rule's bounds. */
  integer(
    parent: JsonObject | undefined,
    key: string,
    path: string,
    rule: IntegerRule = {},
  ): number | undefined {
    const value = this.present(parent, key, path, rule);
    if (value === undefined) return undefined;
    const valid = typeof value === 'number' && Number.isSafeInteger(value) && within(value, rule);
    return valid ? value : this.reject(path, rule.message ?? 'must be an integer');
  }

  /** An integer of any length as canonical decimal text (`"+300"` becomes `"300"`), so no digit is lost. */
  integerText(
    parent: JsonObject | undefined,
    key: string,
    path: string,
    rule: IntegerTextRule = {},
  ): string | undefined {
    const value = this.present(parent, key, path, rule);
    if (value === undefined) return undefined;
    const text = canonicalInteger(value, rule.numericStrings ?? false);
    const valid = text !== undefined && within(BigInt(text), rule);
    return valid ? text : this.reject(path, rule.message ?? 'must be an integer');
  }

  boolean(
    parent: JsonObject | undefined,
    key: string,
    path: string,
    rule: FieldRule = {},
  ): boolean | undefined {
    const value = this.present(parent, key, path, rule);
    if (value === undefined) return undefined;
    return typeof value === 'boolean' ? value : this.reject(path, 'must be a boolean');
  }

  /** Records a broken rule of the field at `path`, worded in the area's style (a rule spanning fields, say). */
  invalid(path: string, rule: string): void {
    this.errors.add(path, this.label(path, rule));
  }

  /** Records `message` under `path` exactly as given. */
  add(path: string, message: string): void {
    this.errors.add(path, message);
  }

  private present(parent: JsonObject | undefined, key: string, path: string, rule: FieldRule): unknown {
    if (parent === undefined) return undefined;
    const value = Object.hasOwn(parent, key) ? parent[key] : undefined;
    if (value === undefined || value === null) {
      if (rule.required) this.invalid(path, rule.missing ?? 'is required');
      return undefined;
    }
    return value;
  }

  /** False (with the error recorded) when the style refuses this blank string. */
  private filled(value: string, path: string, rule: FieldRule): boolean {
    const { blank } = this.style;
    if (blank === 'requiredEmptyIsMissing') {
      if (!rule.required || value !== '') return true;
      this.invalid(path, rule.missing ?? 'is required');
      return false;
    }
    if ((blank === 'notBlank' || rule.required) && value.trim() === '') {
      this.invalid(path, 'must not be empty');
      return false;
    }
    return true;
  }

  private reject(path: string, rule: string): undefined {
    this.invalid(path, rule);
    return undefined;
  }

  private label(path: string, rule: string): string {
    if (this.style.label === 'none') return rule;
    const name = this.style.label === 'path' ? path : path.slice(path.lastIndexOf('.') + 1);
    return `${name} ${rule}`;
  }
}

const passes = (format: RegExp | ((value: string) => boolean), value: string): boolean =>
  typeof format === 'function' ? format(value) : format.test(value);

function within(value: number | bigint, rule: IntegerRule): boolean {
  return (rule.min === undefined || value >= rule.min) && (rule.max === undefined || value <= rule.max);
}

/** Canonical decimal text of an integer value, or undefined when it is not one. */
function canonicalInteger(value: unknown, numericStrings: boolean): string | undefined {
  let raw: string | undefined;
  if (typeof value === 'number') raw = Number.isInteger(value) ? String(value) : undefined;
  else if (isLosslessNumber(value)) raw = value.value;
  else if (typeof value === 'string' && numericStrings) raw = value.trim();
  if (raw === undefined || !/^[+-]?\d+$/.test(raw)) return undefined;
  return BigInt(raw).toString();
}
