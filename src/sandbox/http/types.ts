import type { IncomingHttpHeaders } from 'node:http';
import type { Area } from '../area.ts';
import type { Clock } from '../clock.ts';
import type { SandboxConfig } from '../config.ts';
import type { SandboxState } from '../state.ts';

export interface SandboxRequest {
  readonly method: string;
  /** Path exactly as received (no normalisation: the balance route depends on its double slash). */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  /** Named segments captured by the route pattern, already percent-decoded. */
  readonly params: Readonly<Record<string, string>>;
  /** Raw body text (UTF-8). */
  readonly rawBody: string;
  /** Parsed JSON body; `undefined` for GET. Core answers 400 before the handler when a POST body is not JSON. */
  readonly body: unknown;
}

export interface SandboxResponse {
  readonly status: number;
  /** Serialised with lossless-json, so `LosslessNumber` values keep every digit. */
  readonly body?: unknown;
  /** Served as text/html instead of JSON (challenge pages). */
  readonly html?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** Everything a handler may touch; one per sandbox instance. */
export interface SandboxContext {
  readonly config: SandboxConfig;
  readonly clock: Clock;
  readonly state: SandboxState;
  /** Origin the sandbox is reachable at, e.g. `http://127.0.0.1:4010` (for links it hands out). */
  readonly baseUrl: string;
}

export type Handler = (
  req: SandboxRequest,
  ctx: SandboxContext,
) => SandboxResponse | Promise<SandboxResponse>;

export interface Route {
  readonly method: 'GET' | 'POST' | 'DELETE';
  /**
   * Literal path with `:name` segments, matched against the raw path segment by segment, e.g.
   * `/payouts/events/id/:paymentId`. A `:name*` last segment captures the rest of the path.
   */
  readonly pattern: string;
  readonly area: Area;
  /** Routes outside the provider's API (control API, challenge pages) skip the Basic credentials check. */
  readonly public?: boolean;
  readonly handler: Handler;
}
