import type { ServerResponse } from 'node:http';

/** Adds `names` (e.g. `Origin`) to the answer's Vary header, after those already there. */
export function addVary(res: ServerResponse, names: string): void {
  const vary = res.getHeader('vary');
  res.setHeader('vary', typeof vary === 'string' && vary.length > 0 ? `${vary}, ${names}` : names);
}

/**
 * Marks a GraphQL answer as one no cache may keep: every answer is one caller's live payment data (balances,
 * statements, payouts), and no field is known safe to cache, so `no-store` everywhere rather than per-field hints
 * (Apollo's cache-control plugin is off, see server/apollo.ts). Without a directive a browser or proxy applies its
 * own heuristics to a GET. `Vary` still names what an answer depends on (the media type asked for, the caller;
 * `Origin` is added by the CORS layer) for any cache that ignores `no-store`.
 */
export function markUncacheable(res: ServerResponse): void {
  res.setHeader('cache-control', 'no-store');
  addVary(res, 'Accept, Authorization');
}
