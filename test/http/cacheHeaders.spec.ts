import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestGateway } from '../support/gateway.ts';

const apiKey = 'web-key-0123456789abcdefghij';
const app = 'http://localhost:5173';

/** The caching headers of an answer, and its status. */
const cachingOf = (res: Response) => ({
  status: res.status,
  cacheControl: res.headers.get('cache-control'),
  vary: res.headers.get('vary'),
});

/** What every GraphQL answer says to browser and shared caches: store nothing; an answer depends on these. */
const uncached = (status: number) => ({
  status,
  cacheControl: 'no-store',
  vary: 'Accept, Authorization, Origin',
});

describe('caching headers of GraphQL answers', () => {
  let entity = '';
  const gw = setUpTestGateway({ env: { CORS_ORIGINS: app, API_KEYS: `web:${apiKey}:7Z1UAK` } });
  beforeAll(() => {
    entity = '7Z1UAK';
  });

  const balances = 'query Balances($entity: String!) { accounts(entity: $entity) { accountNumber } }';

  it('marks a query over GET no-store, varying by Accept, Authorization and Origin', async () => {
    const params = new URLSearchParams({ query: balances, variables: JSON.stringify({ entity }) });
    const res = await fetch(`${gw.url}?${params}`, {
      headers: { accept: 'application/json', authorization: `Bearer ${apiKey}`, origin: app },
    });
    expect(cachingOf(res)).toEqual(uncached(200));
    expect(((await res.json()) as { data: { accounts: unknown[] } }).data.accounts.length).toBeGreaterThan(0);
  });

  it('marks a query over POST the same way', async () => {
    const res = await fetch(gw.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({ query: balances, variables: { entity } }),
    });
    expect(cachingOf(res)).toEqual(uncached(200));
  });

  it('marks refusals the same way: no credential, a body that is no JSON, a method GraphQL does not take', async () => {
    const unauthenticated = await fetch(`${gw.url}?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/json' },
    });
    expect(cachingOf(unauthenticated)).toEqual(uncached(401));
    const notJson = await fetch(gw.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
      body: '{',
    });
    expect(cachingOf(notJson)).toEqual(uncached(400));
    const put = await fetch(gw.url, { method: 'PUT', headers: { authorization: `Bearer ${apiKey}` } });
    expect(cachingOf(put)).toEqual(uncached(405));
  });
});
