import { afterEach } from 'vitest';
import type { Readings } from '../../src/sandbox/readings.ts';

/** Control calls against one sandbox, as a test outside the sandbox's process makes them. */
async function control(sandboxUrl: string, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${sandboxUrl}/_sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`sandbox ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * Switches the sandbox to other readings of what the spec leaves open (`POST /_sandbox/readings`), and puts every
 * reading back after each test of the file (`POST /_sandbox/reset`), so a switched reading never leaks.
 */
export function readingsOf(sandbox: () => { readonly url: string }) {
  afterEach(async () => {
    await control(sandbox().url, 'reset', {});
  });
  return {
    switch: (readings: Partial<Readings>) => control(sandbox().url, 'readings', readings),
  };
}
