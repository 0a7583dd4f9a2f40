import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Feature } from '../../http/feature.ts';
import { notFound, redirect } from '../../http/replies.ts';
import type { RouteTable } from '../../http/routes.ts';
import { answerChallengeReturn } from './challengeReturn.ts';

/** Where the checkout example lives, on the gateway's own origin so that it calls /graphql without CORS. */
const checkoutExamplePath = '/examples/checkout/';

/** Settings of the checkout example page. */
interface CheckoutExampleSettings {
  /**
   * CSP sources of the issuers' challenge pages, which the page posts the challenge form to and frames: the embedded
   * sandbox's origin, or `https:` in front of a real provider, whose issuers' challenge servers are not known ahead.
   */
  readonly challengeOrigins: readonly string[];
}

/** The page's static files, by name under the path: a fixed list, so no request names any other file. */
const files: Readonly<Record<string, { readonly file: string; readonly type: string }>> = {
  '': { file: 'index.html', type: 'text/html; charset=utf-8' },
  'checkout.js': { file: 'checkout.js', type: 'text/javascript; charset=utf-8' },
  'checkout.css': { file: 'checkout.css', type: 'text/css; charset=utf-8' },
  'return.js': { file: 'return.js', type: 'text/javascript; charset=utf-8' },
};

const folder = new URL('../../../examples/checkout/', import.meta.url);

/**
 * The checkout page's Content-Security-Policy: scripts, styles and requests only from us; the challenge form may
 * be posted only to the issuers' challenge pages, and only they and our own return page may be framed.
 */
function checkoutContentSecurityPolicy(challengeOrigins: readonly string[]): string {
  const issuers = challengeOrigins.join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    // 'self': the iframe ends on our return page after the issuer posts the customer back.
    `frame-src 'self' ${issuers}`,
    `form-action ${issuers}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function notAllowed(res: ServerResponse, allow: string) {
  res.writeHead(405, { allow, 'content-type': 'text/plain; charset=utf-8' });
  res.end('Method not allowed');
}

/**
 * Answers a request under /examples/checkout/ (`rest` is the part after it): the page and its files on GET, the
 * challenge's return on GET or POST of `return`. Returns false for any other name, which the caller answers with
 * 404. Files are read on each request: the page is served in development, where it is edited while running.
 */
async function serveCheckoutExample(
  req: IncomingMessage,
  res: ServerResponse,
  rest: string,
  settings: CheckoutExampleSettings,
): Promise<boolean> {
  if (rest === 'return') {
    if (req.method !== 'GET' && req.method !== 'POST') notAllowed(res, 'GET, POST');
    else await answerChallengeReturn(req, res);
    return true;
  }
  // Own names only: `constructor` or `__proto__` must not reach the object's prototype.
  const entry = Object.hasOwn(files, rest) ? files[rest] : undefined;
  if (!entry) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    notAllowed(res, 'GET, HEAD');
    return true;
  }
  let body: Buffer;
  try {
    body = await readFile(new URL(entry.file, folder));
  } catch (err) {
    // A deployment that ships without examples/: the page is not there, which is no server error.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  res.writeHead(200, {
    'content-type': entry.type,
    'content-length': String(body.length),
    'cache-control': 'no-cache',
    ...(rest === ''
      ? { 'content-security-policy': checkoutContentSecurityPolicy(settings.challengeOrigins) }
      : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/**
 * The checkout example as a feature (CHECKOUT_EXAMPLE; on outside production): its page and files under
 * /examples/checkout/ (the bare path redirects there). Off: the path is unknown.
 */
export function checkoutExample(
  on: boolean,
  provider: { readonly baseUrl: string; readonly sandbox: unknown },
): Feature | undefined {
  if (!on) return undefined;
  // The embedded sandbox's challenge page is on its own origin; a real provider's issuers are anywhere on https.
  const settings = { challengeOrigins: provider.sandbox ? [new URL(provider.baseUrl).origin] : ['https:'] };
  return { routes: (routes) => installRoutes(routes, settings) };
}

function installRoutes(routes: RouteTable, settings: CheckoutExampleSettings): void {
  routes.route(checkoutExamplePath.slice(0, -1), (_req, res) => redirect(res, 301, checkoutExamplePath));
  routes.prefix(checkoutExamplePath, async (req, res, url) => {
    const rest = url.pathname.slice(checkoutExamplePath.length);
    if (await serveCheckoutExample(req, res, rest, settings)) return;
    notFound(res);
  });
}
