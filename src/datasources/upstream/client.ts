import type { IncomingHttpHeaders } from 'node:http';
import { type MediaTypes, mediaTypes } from '../../contract/index.ts';
import type { Logger } from '../../logger.ts';
import { areaOf, type CircuitArea, circuitAreaOf, type UpstreamArea } from './area.ts';
import { AreaBreakers, type BreakerOptions, type CircuitStateName, sayCircuitChange } from './breakers.ts';
import { circuitProbes } from './circuitProbes.ts';
import { SharedDeadlines } from './deadlines.ts';
import { CircuitOpenError, UpstreamError } from './errors.ts';
import { parseJson } from './json.ts';
import { type AreaMediaSettings, defaultAreaMedia } from './media.ts';
import { monitorCall, type UpstreamObserver } from './monitor.ts';
import { networkError, retryableRead } from './network.ts';
import { ProviderStanding, type Standing, sayStandingChange } from './standing.ts';
import { Pool } from './undiciPool.ts';

/** How to reach the provider. Built from the gateway's config (UPSTREAM_* variables). */
export interface UpstreamOptions {
  /** Origin plus an optional path prefix, e.g. `https://api.example.com/v1`; the spec's paths are appended. */
  readonly baseUrl: string;
  /** Basic credentials sent on every request. */
  readonly username: string;
  readonly password: string;
  /** Fills the `<vendor>` placeholder of the spec's media types. */
  readonly mediaVendor: string;
  /** Most sockets kept open to the provider at once. */
  readonly connections: number;
  readonly connectTimeoutMs: number;
  /** Longest wait from sending the request to the end of the response headers. */
  readonly headersTimeoutMs: number;
  /** Longest silence between two chunks of the response body. */
  readonly bodyTimeoutMs: number;
  /**
   * Content-Type, Accept and version headers of each area (UPSTREAM_PAYOUTS_VERSION, UPSTREAM_CARD_BIN_VERSION_HEADER);
   * absent: the provider's documented defaults for `mediaVendor`.
   */
  readonly media?: AreaMediaSettings;
  /** Circuit breaker settings of every provider area (see {@link AreaBreakers}); absent or a threshold of 0: none. */
  readonly breaker?: BreakerOptions;
  /** Told about every request and circuit change (metrics). */
  readonly observer?: UpstreamObserver;
  /** Where a change of the provider's standing (standing.ts) is said, once per change, at `warn`. */
  readonly logger?: Logger;
}

/** What came back over the wire, before its body is read as JSON. */
interface RawResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
}

/** A response of any status, its JSON body parsed losslessly (`undefined` when empty or, on errors, not JSON). */
export interface UpstreamResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
}

export type QueryValue = string | number | undefined;

export interface GetOptions {
  /** Query parameters; `undefined` values are left out. */
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly accept: string;
}

export interface PostOptions {
  readonly contentType: string;
  readonly accept: string;
}

/**
 * The one HTTP client to the provider: one keep-alive undici `Pool` for its origin, Basic credentials, timeouts,
 * lossless JSON. It returns responses of every status; data sources decide what is an error (`readModel`).
 *
 * Retry policy: a POST is never retried, because the provider may already have acted on it (a payout
 * would be paid twice). A GET is retried once, immediately, when the connection broke before an answer (reset,
 * closed socket), which is mostly a keep-alive socket the provider closed while idle. Timeouts and refused
 * connections are not retried: they mean the provider is slow or down, and a retry would only double the wait.
 *
 * Circuit breakers (cockatiel, one per provider area): after a run of failures (no answer, or a 5xx) in one area,
 * calls to that area fail fast with `CircuitOpenError` until a cooldown has passed; other areas are unaffected.
 * Such a call never reaches the network, so even a POST certainly had no effect.
 */
