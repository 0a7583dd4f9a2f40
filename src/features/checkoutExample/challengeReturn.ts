import type { IncomingMessage, ServerResponse } from 'node:http';
import { maskCardNumbers } from '../../contract/index.ts';

/** The return's form is two short references; anything longer is not an issuer's return. */
const maxReturnBytes = 4096;

/** The fields an issuer returns the customer with (the sandbox posts both; a redirect carries them in the query). */
const returnFields = ['transactionReference', 'reference'] as const;

/** The return page's Content-Security-Policy: our script only, framed only by our own checkout page. */
const checkoutReturnContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  // The empty data: icon keeps the browser from asking for /favicon.ico.
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** Escapes text for element content and double-quoted attribute values. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The form body of a POST, or undefined when it is not a small urlencoded form. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const type = req.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxReturnBytes) return undefined;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The page the issuer returns the customer to, inside the checkout page's challenge iframe. It carries the
 * references as data attributes; return.js hands them to the checkout page (same origin) with postMessage, which
 * then calls verify3ds. The references are not secret, and the checkout page accepts only the one it awaits.
 */
function returnPage(fields: URLSearchParams): string {
  const data = returnFields
    // A crafted link could carry a card number as a reference: it is masked, like every other echo of caller text.
    .map((name) => `data-${name.toLowerCase()}="${escapeHtml(maskCardNumbers(fields.get(name) ?? ''))}"`)
    .join(' ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <link rel="icon" href="data:,">
  <title>Back from the issuer</title>
  <link rel="stylesheet" href="checkout.css">
  <script type="module" src="return.js"></script>
</head>
<body class="return" ${data}>
  <p id="return-status">Back from the issuer: checking the result…</p>
</body>
</html>`;
}

/** Answers GET or POST /examples/checkout/return: the issuer's return, as a page that tells the checkout page. */
export async function answerChallengeReturn(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const fields =
    req.method === 'POST' ? await readForm(req) : new URL(req.url ?? '', 'http://localhost').searchParams;
  if (!fields) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
    return void res.end('The return must be a urlencoded form of at most 4 KiB.');
  }
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': checkoutReturnContentSecurityPolicy,
    'cache-control': 'no-store',
  });
  res.end(returnPage(fields));
}
