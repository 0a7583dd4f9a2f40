import type { Server } from 'node:http';
import type { Logger } from '../logger.ts';
import { drainHttpServer, inFlightOf } from './drain.ts';

/** Something the gateway closes at shutdown (undefined: a feature that is off). */
export type Closer = { close?(): Promise<void> } | undefined;

/**
 * The one shutdown, however often it is asked for (a second signal gets the same promise), in the one order that
 * loses nothing: `first` (open streams, which would otherwise hold the drain for its whole grace period), then the
 * drain of `server` for up to `graceMs`, then `after` in order (Apollo only once no request is left that could
 * still need it, the stores last). The drain's start and end are each one `warn` line: a replica that stops
 * answering during a deploy says why at the recommended LOG_LEVEL=warn, and whether it cut requests off.
 */
export function shutdownOnce(
  server: Server,
  first: readonly Closer[],
  after: readonly Closer[],
  logger: Logger,
): (graceMs: number) => Promise<void> {
  let closing: Promise<void> | undefined;
  const closeAll = async (graceMs: number) => {
    logger.warn(
      { graceMs, inFlight: inFlightOf(server) },
      'draining: no new requests are taken; those in flight may finish within graceMs',
    );
    for (const closer of first) await closer?.close?.();
    const { cutOff } = await drainHttpServer(server, graceMs);
    logger.warn(
      { cutOff },
      cutOff === 0
        ? 'drained: every request in flight was answered'
        : 'drained: requests still in flight at the end of the grace period were cut off (cutOff)',
    );
    for (const closer of after) await closer?.close?.();
  };
  return (graceMs) => {
    closing ??= closeAll(graceMs);
    return closing;
  };
}
