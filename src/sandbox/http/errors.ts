/**
 * Error bodies of the sandbox. The spec documents one error body shape (payment item search); the sandbox uses it
 * on every endpoint, with the spec's codes where the spec gives them and `SBX*` codes of its own elsewhere.
 */
export interface ProviderErrorBody {
  errors?: Record<string, string[]>;
  httpStatusCode: number;
  customCode?: string;
  message: string;
}

export class SandboxHttpError extends Error {
  constructor(
    readonly status: number,
    readonly customCode: string | undefined,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }

  toBody(): ProviderErrorBody {
    return {
      ...(this.errors ? { errors: this.errors } : {}),
      httpStatusCode: this.status,
      ...(this.customCode ? { customCode: this.customCode } : {}),
      message: this.message,
    };
  }
}

/** Throws the provider-shaped error; handlers call it and let the core write the response. */
export function fail(
  status: number,
  customCode: string | undefined,
  message: string,
  errors?: Record<string, string[]>,
): never {
  throw new SandboxHttpError(status, customCode, message, errors);
}

/**
 * Collects field messages and throws one 400 with all of them, so a caller sees every problem at once.
 * `code` defaults to the spec's schema-validation code.
 */
export class FieldErrors {
  // No prototype: a field path such as `constructor` must be a key like any other.
  private readonly byField: Record<string, string[]> = Object.create(null);

  add(field: string, message: string): void {
    const list = this.byField[field] ?? [];
    list.push(message);
    this.byField[field] = list;
  }

  get empty(): boolean {
    return Object.keys(this.byField).length === 0;
  }

  throwIfAny(customCode = 'SPAB05', message?: string): void {
    if (this.empty) return;
    const first = Object.values(this.byField)[0]?.[0] ?? 'The request is invalid';
    fail(400, customCode, message ?? first, this.byField);
  }
}
