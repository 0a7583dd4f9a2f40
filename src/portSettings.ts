import { StartupError } from './settings/startupError.ts';

/**
 * A port the gateway could not listen on, named by the setting that chose it (PORT, SANDBOX_PORT or METRICS_PORT),
 * so that start-up ends in one line that says what to change instead of a Node stack trace.
 */
class PortUnavailableError extends StartupError {
  override readonly name = 'PortUnavailableError';

  constructor(variable: string, port: number, host: string, code: string) {
    const reason =
      code === 'EADDRINUSE' ? 'is already in use' : 'may not be used by this process (permission denied)';
    super(
      variable,
      `Cannot listen on ${host}:${port}: the port ${reason}. Set ${variable} to a free port (0 picks one).`,
    );
  }
}

/** The error codes of a listen that another setting fixes; anything else is not ours to name. */
const portCodes = new Set(['EADDRINUSE', 'EACCES']);

/**
 * `listening`, with a busy or forbidden port turned into a {@link PortUnavailableError} naming `variable`. Every
 * other failure is rethrown unchanged.
 */
export async function listenedOn<T>(
  variable: string,
  port: number,
  host: string,
  listening: Promise<T>,
): Promise<T> {
  try {
    return await listening;
  } catch (err) {
    const code = err instanceof Error && 'code' in err ? String(err.code) : '';
    if (portCodes.has(code)) throw new PortUnavailableError(variable, port, host, code);
    throw err;
  }
}
