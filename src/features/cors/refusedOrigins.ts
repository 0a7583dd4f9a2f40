import type { Logger } from '../../logger.ts';

/** Distinct refused origins logged per process; any origin can be sent, so the log must not grow with them. */
const defaultMaxLogged = 100;

/**
 * Logs each origin the CORS layer refuses, once, at warn, naming the setting that would allow it: the browser
 * shows its page only "Failed to fetch" while the operation itself may well have run, so the gateway's log is
 * where a developer can learn why. Bounded: after `maxLogged` distinct origins, one line says so and no more follow.
 */
export class RefusedOrigins {
  private readonly logged = new Set<string>();
  private full = false;

  constructor(
    private readonly logger: Logger,
    private readonly maxLogged = defaultMaxLogged,
  ) {}

  note(origin: string): void {
    if (this.full || this.logged.has(origin)) return;
    if (this.logged.size >= this.maxLogged) {
      this.full = true;
      this.logger.warn({ maxLogged: this.maxLogged }, 'CORS: more origins refused, no longer logged');
      return;
    }
    this.logged.add(origin);
    // An Origin header is caller text of any length: cut to what an origin can plausibly be.
    const shown = origin.slice(0, 200);
    this.logger.warn(
      {
        origin: shown,
        setting: 'CORS_ORIGINS',
        hint: `add ${shown} to CORS_ORIGINS (comma-separated) to let its pages call the API`,
      },
      'CORS: refused an origin',
    );
  }
}
