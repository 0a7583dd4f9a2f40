import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runGateway } from './gatewayProcess.ts';

/** A port this test holds, so the gateway finds it busy. */
async function holdPort(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port };
}

let held: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => held?.close(resolve) ?? resolve(undefined));
  held = undefined;
});

describe('the gateway process on a busy port', () => {
  it.each(['PORT', 'SANDBOX_PORT', 'METRICS_PORT'])(
    'names %s in one line on stderr and exits 1 instead of printing a stack trace',
    async (variable) => {
      const { server, port } = await holdPort();
      held = server;
      const { code, stderr } = await runGateway({ [variable]: String(port) });
      expect({ code, stderr }).toEqual({
        code: 1,
        stderr:
          `Cannot listen on 127.0.0.1:${port}: the port is already in use. ` +
          `Set ${variable} to a free port (0 picks one).\n`,
      });
    },
  );
});