export class UpstreamClient {
  /** The spec's media types for the configured vendor. */
  readonly mediaTypes: MediaTypes;
  /** What each area is sent: media types (chosen by the data sources) and version headers (added here). */
  readonly media: AreaMediaSettings;
  /** The longest one call may take, its three timeouts together (a POST may be in flight that long). */
  readonly deadlineMs: number;
  private readonly pool: Pool;
  private readonly base: URL;
  private readonly authorization: string;
  private readonly basePath: string;
  private readonly breakers: AreaBreakers;
  private readonly observer: UpstreamObserver | undefined;
  private readonly deadlines: SharedDeadlines;
  private readonly standing: ProviderStanding;
  /** The probes waiting for an open circuit's cool-down (circuitProbes.ts), cleared by `close`. */
  private readonly probes = new Set<NodeJS.Timeout>();

  constructor(options: UpstreamOptions) {
    // A trailing slash makes relative links resolve under the path prefix, as a browser would.
    this.base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    this.mediaTypes = mediaTypes(options.mediaVendor);
    this.media = options.media ?? defaultAreaMedia(options.mediaVendor);
    this.authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
    this.deadlineMs = options.connectTimeoutMs + options.headersTimeoutMs + options.bodyTimeoutMs;
    this.deadlines = new SharedDeadlines(this.deadlineMs);
    this.pool = new Pool(this.base.origin, {
      connections: options.connections,
      connectTimeout: options.connectTimeoutMs,
      headersTimeout: options.headersTimeoutMs,
      bodyTimeout: options.bodyTimeoutMs,
    });
    this.basePath = this.base.pathname.replace(/\/$/, '');
    this.observer = options.observer;
    const cooldownMs = options.breaker?.cooldownMs;
    let started = false;
    this.breakers = new AreaBreakers(options.breaker, (area, open, lastFailure) => {
      options.observer?.circuitChanged(area, open);
      // The breakers report every circuit closed once as they are built: that is no change worth a line.
      if (started) sayCircuitChange(options.logger, { area, open, lastFailure, cooldownMs });
      if (open && cooldownMs !== undefined) this.probeAfter(area, cooldownMs);
    });
    started = true;
    this.standing = new ProviderStanding((change) => {
      options.observer?.standingChanged(change);
      sayStandingChange(options.logger, change);
    });
  }

  /** Whether the provider takes each area's requests, as of its last answer there (standing.ts). */
  standings(): Record<CircuitArea, Standing> {
    return this.standing.states();
  }

  /** Each provider area's circuit as of now (read-only), e.g. for a readiness probe. */
  circuitStates(): Record<CircuitArea, CircuitStateName> {
    return this.breakers.states();
  }

  /** GET a spec path (relative to the base URL, e.g. `/accounts/statements/`), used exactly as given. */
  async get(path: string, options: GetOptions): Promise<UpstreamResponse> {
    return this.read(this.prefixed(path) + queryString(options.query), options.accept);
  }

  /** POST a JSON body to a spec path. Never retried. */
  async post(path: string, body: unknown, options: PostOptions): Promise<UpstreamResponse> {
    return this.send('POST', this.prefixed(path), options.accept, {
      'content-type': options.contentType,
      body: JSON.stringify(body),
    });
  }

  /** POST a JSON body to a link the provider handed out (same rules as {@link getUrl}). Never retried. */
  async postUrl(href: string, body: unknown, options: PostOptions): Promise<UpstreamResponse> {
    return this.send('POST', this.locationOf(href), options.accept, {
      'content-type': options.contentType,
      body: JSON.stringify(body),
    });
  }

  /** GET a link the provider handed out (absolute on the provider's origin, or a path). */
  async getUrl(href: string, options: { readonly accept: string }): Promise<UpstreamResponse> {
    return this.read(this.locationOf(href), options.accept);
  }

  /**
   * The origin-relative location (path and query) of a provider link. A link to another origin is a contract
   * violation: following it would send our credentials to a host we were not configured for.
   */
  locationOf(href: string): string {
    let url: URL;
    try {
      url = new URL(href, this.base);
    } catch {
      throw new UpstreamError('contractViolation', 'Upstream link is not a valid URL');
    }
    if (url.origin !== this.base.origin) {
      throw new UpstreamError('contractViolation', 'Upstream link points to another origin');
    }
    return url.pathname + url.search;
  }

