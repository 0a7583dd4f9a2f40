import { request } from 'node:http';
import { parse } from 'lossless-json';
import { mediaTypes } from '../../src/contract/index.ts';
import { devCredentials } from '../../src/sandbox/config.ts';
import type { PaymentItem } from '../../src/sandbox/data/world.ts';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';

/** A response as the account and payment item tests look at it. */
export interface Reply {
  readonly status: number;
  readonly contentType: string;
  /** The raw JSON text, to check that long decimals keep every digit. */
  readonly text: string;
  /** Parsed losslessly: safe integers become numbers, every other number the exact decimal string. */
  readonly body: unknown;
}

const authorization = `Basic ${Buffer.from(`${devCredentials.username}:${devCredentials.password}`).toString('base64')}`;
export const statementsAccept = { accept: mediaTypes('provider').statements } as const;
export const balancesAccept = { accept: mediaTypes('provider').balances } as const;
export const payoutsAccept = { accept: mediaTypes('provider').accountPayouts } as const;

function parseNumber(text: string): number | string {
  return /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
}

/** GET with the dev credentials; `headers` override the defaults (no Accept unless given). */
export async function get(
  sandbox: RunningSandbox,
  path: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const res = await fetch(`${sandbox.url}${path}`, { headers: { authorization, ...headers } });
  const text = await res.text();
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text,
    body: text ? parse(text, undefined, parseNumber) : undefined,
  };
}

/**
 * GET without any Accept header. `fetch` always adds `accept: *\/*`, so the "no Accept" rules need plain node:http.
 */
export function getWithoutAccept(sandbox: RunningSandbox, path: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(`${sandbox.url}${path}`, { headers: { authorization } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers['content-type'] ?? '',
          text,
          body: text ? parse(text, undefined, parseNumber) : undefined,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

export function startAccountsSandbox(seed?: number): Promise<RunningSandbox> {
  return startSandbox({ port: 0, ...(seed === undefined ? {} : { seed }) });
}

/** YYYY-MM-DD of `anchor` moved by `days`. */
export function day(anchor: Date, days: number): string {
  return new Date(anchor.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The items a filter search for [startDate, endDate] (whole days, inclusive) must return, in the same order. */
export function itemsBetween(
  items: readonly PaymentItem[],
  startDate: string,
  endDate: string,
): PaymentItem[] {
  return items.filter(
    (i) => i.paymentDatetime.slice(0, 10) >= startDate && i.paymentDatetime.slice(0, 10) <= endDate,
  );
}

/** `{items, pagination}` as the sandbox must answer it for one page of `all`. */
export function envelope(all: readonly PaymentItem[], pageNumber: number, pageSize: number) {
  return {
    items: all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
    pagination: {
      pageNumber,
      pageSize,
      pageCount: Math.ceil(all.length / pageSize),
      totalNumberOfRecords: all.length,
    },
  };
}
