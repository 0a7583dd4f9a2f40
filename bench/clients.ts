import { Pool } from 'undici';
import { basicAuthorization } from './baselines/env.ts';
import type { UpstreamCall } from './upstream/calls.ts';
import type { Fixtures } from './upstream/fixtures.ts';

export interface RawResponse {
  readonly status: number;
  readonly text: string;
}

/** A GraphQL document with its variables. */
export interface GraphqlRequest {
  readonly query: string;
  readonly variables?: Readonly<Record<string, unknown>>;
}

/** A request to the raw proxy: one route per scenario, parameters in the query string. */
export interface RawProxyRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
}

/** One keep-alive pool to one origin, like a frontend's (or a backend's) HTTP client. */
class PooledClient {
  protected readonly pool: Pool;

  constructor(origin: string, connections: number) {
    this.pool = new Pool(new URL(origin).origin, { connections });
  }

  protected async send(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<RawResponse> {
    const res = await this.pool.request({ method, path, headers, body });
    return { status: res.statusCode, text: await res.body.text() };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** POSTs GraphQL operations to one endpoint (ours or the naive gateway). */
export class GraphqlClient extends PooledClient {
  private readonly path: string;

  /** `authorization`: the caller's credential, sent with every operation when given. */
  constructor(
    endpoint: string,
    connections: number,
    private readonly authorization?: string,
  ) {
    super(endpoint, connections);
    this.path = new URL(endpoint).pathname;
  }

  post(request: GraphqlRequest): Promise<RawResponse> {
    return this.postText(JSON.stringify(request));
  }

  /** POSTs a body written by hand (bench:memory's fuzzed requests hold numbers JSON.stringify cannot write). */
  postText(body: string): Promise<RawResponse> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (this.authorization) headers.authorization = this.authorization;
    return this.send('POST', this.path, headers, body);
  }
}

/** Calls the raw proxy's scenario routes. */
export class RawProxyClient extends PooledClient {
  call(request: RawProxyRequest): Promise<RawResponse> {
    return this.send(request.method, request.path, {});
  }
}

/** Makes provider calls directly with Basic credentials: the frontend (or backend) without any gateway. */
export class RestClient extends PooledClient {
  private readonly authorization: string;

  constructor(baseUrl: string, fixtures: Fixtures, connections: number) {
    super(baseUrl, connections);
    this.authorization = basicAuthorization(fixtures);
  }

  call(call: UpstreamCall): Promise<RawResponse> {
    const headers: Record<string, string> = { authorization: this.authorization, accept: call.accept };
    if (call.contentType) headers['content-type'] = call.contentType;
    return this.send(call.method, call.path, headers, call.body);
  }
}
