import type { FieldErrors } from '../../http/errors.ts';

/** A JSON object of a request body. */
export type JsonObject = Record<string, unknown>;

interface Rule {
  readonly required?: boolean;
}

interface StringRule extends Rule {
  /** The value must match; `message` then says what form it must have. */
  readonly pattern?: RegExp;
  readonly message?: string;
  readonly maxLength?: number;
}

interface IntegerRule extends Rule {
  readonly min?: number;
  readonly max?: number;
  readonly message?: string;
}

/**
 * Reads typed fields out of an untrusted JSON body, recording one message per bad field under its JSON path.
 * `null` counts as absent. Messages name the field and the rule, never the value, so card data cannot leak
 * through them.
 */
export class FieldReader {
  constructor(private readonly errors: FieldErrors) {}

  /** The object at `key`; undefined (with an error when required) when absent or not an object. */
  object(parent: JsonObject | undefined, key: string, path: string, rule: Rule = {}): JsonObject | undefined {
    const value = this.present(parent, key, path, rule);
    if (value === undefined) return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) {
      this.errors.add(path, `${path} must be an object`);
      return undefined;
    }
    return value as JsonObject;
  }

  string(
    parent: JsonObject | undefined,
    key: string,
    path: string,
    rule: StringRule = {},
  ): string | undefined {
    const value = this.present(parent, key, path, rule);
    if (value === undefined) return undefined;
    if (typeof value !== 'string') {
      this.errors.add(path, `${path} must be a string`);
      return undefined;
    }
    if (rule.required && value.trim() === '') {
      this.errors.add(path, `${path} must not be empty`);
      return undefined;
    }
    if (rule.maxLength !== undefined && value.length > rule.maxLength) {
      this.errors.add(path, `${path} must be at most ${rule.maxLength} characters`);
      return undefined;
    }
    if (rule.pattern && !rule.pattern.test(value)) {
      this.errors.add(path, `${path} ${rule.message ?? 'has an invalid format'}`);
      return undefined;
    }
    return value;
  }

  integer(
    parent: JsonObject | undefined,
    key: string,
    path: string,
    rule: IntegerRule = {},
  ): number | undefined {
    const value = this.present(parent, key, path, rule);
    if (value === undefined) return undefined;
    const inRange =
      typeof value === 'number' &&
      Number.isSafeInteger(value) &&
      (rule.min === undefined || value >= rule.min) &&
      (rule.max === undefined || value <= rule.max);
    if (!inRange) {
      this.errors.add(path, `${path} ${rule.message ?? 'must be an integer'}`);
      return undefined;
    }
    return value;
  }

  boolean(parent: JsonObject | undefined, key: string, path: string, rule: Rule = {}): boolean | undefined {
    const value = this.present(parent, key, path, rule);
    if (value === undefined) return undefined;
    if (typeof value !== 'boolean') {
      this.errors.add(path, `${path} must be a boolean`);
      return undefined;
    }
    return value;
  }

  /** Records a rule that spans fields (or needs more than a type check). */
  add(path: string, message: string): void {
    this.errors.add(path, message);
  }

  private present(parent: JsonObject | undefined, key: string, path: string, rule: Rule): unknown {
    // Children of an absent object are not reported: the object's own error says it all.
    if (parent === undefined) return undefined;
    const value = Object.hasOwn(parent, key) ? parent[key] : undefined;
    if (value === undefined || value === null) {
      if (rule.required) this.errors.add(path, `${path} is required`);
      return undefined;
    }
    return value;
  }
}
