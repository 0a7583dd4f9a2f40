/** Every provider area's circuit, closed: what `/readyz`'s provider check and `circuitStates()` show at rest. */
export const allCircuitsClosed = {
  accounts: 'closed',
  paymentItems: 'closed',
  payouts: 'closed',
  threeDs: 'closed',
  cardBin: 'closed',
  sales: 'closed',
  other: 'closed',
} as const;

/** The `/readyz` provider check while every circuit is closed. */
export const providerUp = { status: 'up', detail: allCircuitsClosed } as const;

/** GET `/readyz` of a gateway at `url`: its status and parsed body. */
export async function readyz(url: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(new URL('/readyz', url));
  return { status: res.status, body: await res.json() };
}
