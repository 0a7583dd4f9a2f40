import { expect } from 'vitest';
import { mediaTypes } from '../../src/contract/index.ts';
import { devCredentials } from '../../src/sandbox/config.ts';
import { type RunningSandbox, type StartOptions, startSandbox } from '../../src/sandbox/server.ts';

/** A response as the payout tests look at it. */
interface Reply {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

/** A sandbox with the control API on, and the few calls the payout tests make to it over HTTP. */
export interface PayoutsApi {
  readonly url: string;
  readonly sandbox: RunningSandbox;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Reply>;
  get(pathOrUrl: string, headers?: Record<string, string>): Promise<Reply>;
  /** Moves the sandbox clock forward through `POST /_sandbox/clock`. */
  advance(ms: number): Promise<void>;
  close(): Promise<void>;
}

/** The sandbox's default payouts type (v3, the version the spec describes), both ways. */
export const payoutsType = mediaTypes('provider').payouts;

const authorization = `Basic ${Buffer.from(`${devCredentials.username}:${devCredentials.password}`).toString('base64')}`;

async function reply(response: Response): Promise<Reply> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** Starts a sandbox on a free port with the control API enabled. */
export async function startPayoutsApi(options: StartOptions = {}): Promise<PayoutsApi> {
  const sandbox = await startSandbox({ controlEnabled: true, port: 0, ...options });
  const url = sandbox.url;
  const absolute = (path: string) => (path.startsWith('http') ? path : `${url}${path}`);
  return {
    url,
    sandbox,
    post: async (path, body, headers = {}) =>
      reply(
        await fetch(absolute(path), {
          method: 'POST',
          headers: {
            authorization,
            'content-type': payoutsType,
            accept: payoutsType,
            ...headers,
          },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
    get: async (path, headers = {}) =>
      reply(await fetch(absolute(path), { headers: { authorization, accept: payoutsType, ...headers } })),
    advance: async (ms) => {
      const res = await fetch(`${url}/_sandbox/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: ms }),
      });
      if (res.status !== 200) throw new Error(`clock advance failed with ${res.status}`);
    },
    close: () => sandbox.close(),
  };
}

/** A card expiry safely in the future of the sandbox clock. */
export const futureExpiry = { month: 12, year: new Date().getUTCFullYear() + 3 };

/** The instrument of a valid `card/plain` request (a UK Visa test card). */
export const plainCard = {
  type: 'card/plain',
  cardHolderName: 'Jane Doe',
  cardNumber: '4444333322221111',
  cardExpiryDate: futureExpiry,
};

let counter = 0;

/** A valid payout request with a fresh transactionReference; `instrument` and `value` replace the defaults. */
export function payoutRequest(
  options: {
    instrument?: Record<string, unknown>;
    amount?: number;
    reference?: string;
    entity?: string;
  } = {},
) {
  counter += 1;
  return {
    transactionReference: options.reference ?? `payout-ref-${counter}`,
    merchant: { entity: options.entity ?? 'MRCH01' },
    instruction: {
      narrative: { line1: 'Sandbox Merchant', line2: 'Refund 42' },
      value: { amount: options.amount ?? 2500, currency: 'GBP' },
      payoutInstrument: options.instrument ?? plainCard,
    },
  };
}

export const fastAccessPath = '/payouts/fastAccess';
export const basicPath = '/payouts/basicDisbursement';

/** The links object the spec describes, for comparing whole bodies. */
export function links(url: string, payoutHref: string, updateHref?: string) {
  return {
    'payouts:payout': { href: payoutHref },
    ...(updateHref ? { 'payouts:update': { href: updateHref } } : {}),
    curies: [{ name: 'payouts', href: `${url}/rels/payouts/{rel}`, templated: true }],
  };
}

/** Reads `_links[rel].href` of a payout body. */
export function hrefOf(body: unknown, rel: 'payouts:payout' | 'payouts:update'): string {
  const href = (body as { _links?: Record<string, { href?: string }> })._links?.[rel]?.href;
  if (typeof href !== 'string') throw new Error(`no ${rel} link in ${JSON.stringify(body)}`);
  return href;
}

export const minute = 60_000;
export const hour = 60 * minute;

export const instrumentPath = 'instruction.payoutInstrument';

/** A valid request whose instrument is replaced. */
export const withInstrument = (instrument: Record<string, unknown>) => payoutRequest({ instrument });

/** Posts `body` and expects the whole `SBXP01` body with exactly these field errors. */
export async function expectInvalid(
  api: PayoutsApi,
  path: string,
  body: unknown,
  errors: Record<string, string[]>,
) {
  const res = await api.post(path, body);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({
    errors,
    httpStatusCode: 400,
    customCode: 'SBXP01',
    message: 'The payout request is invalid',
  });
  return res;
}

/** Posts `body` and expects 201 (the body is shown when it fails). */
export async function expectAccepted(api: PayoutsApi, path: string, body: unknown) {
  const res = await api.post(path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}
