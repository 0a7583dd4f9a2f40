import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { chromiumPath, launchChromium, openRecorded, type PageRecord } from './browser.ts';

const runBrowserTests = existsSync(chromiumPath) || process.env.CI === 'true';

/** A frontend's page: an empty document on its own origin, from which the test runs the page's requests. */
async function startPageServer(): Promise<{ server: Server; port: number }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><html><head><link rel="icon" href="data:,"><title>app</title></head><body></body></html>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** What a page does: urql's GET for a query, then a JSON POST (which the browser preflights). */
const pageRequests = (gatewayUrl: string, entity: string) => `(async () => {
  const query = 'query Names($entity: String!) { accounts(entity: $entity) { accountNumber } }';
  const params = new URLSearchParams({ query, operationName: 'Names', variables: JSON.stringify({ entity: ${JSON.stringify(entity)} }) });
  const out = {};
  try {
    const res = await fetch(${JSON.stringify(gatewayUrl)} + '?' + params, {
      headers: { accept: 'application/graphql-response+json, application/graphql+json, application/json' },
    });
    out.get = { status: res.status, body: await res.json(), requestIdReadable: res.headers.get('x-request-id') !== null };
  } catch (e) { out.get = { error: e.name }; }
  try {
    const res = await fetch(${JSON.stringify(gatewayUrl)}, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'page-1' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    out.post = { status: res.status, body: await res.json(), requestId: res.headers.get('x-request-id') };
  } catch (e) { out.post = { error: e.name }; }
  return out;
})()`;

/** Proves in Chromium that a page on another origin calls the gateway as urql does, and only an allowed one. */
describe.runIf(runBrowserTests)('a page on another origin in a browser', () => {
  let browser: Browser;
  let page: { server: Server; port: number };
  let opened: PageRecord | undefined;

  beforeAll(async () => {
    page = await startPageServer();
  });
  afterAll(() => new Promise((resolve) => page?.server.close(resolve)));
  // The page's server answers on both loopback names; only the 127.0.0.1 origin is allowed.
  const gw = setUpTestGateway({ env: () => ({ CORS_ORIGINS: `http://127.0.0.1:${page.port}` }) });
  beforeAll(async () => {
    browser = await launchChromium();
  }, 40_000);
  afterEach(async () => {
    await opened?.page.context().close();
    opened = undefined;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('queries the gateway with GET and posts JSON from an allowed origin', async () => {
    const entity = gw.sandbox.state.world.entities[0]?.id ?? '';
    const accounts = gw.sandbox.state.world
      .accountsOf(entity)
      .map((a) => ({ accountNumber: a.accountNumber }));
    opened = await openRecorded(browser, `http://127.0.0.1:${page.port}/`);
    await gw.clearUpstream();

    const result = await opened.page.evaluate(pageRequests(gw.url, entity));

    expect(result).toEqual({
      get: { status: 200, body: { data: { accounts } }, requestIdReadable: true },
      post: { status: 200, body: { data: { __typename: 'Query' } }, requestId: 'page-1' },
    });
    expect(opened.requests).toEqual([
      `GET http://127.0.0.1:${page.port}/`,
      `GET ${gw.url}?${new URLSearchParams({
        query: 'query Names($entity: String!) { accounts(entity: $entity) { accountNumber } }',
        operationName: 'Names',
        variables: JSON.stringify({ entity }),
      })}`,
      `POST ${gw.url}`,
    ]);
    expect(describeCalls(await gw.upstreamCalls())).toEqual([`GET /accounts/balance/?entity=${entity}`]);
    expect(opened.problems).toEqual([]);
  });

  it('withholds every answer from a page on an origin that is not allowed', async () => {
    opened = await openRecorded(browser, `http://localhost:${page.port}/`);
    await gw.clearUpstream();

    const result = await opened.page.evaluate(pageRequests(gw.url, 'MYENT1'));

    // The simple GET reached the gateway, but the browser hid its answer; the POST's preflight was refused.
    expect(result).toEqual({ get: { error: 'TypeError' }, post: { error: 'TypeError' } });
    expect(describeCalls(await gw.upstreamCalls())).toEqual(['GET /accounts/balance/?entity=MYENT1']);
  });
});
