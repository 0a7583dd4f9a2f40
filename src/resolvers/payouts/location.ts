/** Provider endpoints under `/payouts/` that are not payout resources. */
const literalEndpoints = new Set(['query', 'events', 'basicDisbursement', 'fastAccess']);

/**
 * Whether a location taken from a caller's global id can be a payout resource: under `/payouts/` (below the
 * provider's base path, if any), the rest opaque as the spec leaves it (several segments, percent-encoding, a
 * query), but never one of the literal endpoints and never a dot segment. Global ids are caller input; without
 * this check a forged id could make the gateway GET any provider path with its credentials.
 */
export function isPayoutLocation(location: string): boolean {
  const match = /^(?:\/[^/?#]+)*\/payouts\/([^?#]+)(?:\?[^#]*)?$/.exec(location);
  const resource = match?.[1];
  if (resource === undefined) return false;
  const segments = resource.split('/');
  if (literalEndpoints.has(segments[0] ?? '')) return false;
  return segments.every((segment) => segment !== '' && !/^(?:\.|%2e)+$/i.test(segment));
}
