import { afterAll, beforeAll } from 'vitest';

/**
 * Starts a resource in `beforeAll` and stops it in `afterAll` of the file or `describe` it is called in. The
 * returned getter gives the running resource to tests and hooks, and says so when called outside that span
 * (while the file is collected, or after the stop).
 */
export function aroundTests<T>(
  name: string,
  start: () => Promise<T>,
  stop: (running: T) => Promise<void>,
): () => T {
  let running: T | undefined;
  beforeAll(async () => {
    running = await start();
  });
  afterAll(async () => {
    const stopping = running;
    running = undefined;
    if (stopping !== undefined) await stop(stopping);
  });
  return () => {
    if (running !== undefined) return running;
    throw new Error(`${name}: it runs from beforeAll to afterAll; call it from a test or a hook`);
  };
}
