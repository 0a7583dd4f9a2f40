import type { HealthReading } from '../stores/index.ts';
import type { Feature } from './feature.ts';
import type { ProbeResult, ReadinessProbe } from './readiness.ts';

/** A store's health check (`StoreHealth`): each probe is a ping, and a change is logged and counted there. */
interface CheckedStore {
  check(): Promise<HealthReading>;
}

/**
 * A store's check. PostgreSQL (DATABASE_URL) holds the money records: down, no payout or sale can be made safely on
 * this replica, so it is not ready. Redis (REDIS_URL) holds only what may be lost without harm, and each process
 * does without it (rate limits, live status and 3DS verify links per process), so Redis down is `degraded`, still
 * ready: pulling every replica out of the load balancer for it would turn a Redis restart into a full outage.
 */
function storeProbe(name: 'database' | 'redis', store: CheckedStore): ReadinessProbe {
  const required = name === 'database';
  return {
    name,
    required,
    async check(): Promise<ProbeResult> {
      const reading = await store.check();
      if (reading.up) return { status: 'up' };
      if (required) return { status: 'down', detail: { error: reading.error } };
      return { status: 'degraded', detail: { error: reading.error, fallback: 'perProcess' } };
    },
  };
}

/** A circuit's state as the upstream client reports it. */
type CircuitStateName = 'closed' | 'open' | 'halfOpen';

/** Whether the provider takes an area's requests, as the upstream client reports it (its standing.ts). */
type StandingName = 'accepted' | 'credentialsRejected' | 'notEntitled' | 'rateLimited';

/** What the provider probe reads of the upstream client. */
interface ProviderView {
  circuitStates(): Readonly<Record<string, CircuitStateName>>;
  standings(): Readonly<Record<string, StandingName>>;
}

/**
 * The provider's circuits, one per area, and its standing where it refuses an area for a reason of ours (the
 * gateway's credentials, entitlements or rate: `<area>Refused`). Any circuit not closed or area refused makes the check
 * `degraded`, not `down`: every replica talks to the same provider, so taking this one out of the load balancer
 * would only turn a partial outage into a total one.
 */
function providerProbe(provider: ProviderView): ReadinessProbe {
  return {
    name: 'provider',
    async check(): Promise<ProbeResult> {
      const current = provider.circuitStates();
      // Flat, as every probe's detail: `payoutsRefused: 'credentialsRejected'` beside `payouts: 'closed'`.
      const refused = Object.fromEntries(
        Object.entries(provider.standings())
          .filter(([, standing]) => standing !== 'accepted')
          .map(([area, standing]) => [`${area}Refused`, standing]),
      );
      const allClosed = Object.values(current).every((state) => state === 'closed');
      const healthy = allClosed && Object.keys(refused).length === 0;
      return { status: healthy ? 'up' : 'degraded', detail: { ...current, ...refused } };
    },
  };
}

/**
 * The checks of GET /readyz: the provider's circuits and standing always, PostgreSQL when configured (the money
 * records: down is not ready), Redis when configured (a PING on the process's one connection; down is only
 * `degraded`).
 */
export function readinessChecks(
  upstream: ProviderView,
  {
    redis,
    postgres,
  }: { readonly redis: CheckedStore | undefined; readonly postgres: CheckedStore | undefined },
): Feature {
  return {
    readiness: [
      providerProbe(upstream),
      ...(redis ? [storeProbe('redis', redis)] : []),
      ...(postgres ? [storeProbe('database', postgres)] : []),
    ],
  };
}
