import { afterAll, describe, expect, it } from 'vitest';
import { UpstreamClient } from '../../../../src/datasources/upstream/client.ts';
import { MemoryLinkStore } from '../../../../src/stores/links/memoryStore.ts';

const client = new UpstreamClient({
  baseUrl: 'https://provider.example/api',
  username: 'u',
  password: 'p',
  mediaVendor: 'vendor',
  connections: 1,
  connectTimeoutMs: 1000,
  headersTimeoutMs: 1000,
  bodyTimeoutMs: 1000,
});
const locate = (href: string) => client.locationOf(href);
afterAll(() => client.close());

function storeAt(start: number) {
  const clock = { now: start };
  const store = new MemoryLinkStore({ locate, now: () => clock.now });
  return { store, clock };
}

describe('MemoryLinkStore', () => {
  it('remembers the location of a link, without scheme or host, and keeps its query', async () => {
    const { store } = storeAt(0);
    await store.remember(
      'k',
      'https://provider.example/api/verifications/customers/3ds/verification?challenge=c1',
      60_000,
    );
    expect(await store.recall('k')).toBe('/api/verifications/customers/3ds/verification?challenge=c1');
  });

  it('recalls nothing for a key it was never given', async () => {
    expect(await storeAt(0).store.recall('unknown')).toBeUndefined();
  });

  it('forgets a link when its lifetime is over, not before', async () => {
    const { store, clock } = storeAt(1_000);
    await store.remember('k', '/verifications/customers/3ds/verification', 720_000);
    clock.now = 1_000 + 719_999;
    expect(await store.recall('k')).toBe('/verifications/customers/3ds/verification');
    clock.now = 1_000 + 720_000;
    expect(await store.recall('k')).toBeUndefined();
  });

  it('keeps links within maxBytes, dropping the least recently used first', async () => {
    // Each link here: a 1-character key, a 9-character location and 128 bytes of overhead: 138 bytes; two fit.
    const store = new MemoryLinkStore({ locate, now: () => 1_000, maxBytes: 2 * 138 });
    await store.remember('a', '/verify/a', 60_000);
    await store.remember('b', '/verify/b', 60_000);
    expect(await store.recall('a')).toBe('/verify/a');
    await store.remember('c', '/verify/c', 60_000);
    expect([await store.recall('a'), await store.recall('b'), await store.recall('c')]).toEqual([
      '/verify/a',
      undefined,
      '/verify/c',
    ]);
  });

  it('refuses a link to another origin and remembers nothing for it', async () => {
    const { store } = storeAt(0);
    await expect(store.remember('k', 'https://elsewhere.example/verify', 60_000)).rejects.toMatchObject({
      kind: 'contractViolation',
      message: 'Upstream link points to another origin',
    });
    expect(await store.recall('k')).toBeUndefined();
  });
});
