import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { startTestGateway } from '../support/gateway.ts';

describe('graceful shutdown', () => {
  it('lets a request in flight finish before the gateway closes, and refuses new ones', async () => {
    const gw = await startTestGateway();
    await gw.armFault({ area: 'balances', latencyMs: 600, remaining: 1 });
    const inFlight = gw.run('{ account(accountNumber: "QS7M0UKCLFL8MODV") { currency } }');
    await sleep(150); // the request has reached the sandbox and waits there
    const closing = gw.close();
    await sleep(50);
    await expect(fetch(gw.url, { method: 'POST' })).rejects.toThrow();
    expect(await inFlight).toEqual({ status: 200, data: { account: { currency: 'GBP' } } });
    await closing;
  });
});
