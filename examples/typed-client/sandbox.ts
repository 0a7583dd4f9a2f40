/** What the runner and its test know of the sandbox beyond the gateway: its clock and the reach of its history. */

/** 30 days ending a day before the sandbox world's anchor (its history ends there): several statement pages. */
export function sandboxRange(anchor: Date): { from: string; to: string } {
  const dayMs = 86_400_000;
  const to = new Date(anchor.getTime() - dayMs);
  return { from: new Date(to.getTime() - 30 * dayMs).toISOString(), to: to.toISOString() };
}

/** A `wait` that moves the sandbox's clock instead of sleeping (its control API must be on). */
export function sandboxWait(sandboxUrl: string): (ms: number) => Promise<void> {
  return async (ms) => {
    const res = await fetch(`${sandboxUrl}/_sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: ms }),
    });
    if (!res.ok) throw new Error(`sandbox clock: HTTP ${res.status}`);
  };
}