  close(): Promise<void> {
    for (const timer of this.probes) clearTimeout(timer);
    this.probes.clear();
    return this.pool.close();
  }

  /**
   * Once `area`'s circuit has cooled down, sends its probe (circuitProbes.ts) as the trial call: an answer closes
   * the circuit, a failure opens it again (and schedules the next probe). A circuit still open when the timer fires
   * (clocks differ by a few ms) is tried again when it says. Areas without a probe wait for their next call.
   */
  private probeAfter(area: CircuitArea, delayMs: number): void {
    const probe = circuitProbes[area];
    if (!probe) return;
    const timer = setTimeout(() => {
      this.probes.delete(timer);
      const accept = probe.area === 'other' ? '*/*' : this.media[probe.area].accept;
      this.send('GET', this.prefixed(probe.path), accept).catch((err: unknown) => {
        if (err instanceof CircuitOpenError) this.probeAfter(area, Math.max(err.retryAfterMs, 10));
      });
    }, delayMs + 10);
    timer.unref();
    this.probes.add(timer);
  }

  private prefixed(path: string): string {
    // String concatenation, not URL resolution: the balance path's double slash must survive.
    return this.basePath + (path.startsWith('/') ? path : `/${path}`);
  }

  /**
   * A GET, sent once more at once when its connection broke. Two plain attempts, not a retry policy object: the
   * one retry there is needs no backoff or events, and every read of every request would pay for them. Each
   * attempt goes through the area's breaker, so a retried read counts once per request sent.
   */
  private async read(path: string, accept: string): Promise<UpstreamResponse> {
    try {
      return await this.send('GET', path, accept);
    } catch (err) {
      if (!retryableRead(err)) throw err;
      return this.send('GET', path, accept);
    }
  }

  /** The path as the spec writes it: without the base URL's path prefix and the query. */
  private specPath(path: string): string {
    const bare = path.split('?', 1)[0] ?? path;
    return bare.startsWith(this.basePath) ? bare.slice(this.basePath.length) : bare;
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    accept: string,
    payload?: { readonly 'content-type': string; readonly body: string },
  ): Promise<UpstreamResponse> {
    const area = areaOf(this.specPath(path));
    const raw = await this.breakers.execute(circuitAreaOf(area), () =>
      this.exchange(area, method, path, accept, payload),
    );
    // Parsed outside the breaker: a body that breaks the contract still came from a provider that is up.
    return { status: raw.status, headers: raw.headers, body: parseBody(raw.status, raw.text) };
  }

  /** One request on the wire, timed for metrics. */
  private async exchange(
    area: UpstreamArea,
    method: 'GET' | 'POST',
    path: string,
    accept: string,
    payload?: { readonly 'content-type': string; readonly body: string },
  ): Promise<RawResponse> {
    // The area's version headers go with every request of it, links the provider handed out included.
    const versionHeaders = area === 'other' ? {} : this.media[area].headers;
    const headers: Record<string, string> = { ...versionHeaders, authorization: this.authorization, accept };
    if (payload) headers['content-type'] = payload['content-type'];
    const call = monitorCall(this.observer, area, method);
    try {
      const res = await this.pool.request({
        method,
        path,
        headers,
        body: payload?.body,
        // One deadline over queueing, connecting, waiting and reading, shared with the calls of its slice of time.
        signal: this.deadlines.forCallStartingNow(),
      });
      const text = await res.body.text();
      call.answered(res.statusCode);
      this.standing.answered(circuitAreaOf(area), res.statusCode);
      return { status: res.statusCode, headers: res.headers, text };
    } catch (err) {
      const error = networkError(err, method);
      call.failed(error);
      throw error;
    }
  }
}

function queryString(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function parseBody(status: number, text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return parseJson(text);
  } catch (err) {
    if (!(err instanceof SyntaxError)) throw err;
    // An error response that is not JSON (a proxy's HTML page) still maps by its status.
    if (status < 200 || status >= 300) return undefined;
    throw new UpstreamError(
      'contractViolation',
      `Upstream answered HTTP ${status} with a body that is not JSON`,
      {
        status,
      },
    );
  }
}
