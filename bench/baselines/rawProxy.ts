import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import {
  balanceCall,
  entityBalancesCall,
  paymentItemsCall,
  payoutCall,
  saleCall,
  statementCall,
  type UpstreamCall,
} from '../upstream/calls.ts';
import { basicAuthorization, readBaselineEnv } from './env.ts';

/**
 * Baseline "raw proxy": a bare node:http server making the same upstream calls as the gateway with an undici Pool
 * and returning the provider's JSON as it came (several answers joined into one object). No GraphQL, validation,
 * auth or mapping: the limit for one Node process doing the gateway's upstream work. The one check it keeps is the
 * gateway's entitlement rule for account lookups (the account's entity must be the caller's), since that decides
 * which calls a statement needs. One route per scenario (see bench/scenarios).
 */
const { upstreamUrl, fixtures } = readBaselineEnv(process.env);
const pool = new Pool(upstreamUrl, { connections: 32 });
const authorization = basicAuthorization(fixtures);
const entitled = new Set([fixtures.entity]);

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call(c: UpstreamCall): Promise<string> {
  const res = await pool.request({
    method: c.method,
    path: c.path,
    headers: { authorization, accept: c.accept, ...(c.contentType ? { 'content-type': c.contentType } : {}) },
    body: c.body,
  });
  const text = await res.body.text();
  if (res.statusCode >= 300) throw new HttpFailure(502, `upstream ${res.statusCode}`);
  return text;
}

/** The balance body of an account the caller may see (404 otherwise, as the gateway's null). */
async function entitledBalance(accountNumber: string): Promise<string> {
  const text = await call(balanceCall(fixtures, accountNumber));
  const entity = (JSON.parse(text) as { entity?: unknown }).entity;
  if (typeof entity !== 'string' || !entitled.has(entity)) throw new HttpFailure(404, 'no such account');
  return text;
}

function required(q: URLSearchParams, name: string): string {
  const value = q.get(name);
  if (!value) throw new HttpFailure(400, `${name} is required`);
  return value;
}

const routes: Record<string, (q: URLSearchParams) => Promise<string>> = {
  '/balance': (q) => entitledBalance(required(q, 'n')),
  '/statement': async (q) => {
    const accountNumber = required(q, 'n');
    const account = await entitledBalance(accountNumber);
    const range = { accountNumber, statementFrom: required(q, 'from'), statementTo: required(q, 'to') };
    const statement = await call(statementCall({ ...fixtures, ...range }, Number(required(q, 'first'))));
    return `{"account":${account},"statement":${statement}}`;
  },
  '/accounts': (q) => {
    const entity = required(q, 'entity');
    if (!entitled.has(entity)) throw new HttpFailure(403, 'not your entity');
    return call(entityBalancesCall({ ...fixtures, entity }));
  },
  '/items': (q) => {
    const entity = required(q, 'entity');
    if (!entitled.has(entity)) throw new HttpFailure(403, 'not your entity');
    const range = { entity, itemsStartDate: required(q, 'start'), itemsEndDate: required(q, 'end') };
    return call(paymentItemsCall({ ...fixtures, ...range }, Number(required(q, 'first'))));
  },
  '/fanout': async (q) => {
    const distinct = [...new Set(q.getAll('n'))];
    const bodies = await Promise.all(distinct.map(entitledBalance));
    return `[${bodies.join(',')}]`;
  },
  '/payout': (q) => call(payoutCall(fixtures, required(q, 'reference'))),
  '/sale': (q) => call(saleCall(fixtures, required(q, 'reference'))),
};

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://raw');
  const route = routes[url.pathname];
  try {
    if (!route) throw new HttpFailure(404, 'no such route');
    const body = await route(url.searchParams);
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  } catch (err) {
    const status = err instanceof HttpFailure ? err.status : 500;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: err instanceof Error ? err.message : 'failed' }));
  }
}

const server = createServer((req, res) => {
  // The payout and sale routes take their reference from the URL; a body, if any, is drained and ignored.
  req.resume();
  void handle(req, res);
});
server.keepAliveTimeout = 120_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
