import cluster from 'node:cluster';
import type { WorkerReady } from './messages.ts';

/** Whether this process is one of the primary's workers (WORKERS > 1). */
export const isClusterWorker = cluster.isWorker;

/** Tells the primary that this worker's gateway listens; the primary prints the banner once all of them do. */
export function reportReady(url: string, metricsUrl: string | undefined): void {
  const ready: WorkerReady = { type: 'gateway:ready', url, metricsUrl };
  process.send?.(ready);
}
