import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '../logger.ts';
import { isWorkerReady, type WorkerReady } from './messages.ts';
import { deathsAfter, restartDelayMs } from './restarts.ts';

/** One place in the pool: the worker filling it now, and how it has fared. */
interface Slot {
  worker: Worker | undefined;
  startedAt: number;
  /** Deaths in a row of this slot's workers (see restarts.ts). */
  deaths: number;
  restart: NodeJS.Timeout | undefined;
}

/**
 * N gateway workers forked with node:cluster (they share the listening port; each inherits the primary's node
 * flags through execArgv). A worker that dies while the pool runs is replaced after a back-off; a worker that dies
 * before it first listens fails the start, since its siblings would die of the same cause.
 */
export class WorkerPool {
  private readonly slots: Slot[];
  /** Set once every first worker listens: before that a death fails the start instead of being replaced. */
  private running = false;
  private stopping = false;

  constructor(
    size: number,
    /** Added to each worker's environment (the shared sandbox's URL and credentials). */
    private readonly env: Readonly<Record<string, string>>,
    private readonly logger: Logger,
  ) {
    this.slots = Array.from({ length: size }, () => ({
      worker: undefined,
      startedAt: 0,
      deaths: 0,
      restart: undefined,
    }));
  }

  /** Forks every worker; resolves with what each reported once all listen, rejects if one dies first. */
  async start(): Promise<WorkerReady[]> {
    const ready = await Promise.all(
      this.slots.map(
        (slot) =>
          new Promise<WorkerReady>((resolve, reject) => {
            const worker = this.fork(slot);
            const failed = (code: number | null, signal: string | null) =>
              reject(new Error(`worker ${worker.process.pid} exited (${signal ?? code}) before it listened`));
            worker.once('exit', failed);
            worker.on('message', (message: unknown) => {
              if (!isWorkerReady(message)) return;
              worker.off('exit', failed);
              resolve(message);
            });
          }),
      ),
    );
    this.running = true;
    return ready;
  }

  /** The process ids of the workers alive now. */
  pids(): number[] {
    return this.slots.flatMap((slot) =>
      slot.worker?.process.pid === undefined ? [] : [slot.worker.process.pid],
    );
  }

  /**
   * Sends `signal` to every worker (each drains as a single process does on it) and resolves once all have
   * exited: true when every one exited 0. After `forceAfterMs` the ones left are killed.
   */
  async stop(signal: NodeJS.Signals, forceAfterMs: number): Promise<boolean> {
    this.stopping = true;
    const alive = this.slots.flatMap((slot) => {
      clearTimeout(slot.restart);
      const worker = slot.worker;
      return worker && !worker.isDead() ? [worker] : [];
    });
    const force = setTimeout(() => {
      for (const worker of alive) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, forceAfterMs);
    const codes = await Promise.all(
      alive.map(
        (worker) =>
          new Promise<number | null>((resolve) => {
            worker.once('exit', (code) => resolve(code));
            worker.process.kill(signal);
          }),
      ),
    );
    clearTimeout(force);
    return codes.every((code) => code === 0);
  }

  private fork(slot: Slot): Worker {
    const worker = cluster.fork(this.env);
    slot.worker = worker;
    slot.startedAt = Date.now();
    worker.on('exit', (code, signal) => this.exited(slot, worker, code, signal));
    return worker;
  }

  private exited(slot: Slot, worker: Worker, code: number | null, signal: string | null): void {
    if (!this.running || this.stopping || slot.worker !== worker) return;
    slot.worker = undefined;
    slot.deaths = deathsAfter(slot.deaths, Date.now() - slot.startedAt);
    const restartInMs = restartDelayMs(slot.deaths);
    this.logger.error(
      { pid: worker.process.pid, code, signal, deathsInARow: slot.deaths, restartInMs },
      'worker died; starting another',
    );
    slot.restart = setTimeout(() => {
      const next = this.fork(slot);
      next.on('message', (message: unknown) => {
        if (isWorkerReady(message)) this.logger.info({ pid: next.process.pid }, 'worker replaced');
      });
    }, restartInMs);
  }
}
