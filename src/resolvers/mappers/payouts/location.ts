/**
 * Whether a location taken from a caller's global id can be a payout resource: `/payouts/{resource}` (under the
 * provider's base path, if any), one opaque segment, no query. Global ids are caller input; without this check a
 * forged id could make the gateway GET any provider path with its credentials.
 */
export function isPayoutLocation(location: string): boolean {
  const match = /^(?:\/[^/?#]+)*\/payouts\/([A-Za-z0-9._~-]+)$/.exec(location);
  const resource = match?.[1];
  if (resource === undefined) return false;
  // The literal payout endpoints share the shape; they are not payouts.
  return (
    !['query', 'events', 'basicDisbursement', 'fastAccess'].includes(resource) && !/^\.+$/.test(resource)
  );
}
