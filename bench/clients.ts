import { Pool } from 'undici';

/** A REST call to the provider (or the sandbox), as a frontend without the gateway would make it. */
export interface RestCall {
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly accept: string;
}

export interface RawResponse {
  readonly status: number;
  readonly text: string;
}

/** A GraphQL document with its variables. */
export interface GraphqlRequest {
  readonly query: string;
  readonly variables?: Readonly<Record<string, unknown>>;
}

/** POSTs GraphQL operations over one keep-alive pool, like a frontend's HTTP client. */
export class GraphqlClient {
  private readonly pool: Pool;
  private readonly path: string;

  private readonly authorization: string;

  /** `authorization`: the caller's credential, sent with every operation. */
  constructor(endpoint: string, connections: number, authorization: string) {
    const url = new URL(endpoint);
    this.authorization = authorization;
    this.pool = new Pool(url.origin, { connections });
    this.path = url.pathname;
  }

  async post(request: GraphqlRequest): Promise<RawResponse> {
    const res = await this.pool.request({
      method: 'POST',
      path: this.path,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: this.authorization,
      },
      body: JSON.stringify(request),
    });
    return { status: res.statusCode, text: await res.body.text() };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** GETs provider resources with Basic credentials over one keep-alive pool. */
export class RestClient {
  private readonly pool: Pool;
  private readonly authorization: string;

  constructor(baseUrl: string, credentials: { username: string; password: string }, connections: number) {
    this.pool = new Pool(new URL(baseUrl).origin, { connections });
    const token = Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64');
    this.authorization = `Basic ${token}`;
  }

  async get(call: RestCall): Promise<RawResponse> {
    const search = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
    const res = await this.pool.request({
      method: 'GET',
      path: call.path + search,
      headers: { authorization: this.authorization, accept: call.accept },
    });
    return { status: res.statusCode, text: await res.body.text() };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
