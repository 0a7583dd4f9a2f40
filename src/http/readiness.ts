import { version } from '../version.ts';
import { sendJson } from './replies.ts';
import type { RouteTable } from './routes.ts';

/**
 * Terminology: *healthy* (`/healthz`) means the process is alive and serving; a failing health check is a reason to
 * restart it. *Ready* (`/readyz`) means it can do its work now; a replica that is not ready is taken out of the load
 * balancer until it is, never restarted for it.
 */

/**
 * What one check found. `up`: fine. `down`: this replica cannot do its job (e.g. its store is unreachable, so no
 * payment can be made safely): not ready. `degraded`: part of the work fails fast (e.g. an open circuit to one
 * provider area) but sending traffic elsewhere would not help, since every replica shares that provider: reported,
 * still ready.
 */
export interface ProbeResult {
  readonly status: 'up' | 'down' | 'degraded';
  /** Bounded, non-secret details for operators (states, counts); never URLs with credentials. */
  readonly detail?: Readonly<Record<string, string | number | boolean>>;
}

/** One named readiness check, passed in by the composition root (src/app.ts). */
export interface ReadinessProbe {
  readonly name: string;
  /**
   * False for what answering does not need (Redis: the gateway does without it per process): whatever the check
   * finds, a timeout or a throw included, is at worst `degraded`, never `down`. Default true.
   */
  readonly required?: boolean;
  check(): Promise<ProbeResult>;
}

/** The `/readyz` answer: `ready` when no check is `down`; every check by name. */
interface ReadinessReport {
  readonly status: 'ready' | 'notReady';
  readonly checks: Readonly<Record<string, ProbeResult>>;
}

/** A probe that does not answer within this is `down`: a load balancer's own probe timeout is often 1 s. */
const defaultProbeTimeoutMs = 800;

async function runProbe(probe: ReadinessProbe, timeoutMs: number): Promise<ProbeResult> {
  const result = await probed(probe, timeoutMs);
  return result.status === 'down' && probe.required === false ? { ...result, status: 'degraded' } : result;
}

async function probed(probe: ReadinessProbe, timeoutMs: number): Promise<ProbeResult> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<ProbeResult>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'down', detail: { error: 'timeout' } }), timeoutMs);
  });
  try {
    return await Promise.race([probe.check(), timedOut]);
  } catch (err) {
    // The error's name only: messages of client libraries can carry hosts and credentials.
    return { status: 'down', detail: { error: err instanceof Error ? err.name : 'error' } };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every probe at once, each within `timeoutMs`. */
async function checkReadiness(
  probes: readonly ReadinessProbe[],
  timeoutMs = defaultProbeTimeoutMs,
): Promise<ReadinessReport> {
  const results = await Promise.all(probes.map((probe) => runProbe(probe, timeoutMs)));
  const checks: Record<string, ProbeResult> = {};
  for (const [index, probe] of probes.entries()) {
    const result = results[index];
    if (result) checks[probe.name] = result;
  }
  const ready = results.every((result) => result.status !== 'down');
  return { status: ready ? 'ready' : 'notReady', checks };
}

/**
 * GET /healthz (the process is alive, and which version it runs: what a rollout checks) and GET /readyz (200 when no
 * probe is down, 503 otherwise).
 */
export function installHealth(routes: RouteTable, probes: readonly ReadinessProbe[]): void {
  routes.route('/healthz', (_req, res) => sendJson(res, 200, { status: 'ok', version }));
  routes.route('/readyz', async (_req, res) => {
    const report = await checkReadiness(probes);
    sendJson(res, report.status === 'ready' ? 200 : 503, report, { 'cache-control': 'no-store' });
  });
}
