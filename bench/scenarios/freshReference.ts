let sent = 0;

/**
 * A transactionReference no earlier run or operation used: it is the idempotency key, and a money-moving scenario
 * must time a first attempt (record claimed, provider called, answer stored), never a replay.
 */
export function freshReference(kind: 'payout' | 'sale'): string {
  sent += 1;
  return `bench-${kind}-${process.pid}-${Date.now().toString(36)}-${sent}`;
}

/** A provider outcome (`requestReceived`) as the gateway's enums name it (`REQUEST_RECEIVED`). */
export const enumName = (outcome: string) => outcome.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
