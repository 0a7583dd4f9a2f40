import type { Attributes } from '@opentelemetry/api';
import { UndiciInstrumentation, type UndiciRequest } from '@opentelemetry/instrumentation-undici';
import { ATTR_URL_FULL, ATTR_URL_PATH, ATTR_URL_QUERY } from '@opentelemetry/semantic-conventions';
import { areaOf } from '../../datasources/upstream/area.ts';
import { redactedQuery, routeTemplate } from './routeTemplate.ts';

/** Incubating in the semantic conventions, so copied (see operationSpans.ts). */
const ATTR_URL_TEMPLATE = 'url.template';
/** Ours: the provider area of the call, the same value as the metrics' `area` label. */
const ATTR_UPSTREAM_AREA = 'upstream.area';

/**
 * A client span per request to the provider, from OpenTelemetry's undici instrumentation: the upstream client's
 * undici `Pool` publishes every request on Node's diagnostics channels, which the instrumentation reads, so the
 * client itself carries no tracing code. The instrumentation also injects the W3C `traceparent` header, so the
 * provider's traces join ours.
 *
 * Only requests to the provider made while one of this gateway's operations runs (`insideOperation`) get a span;
 * others (the tests' own fetch calls, another gateway in the same process, live status polling between requests)
 * are left alone. The instrumentation's URL attributes are replaced before the span starts: the path by its route
 * template (account numbers, payment ids and provider links are identifiers), the query's values by `REDACTED`. No
 * header is ever recorded (`headersToSpanAttributes` empty): Authorization carries the provider credentials.
 *
 * Known limit: undici creates a request that waits for a free connection (more than `UPSTREAM_CONNECTIONS` in
 * flight) only once a connection frees up, in that connection's async context (that of the operation that opened
 * it). Such a request gets no span when that operation is over, and may hang under it while it still runs.
 */
export function upstreamInstrumentation(
  upstreamBaseUrl: string,
  insideOperation: () => boolean,
): UndiciInstrumentation {
  const base = new URL(upstreamBaseUrl.endsWith('/') ? upstreamBaseUrl : `${upstreamBaseUrl}/`);
  const basePath = base.pathname.replace(/\/$/, '');
  const routeOf = (request: UndiciRequest) => {
    const [pathname = '', search = ''] = request.path.split('?', 2);
    const specPath = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
    return { specPath, template: routeTemplate(specPath), query: redactedQuery(search) };
  };
  return new UndiciInstrumentation({
    ignoreRequestHook: (request) => request.origin !== base.origin || !insideOperation(),
    requireParentforSpans: true,
    startSpanHook: (request): Attributes => {
      const { specPath, template, query } = routeOf(request);
      const path = basePath + template;
      return {
        [ATTR_URL_FULL]: `${base.origin}${path}${query ? `?${query}` : ''}`,
        [ATTR_URL_PATH]: path,
        [ATTR_URL_QUERY]: query,
        [ATTR_URL_TEMPLATE]: template,
        [ATTR_UPSTREAM_AREA]: areaOf(specPath),
      };
    },
    // The conventions' client span name: `{method} {url.template}`.
    requestHook: (span, request) => span.updateName(`${request.method} ${routeOf(request).template}`),
    headersToSpanAttributes: { requestHeaders: [], responseHeaders: [] },
  });
}
