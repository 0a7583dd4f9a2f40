import type { Server } from 'node:http';
import { drainHttpServer } from './drain.ts';

/** Something the gateway closes at shutdown (undefined: a feature that is off). */
export type Closer = { close(): Promise<void> } | undefined;

/**
 * The one shutdown, however often it is asked for (a second signal gets the same promise), in the one order that
 * loses nothing: `first` (open streams, which would otherwise hold the drain for its whole grace period), then the
 * drain of `server` for up to `graceMs`, then `after` in order (Apollo only once no request is left that could
 * still need it, the stores last).
 */
export function shutdownOnce(
  server: Server,
  first: readonly Closer[],
  after: readonly Closer[],
): (graceMs: number) => Promise<void> {
  let closing: Promise<void> | undefined;
  const closeAll = async (graceMs: number) => {
    const drain = () => drainHttpServer(server, graceMs);
    for (const closer of first) await closer?.close();
    await drain();
    for (const closer of after) await closer?.close();
  };
  return (graceMs) => {
    closing ??= closeAll(graceMs);
    return closing;
  };
}
