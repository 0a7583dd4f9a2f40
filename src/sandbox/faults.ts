import type { Area } from './area.ts';

/**
 * A fault the control API arms for one area. `dropAfterAccept` runs the handler (so a payout is really accepted)
 * and then destroys the connection before answering: the case where a caller cannot know the outcome.
 */
export interface Fault {
  readonly area: Area;
  readonly latencyMs?: number;
  readonly status?: number;
  /**
   * With `status`: the error body's customCode (null for none, as the spec's 415 row) and message, e.g. one of
   * the spec's rows; `SBXF01` and "Injected fault" otherwise.
   */
  readonly customCode?: string | null;
  readonly message?: string;
  /** With `status` (a 429 or 503): sent as `Retry-After`, in seconds. */
  readonly retryAfterSeconds?: number;
  readonly malformedBody?: boolean;
  readonly dropAfterAccept?: boolean;
  /** Drop the connection without running the handler. */
  readonly dropBeforeAccept?: boolean;
  /** How many requests it applies to; unlimited when absent. */
  remaining?: number;
}

export class FaultRegistry {
  private faults: Fault[] = [];

  arm(fault: Fault): void {
    this.faults.push({ ...fault });
  }

  clear(): void {
    this.faults = [];
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /** The fault to apply to this request, counting it down. */
  take(area: Area): Fault | undefined {
    const fault = this.faults.find((f) => f.area === area && (f.remaining === undefined || f.remaining > 0));
    if (fault?.remaining !== undefined) fault.remaining -= 1;
    return fault;
  }
}
