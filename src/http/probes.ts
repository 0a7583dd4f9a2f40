import type { ProbeResult, ReadinessProbe } from './readiness.ts';

/** A PING to the Redis that holds the stores: without it no payment can be made safely, so the replica is down. */
export function redisProbe(redis: { ping(): Promise<string> }): ReadinessProbe {
  return {
    name: 'redis',
    async check(): Promise<ProbeResult> {
      const answer = await redis.ping();
      return answer === 'PONG'
        ? { status: 'up' }
        : { status: 'down', detail: { error: 'unexpected answer' } };
    },
  };
}

/** The money records' database (DATABASE_URL): down means no payout or sale can be made safely on this replica. */
export function databaseProbe(database: { ping(): Promise<void> }): ReadinessProbe {
  return {
    name: 'database',
    async check(): Promise<ProbeResult> {
      // pg rejects a lost connection with errors of several classes (some not even Error): one word for them all.
      return database.ping().then(
        (): ProbeResult => ({ status: 'up' }),
        (): ProbeResult => ({ status: 'down', detail: { error: 'unreachable' } }),
      );
    },
  };
}

/** A circuit's state as the upstream client reports it. */
export type CircuitStateName = 'closed' | 'open' | 'halfOpen';

/**
 * The provider's circuits, one per key (today one per origin; one per provider area once the breaker is split).
 * Any circuit not closed makes the check `degraded`, not `down`: every replica talks to the same provider, so taking
 * this one out of the load balancer would only turn a partial outage into a total one.
 */
export function circuitProbe(states: () => Readonly<Record<string, CircuitStateName>>): ReadinessProbe {
  return {
    name: 'provider',
    async check(): Promise<ProbeResult> {
      const current = states();
      const allClosed = Object.values(current).every((state) => state === 'closed');
      return { status: allClosed ? 'up' : 'degraded', detail: { ...current } };
    },
  };
}
