import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorCodes } from '../../errors/codes.ts';
import type { Feature } from '../../http/feature.ts';
import { addVary } from '../../http/noStore.ts';
import { graphqlError } from '../../http/replies.ts';
import type { Logger } from '../../logger.ts';
import type { SliceOf } from '../../settings/setting.ts';
import { RefusedOrigins } from './refusedOrigins.ts';
import type { corsSettings } from './settings.ts';

/** Which other origins' pages may call the gateway from a browser (CORS_*). */
type CorsSettings = SliceOf<typeof corsSettings>;

// How long a browser may reuse a preflight's answer, in seconds: ten minutes, so a page preflights seldom and a
// changed allowlist still reaches open pages soon (no operator ever needed another figure).
const preflightMaxAge = '600';

/** GET for queries, POST for everything; OPTIONS is the preflight itself. */
const allowedMethods = 'GET, POST, OPTIONS';

/**
 * The request headers a page may send: those GraphQL-over-HTTP clients (urql, Apollo Client, graphql-request,
 * GraphiQL) set, our credentials and the request id its log lines can be joined by.
 */
const allowedHeaders = [
  'accept',
  'authorization',
  'content-type',
  'x-request-id',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'graphql-client-name',
  'graphql-client-version',
].join(', ');

/** Response headers a page may read besides the CORS-safelisted ones. */
const exposedHeaders = 'x-request-id, retry-after, www-authenticate';

/** `http(s)://` and a loopback name, any port or none, nothing after: `localhost.evil.example` is no loopback. */
const loopbackOrigin = /^https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/;

function isAllowed(origin: string, settings: CorsSettings): boolean {
  return settings.origins.includes(origin) || (settings.loopback && loopbackOrigin.test(origin));
}

/** A page the gateway serves itself (GraphiQL, the checkout example) sends its own origin: not cross-origin at all. */
function isOwnOrigin(origin: string, host: string | undefined): boolean {
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

/**
 * Applies the CORS policy to a request to the GraphQL path. An allowed origin gets `Access-Control-Allow-Origin`
 * naming it (never `*`, so credentials can be allowed per deployment) and its preflight a 204 with the methods,
 * headers and max-age; a disallowed origin gets no CORS header, so the browser withholds the answer from the page,
 * and its preflight a 403. Every answer says `Vary: Origin`: a cache must not hand one origin's answer to another.
 * A refused origin (not the gateway's own) is noted in `refused`, which logs it once.
 * Returns `answered` when the response is complete (a preflight).
 */
function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  settings: CorsSettings,
  refused: RefusedOrigins,
): 'answered' | 'continue' {
  addVary(res, 'Origin');
  const origin = req.headers.origin;
  const preflight = req.method === 'OPTIONS';
  const allowed = origin !== undefined && isAllowed(origin, settings);
  if (origin !== undefined && !allowed && !isOwnOrigin(origin, req.headers.host)) refused.note(origin);
  if (allowed) {
    res.setHeader('access-control-allow-origin', origin);
    if (settings.credentials) res.setHeader('access-control-allow-credentials', 'true');
  }
  if (!preflight) {
    if (allowed) res.setHeader('access-control-expose-headers', exposedHeaders);
    return 'continue';
  }
  if (origin !== undefined && !allowed) {
    graphqlError(res, 403, errorCodes.CORS_ORIGIN_NOT_ALLOWED, 'This origin may not call the API');
    return 'answered';
  }
  // Without an Origin it is no browser's preflight: an OPTIONS request learns the methods, nothing more.
  const headers: Record<string, string> = { allow: allowedMethods };
  if (allowed) {
    headers['access-control-allow-methods'] = allowedMethods;
    headers['access-control-allow-headers'] = allowedHeaders;
    headers['access-control-max-age'] = preflightMaxAge;
  }
  res.writeHead(204, headers);
  res.end();
  return 'answered';
}

/**
 * CORS as a feature, before every operation route: an allowed origin is named back, a refused one logged once and
 * its preflight answered 403. Always installed: with no origin listed, every cross-origin page is refused.
 */
export function cors(settings: CorsSettings, logger: Logger): Feature {
  const refused = new RefusedOrigins(logger);
  return { beforeOperation: (req, res) => applyCors(req, res, settings, refused) };
}
