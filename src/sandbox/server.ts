import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { stringify } from 'lossless-json';
import { Clock } from './clock.ts';
import { type SandboxConfig, sandboxConfig } from './config.ts';
import { checkBasicAuth } from './http/auth.ts';
import { parseJsonObject, readBody } from './http/body.ts';
import { answerClientError } from './http/clientError.ts';
import { SandboxHttpError } from './http/errors.ts';
import { contentType } from './http/media.ts';
import { findRoute } from './http/router.ts';
import type { Route, SandboxContext, SandboxRequest, SandboxResponse } from './http/types.ts';
import { allRoutes } from './routes/index.ts';
import { createState, type SandboxState } from './state.ts';

export interface StartOptions extends Partial<SandboxConfig> {
  /** 0 picks a free port. */
  readonly port?: number;
  readonly host?: string;
}

export interface RunningSandbox {
  readonly url: string;
  readonly config: SandboxConfig;
  readonly clock: Clock;
  readonly state: SandboxState;
  close(): Promise<void>;
}

/** Starts a sandbox on its own HTTP server. Every instance has its own world, clock, stores, log and faults. */
export async function startSandbox(options: StartOptions = {}): Promise<RunningSandbox> {
  const { port = 0, host = '127.0.0.1', ...overrides } = options;
  const config = sandboxConfig(overrides);
  const clock = new Clock();
  const state = createState(config, clock);
  const ctxRef: { ctx?: SandboxContext } = {};
  const server = createServer((req, res) => {
    const ctx = ctxRef.ctx;
    if (ctx) void handle(req, res, ctx, allRoutes);
  });
  server.keepAliveTimeout = 5_000;
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  ctxRef.ctx = { config, clock, state, baseUrl: url };
  return {
    url,
    config,
    clock,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: SandboxContext,
  routes: readonly Route[],
) {
  const rawUrl = req.url ?? '/';
  const queryAt = rawUrl.indexOf('?');
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : rawUrl.slice(queryAt + 1));
  const method = req.method ?? 'GET';
  const found = findRoute(routes, method, path);
  try {
    if (!found) throw new SandboxHttpError(404, 'SBXG04', 'No such endpoint');
    if ('methodNotAllowed' in found) throw new SandboxHttpError(405, 'SBXG05', 'Method not allowed');
    const { route, params } = found;
    if (!route.public) checkBasicAuth(req.headers, ctx.config, route.area);
    const rawBody = await readBody(req, ctx.config.maxBodyBytes);
    const sreq: SandboxRequest = {
      method,
      path,
      query,
      headers: req.headers,
      params,
      rawBody,
      body: parseBody(req, rawBody),
    };
    await serveRoute(route, sreq, res, ctx);
  } catch (err) {
    send(res, errorResponse(err));
  }
}

function parseBody(req: IncomingMessage, rawBody: string): unknown {
  if (req.method === 'GET' || req.method === 'DELETE' || rawBody.length === 0) return undefined;
  const type = contentType(req.headers);
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(rawBody));
  // A wrong Content-Type is the handler's 415 to give, so only JSON-ish bodies are parsed here.
  if (type.includes('json')) return parseJsonObject(rawBody);
  return undefined;
}

async function serveRoute(route: Route, req: SandboxRequest, res: ServerResponse, ctx: SandboxContext) {
  const logged =
    route.area === 'control'
      ? undefined
      : ctx.state.requestLog.record({
          area: route.area,
          method: req.method,
          path: req.path,
          query: Object.fromEntries(req.query),
          headers: req.headers,
          body: req.body,
          status: 0,
        });
  const fault = route.area === 'control' ? undefined : ctx.state.faults.take(route.area);
  if (fault?.latencyMs) await sleep(fault.latencyMs);
  if (fault?.dropBeforeAccept) {
    res.socket?.destroy();
    return;
  }
  if (fault?.status) {
    const response = new SandboxHttpError(
      fault.status,
      fault.customCode === null ? undefined : (fault.customCode ?? 'SBXF01'),
      fault.message ?? 'Injected fault',
    ).toBody();
    if (logged) logged.status = fault.status;
    const retryAfter = fault.retryAfterSeconds;
    send(res, {
      status: fault.status,
      body: response,
      ...(retryAfter === undefined ? {} : { headers: { 'retry-after': String(retryAfter) } }),
    });
    return;
  }
  let response: SandboxResponse;
  try {
    response = await route.handler(req, ctx);
  } catch (err) {
    response = errorResponse(err);
  }
  if (logged) logged.status = response.status;
  if (fault?.dropAfterAccept) {
    // The provider did the work; the caller just never hears about it.
    res.socket?.destroy();
    return;
  }
  if (fault?.malformedBody) {
    res.writeHead(response.status, { 'content-type': 'application/json' });
    res.end('{"outcome": "appro');
    return;
  }
  send(res, response);
}

function errorResponse(err: unknown): SandboxResponse {
  if (err instanceof SandboxHttpError) return { status: err.status, body: err.toBody() };
  return {
    status: 500,
    body: { httpStatusCode: 500, customCode: 'SBXG50', message: 'Unexpected sandbox error' },
  };
}

function send(res: ServerResponse, response: SandboxResponse) {
  if (res.headersSent || res.destroyed) return;
  const headers: Record<string, string> = { ...response.headers };
  let payload = '';
  if (response.html !== undefined) {
    headers['content-type'] ??= 'text/html; charset=utf-8';
    payload = response.html;
  } else if (response.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    payload = stringify(response.body) ?? '';
  }
  // The unread rest of an oversized body would be taken for the next request on this connection.
  if (response.status === 413) headers.connection = 'close';
  res.writeHead(response.status, headers);
  res.end(payload);
}
