import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { durableRecords } from '../support/production.ts';

const folder = new URL('../../examples/checkout/', import.meta.url);
const file = (name: string) => readFileSync(new URL(name, folder), 'utf8');

/** What a path the gateway does not serve answers (any request id). */
const notFoundBody = {
  errors: [
    {
      message: 'Nothing is served at this path; the GraphQL API is at /graphql.',
      extensions: { code: 'NOT_FOUND', requestId: expect.any(String) },
    },
  ],
};

const returnCsp =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src data:; base-uri 'none'; " +
  "form-action 'none'; frame-ancestors 'self'";

/** Posts a form to the return page as the issuer's page does (a browser form submission). */
function postReturn(url: string, body: string, contentType = 'application/x-www-form-urlencoded') {
  return fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body });
}

describe('the checkout example page, served in development', () => {
  let origin: string;
  let sandboxOrigin: string;
  const gw = setUpTestGateway();
  beforeAll(() => {
    origin = new URL(gw.url).origin;
    sandboxOrigin = new URL(gw.sandbox.url).origin;
  });

  it('serves the page with a CSP that lets only the sandbox challenge origin be framed and posted to', async () => {
    await gw.clearUpstream();
    const res = await fetch(`${origin}/examples/checkout/`);

    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-security-policy':
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
        `frame-src 'self' ${sandboxOrigin}; form-action ${sandboxOrigin}; base-uri 'none'; frame-ancestors 'none'`,
    });
    expect(await res.text()).toBe(file('index.html'));
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('serves the script and stylesheet with their content types, and nothing else from the folder', async () => {
    const answers = await Promise.all(
      [
        'checkout.js',
        'return.js',
        'checkout.css',
        'index.html',
        'missing.js',
        'constructor',
        '..%2F..%2Fpackage.json',
      ].map(async (name) => {
        const res = await fetch(`${origin}/examples/checkout/${name}`);
        const text = await res.text();
        return [name, res.status, res.headers.get('content-type'), res.ok ? text : JSON.parse(text)];
      }),
    );

    expect(answers).toEqual([
      ['checkout.js', 200, 'text/javascript; charset=utf-8', file('checkout.js')],
      ['return.js', 200, 'text/javascript; charset=utf-8', file('return.js')],
      ['checkout.css', 200, 'text/css; charset=utf-8', file('checkout.css')],
      ['index.html', 404, 'application/json; charset=utf-8', notFoundBody],
      ['missing.js', 404, 'application/json; charset=utf-8', notFoundBody],
      ['constructor', 404, 'application/json; charset=utf-8', notFoundBody],
      ['..%2F..%2Fpackage.json', 404, 'application/json; charset=utf-8', notFoundBody],
    ]);
  });

  it('redirects the path without its slash, so the page finds its files', async () => {
    const res = await fetch(`${origin}/examples/checkout`, { redirect: 'manual' });

    expect([res.status, res.headers.get('location')]).toEqual([301, '/examples/checkout/']);
  });

  it('refuses to write to the page: 405 naming GET and HEAD', async () => {
    const res = await fetch(`${origin}/examples/checkout/`, { method: 'POST', body: 'x' });

    expect([res.status, res.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });

  it('answers the issuer posting the customer back with a page carrying the references, escaped', async () => {
    const body = new URLSearchParams({
      transactionReference: 'order-1"><script>x()</script>',
      reference: 'ch1',
    });
    const res = await postReturn(`${origin}/examples/checkout/return`, body.toString());

    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(returnCsp);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain(
      '<body class="return" data-transactionreference="order-1&quot;&gt;&lt;script&gt;x()&lt;/script&gt;" data-reference="ch1">',
    );
    expect(html).not.toContain('<script>x()');
    expect(html).toContain('<script type="module" src="return.js"></script>');
  });

  it('answers a return by redirect (references in the query) with the same page', async () => {
    const res = await fetch(`${origin}/examples/checkout/return?transactionReference=order-2&reference=ch2`);

    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-transactionreference="order-2" data-reference="ch2"');
  });

  it('masks a card number passed as a reference instead of echoing it', async () => {
    const res = await fetch(
      `${origin}/examples/checkout/return?transactionReference=4444-3333-2222-1111&reference=ch3`,
    );

    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-transactionreference="[redacted]" data-reference="ch3"');
    expect(html).not.toMatch(/4444|1111/);
  });

  it('refuses a return that is not a small urlencoded form with 400', async () => {
    const json = await postReturn(
      `${origin}/examples/checkout/return`,
      '{"reference":"ch1"}',
      'application/json',
    );
    const large = await postReturn(`${origin}/examples/checkout/return`, `reference=${'x'.repeat(5000)}`);

    expect([json.status, await json.text()]).toEqual([
      400,
      'The return must be a urlencoded form of at most 4 KiB.',
    ]);
    expect([large.status, await large.text()]).toEqual([
      400,
      'The return must be a urlencoded form of at most 4 KiB.',
    ]);
  });
});

describe('the checkout example page, turned off', () => {
  const gw = setUpTestGateway({ env: { CHECKOUT_EXAMPLE: 'false' } });

  it('is not served: the page and the return are 404', async () => {
    const origin = new URL(gw.url).origin;
    const page = await fetch(`${origin}/examples/checkout/`);
    const back = await postReturn(`${origin}/examples/checkout/return`, 'reference=ch1');

    expect([page.status, back.status]).toEqual([404, 404]);
  });

  it('is off by default in production and on when CHECKOUT_EXAMPLE=true', () => {
    const production = {
      NODE_ENV: 'production',
      ...durableRecords,
      ALLOW_PRODUCTION_SANDBOX: 'true',
      API_KEYS: `shop:${'s'.repeat(24)}:7Z1UAK`,
    };

    expect(loadConfig(production).checkoutExample).toBe(false);
    expect(loadConfig({ ...production, CHECKOUT_EXAMPLE: 'true' }).checkoutExample).toBe(true);
    expect(loadConfig({}).checkoutExample).toBe(true);
  });
});

describe('the checkout example page in front of a real provider', () => {
  it("lets the page frame and post to any https issuer, since the issuers' challenge servers are not known ahead", async () => {
    const config = loadConfig({
      PORT: '0',
      NODE_ENV: 'test',
      // Never called: serving the page asks the provider nothing.
      UPSTREAM_BASE_URL: 'http://127.0.0.1:9',
      UPSTREAM_USERNAME: 'merchant',
      UPSTREAM_PASSWORD: 'secret',
    });
    const gateway = await startGateway(config, createLogger('silent'));
    try {
      const res = await fetch(new URL('/examples/checkout/', gateway.url));

      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain(
        "frame-src 'self' https:; form-action https:;",
      );
    } finally {
      await gateway.close();
    }
  });
});
