/**
 * A start-up failure that a setting or a deployment step fixes (a busy port, a database role without rights, a
 * missing file): its message is one line that names the setting (or the folder) and the fix, and `main.ts` prints
 * only that and exits 1. A stack trace would point an operator at our code when the fix is in their environment.
 * Anything else that fails start-up is a bug and keeps its stack.
 */
export class StartupError extends Error {
  override readonly name: string = 'StartupError';

  constructor(
    /** The setting (environment variable) or file the fix is in, e.g. DATABASE_URL. */
    readonly setting: string,
    message: string,
  ) {
    super(message);
  }
}
