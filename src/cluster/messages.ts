/** What a worker tells the primary once its gateway listens (over the cluster's IPC channel). */
export interface WorkerReady {
  readonly type: 'gateway:ready';
  /** The GraphQL endpoint the worker serves (the port every worker shares). */
  readonly url: string;
  readonly metricsUrl: string | undefined;
}

export function isWorkerReady(message: unknown): message is WorkerReady {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'gateway:ready' &&
    typeof (message as { url?: unknown }).url === 'string'
  );
}
