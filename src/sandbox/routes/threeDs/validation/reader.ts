import { isLosslessNumber } from 'lossless-json';
import type { FieldErrors } from '../../../http/errors.ts';

/** A JSON object as the request carried it; values are unchecked. */
export type JsonObject = Readonly<Record<string, unknown>>;

/**
 * Reads fields out of an unchecked JSON body, recording one message per bad field under its JSON path.
 * Messages name the rule, never the value, because the value may be card data.
 */
export class BodyReader {
  constructor(readonly errors: FieldErrors) {}

  /** The object at `key`, or undefined when absent (recorded as an error when required) or not an object. */
  object(
    parent: JsonObject | undefined,
    key: string,
    path: string,
    required: boolean,
  ): JsonObject | undefined {
    const value = parent?.[key];
    if (value === undefined || value === null) {
      if (required) this.errors.add(path, 'is required');
      return undefined;
    }
    if (typeof value !== 'object' || Array.isArray(value) || isLosslessNumber(value)) {
      this.errors.add(path, 'must be an object');
      return undefined;
    }
    return value as JsonObject;
  }

  /** A non-empty string. */
  string(parent: JsonObject | undefined, key: string, path: string, required: boolean): string | undefined {
    const value = parent?.[key];
    if (value === undefined || value === null) {
      if (required) this.errors.add(path, 'is required');
      return undefined;
    }
    if (typeof value !== 'string') {
      this.errors.add(path, 'must be a string');
      return undefined;
    }
    if (value.trim().length === 0) {
      this.errors.add(path, 'must not be empty');
      return undefined;
    }
    return value;
  }

  /** A string that must match `rule`; `message` names the rule. */
  matching(
    parent: JsonObject | undefined,
    key: string,
    path: string,
    required: boolean,
    rule: (value: string) => boolean,
    message: string,
  ): string | undefined {
    const value = this.string(parent, key, path, required);
    if (value === undefined) return undefined;
    if (!rule(value)) {
      this.errors.add(path, message);
      return undefined;
    }
    return value;
  }

  /** One of a closed set of strings. */
  oneOf<T extends string>(
    parent: JsonObject | undefined,
    key: string,
    path: string,
    required: boolean,
    allowed: readonly T[],
  ): T | undefined {
    const isAllowed = (value: string): value is T => (allowed as readonly string[]).includes(value);
    const value = this.matching(
      parent,
      key,
      path,
      required,
      isAllowed,
      `must be one of ${allowed.join(', ')}`,
    );
    return value !== undefined && isAllowed(value) ? value : undefined;
  }

  boolean(parent: JsonObject | undefined, key: string, path: string): boolean | undefined {
    const value = parent?.[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'boolean') {
      this.errors.add(path, 'must be a boolean');
      return undefined;
    }
    return value;
  }

  /**
   * An integer as decimal text, so that amounts of any length keep every digit. `numericStrings` also accepts
   * `"15"`-style strings, which the provider's own examples use for device data.
   */
  integer(
    parent: JsonObject | undefined,
    key: string,
    path: string,
    opts: { required: boolean; numericStrings?: boolean; min?: number; max?: number; message: string },
  ): string | undefined {
    const value = parent?.[key];
    if (value === undefined || value === null) {
      if (opts.required) this.errors.add(path, 'is required');
      return undefined;
    }
    const text = integerText(value, opts.numericStrings ?? false);
    const inRange =
      text !== undefined &&
      (opts.min === undefined || BigInt(text) >= BigInt(opts.min)) &&
      (opts.max === undefined || BigInt(text) <= BigInt(opts.max));
    if (!inRange) {
      this.errors.add(path, opts.message);
      return undefined;
    }
    return text;
  }
}

/** Canonical decimal text of an integer value (`"+300"` becomes `"300"`), or undefined when it is not one. */
function integerText(value: unknown, numericStrings: boolean): string | undefined {
  let raw: string | undefined;
  if (typeof value === 'number') raw = Number.isInteger(value) ? String(value) : undefined;
  else if (isLosslessNumber(value)) raw = value.value;
  else if (typeof value === 'string' && numericStrings) raw = value.trim();
  if (raw === undefined || !/^[+-]?\d+$/.test(raw)) return undefined;
  return BigInt(raw).toString();
}
