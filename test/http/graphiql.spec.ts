import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleOperations } from '../../src/features/graphiql/docExamples.ts';
import { setUpTestGateway } from '../support/gateway.ts';

const root = new URL('../../', import.meta.url);
const installed = (file: string) => readFileSync(new URL(`node_modules/${file}`, root));
const versionOf = (pkg: string) =>
  (JSON.parse(installed(`${pkg}/package.json`).toString()) as { version: string }).version;

/** docs/frontend.md's examples, as their own test reads them. */
const examples = exampleOperations();

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A GET whose body arrives as sent (fetch would decode it and hide the coding). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('GraphiQL page and assets', () => {
  let origin: string;
  const gw = setUpTestGateway();
  beforeAll(() => {
    origin = new URL(gw.url).origin;
  });

  it('opens with the examples of docs/frontend.md as tabs, the welcome note above the first', async () => {
    const html = await (await fetch(gw.url, { headers: { accept: 'text/html' } })).text();
    const data =
      /<script type="application\/json" id="graphiql-props">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    const { defaultTabs: tabs, ...props } = JSON.parse(data) as { defaultTabs: { query: string }[] };

    expect(tabs.map((t) => /^(?:query|mutation)\s+(\w+)/m.exec(t.query)?.[1])).toEqual([
      'Balances',
      'Statement',
      'PaymentItems',
      'Merchant',
      'CardBin',
      'CardBrandAsTyped',
      'Payout',
      'Authenticate',
      'Sale',
    ]);
    expect(tabs.map((t) => t.query.replace(/^(?:#.*\n)+/, ''))).toEqual(examples);
    expect(tabs[0]?.query).toMatch(/^# Welcome to the card-payments GraphQL API\.\n/);
    expect(tabs[7]?.query).toContain('returnUrl: "https://shop.example/3ds/return"');
    // Open access here: no credential to ask for; the schema's description is asked for (GraphiQL's Docs root).
    expect(props).toEqual({ schemaDescription: true, defaultEditorToolsVisibility: true });
    expect(html).toContain('React.createElement(GraphiQL, { fetcher, onEditHeaders, ...props })');
  });

  it('links its assets under their package versions', async () => {
    const html = await (await fetch(gw.url, { headers: { accept: 'text/html' } })).text();
    const links = [...html.matchAll(/(?:src|href)="(\/graphiql\/[^"]+)"/g)].map((m) => m[1]);
    const graphiql = versionOf('graphiql');
    const react = versionOf('react');
    expect(links).toEqual([
      `/graphiql/${graphiql}/graphiql.css`,
      `/graphiql/${react}/react.js`,
      `/graphiql/${versionOf('react-dom')}/react-dom.js`,
      `/graphiql/${graphiql}/graphiql.js`,
    ]);
  });

  it('sends an asset brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const original = installed('graphiql/graphiql.min.js');
    const res = await rawGet(`${origin}/graphiql/${versionOf('graphiql')}/graphiql.js`, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{22}-br"$/);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).equals(original)).toBe(true);
    expect(res.body.length).toBeLessThan(original.length / 3);
  });

  it('sends gzip to a client that accepts only gzip, and the bytes as installed to one that accepts neither', async () => {
    const original = installed('react-dom/umd/react-dom.production.min.js');
    const url = `${origin}/graphiql/${versionOf('react-dom')}/react-dom.js`;
    const gz = await rawGet(url, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toMatch(/^"[A-Za-z0-9_-]{22}-gz"$/);
    expect(gunzipSync(gz.body).equals(original)).toBe(true);

    const plain = await rawGet(url, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.headers.etag).toBe(gz.headers.etag?.toString().replace('-gz"', '"'));
    expect(plain.body.equals(original)).toBe(true);
  });

  it('answers 304 without a body when the client names the ETag it holds', async () => {
    const url = `${origin}/graphiql/${versionOf('graphiql')}/graphiql.css`;
    const first = await rawGet(url, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(brotliDecompressSync(first.body).equals(installed('graphiql/graphiql.min.css'))).toBe(true);

    const again = await rawGet(url, { 'accept-encoding': 'br', 'if-none-match': `"other", W/${etag}` });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The brotli tag does not vouch for the gzip bytes.
    const otherCoding = await rawGet(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(otherCoding.status).toBe(200);
    expect(gunzipSync(otherCoding.body).equals(installed('graphiql/graphiql.min.css'))).toBe(true);
  });

  it('answers 404 for an asset under another version or without one', async () => {
    for (const path of [
      '/graphiql/0.0.1/graphiql.js',
      '/graphiql/graphiql.js',
      `/graphiql/${versionOf('react')}/x.js`,
    ]) {
      const res = await rawGet(`${origin}${path}`, {});
      expect([path, res.status]).toEqual([path, 404]);
    }
  });
});
