/**
 * The sandbox's notion of "now": real time plus an offset that the control API moves forward, so tests can make
 * 48 hours pass for a pending payout or 10 minutes for a challenge token without waiting.
 */
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
