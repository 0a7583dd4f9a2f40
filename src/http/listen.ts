import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenedOn } from '../portSettings.ts';

/**
 * Listens on `port` (0: a free one) at `host`, a busy or forbidden port reported as the setting `variable` names;
 * the origin it then serves at, e.g. `http://127.0.0.1:4000`.
 */
export async function listenAt(
  server: Server,
  variable: string,
  port: number,
  host: string,
): Promise<string> {
  await listenedOn(
    variable,
    port,
    host,
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    }),
  );
  const { port: bound } = server.address() as AddressInfo;
  return `http://${host.includes(':') ? `[${host}]` : host}:${bound}`;
}
