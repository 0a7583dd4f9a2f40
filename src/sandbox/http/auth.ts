import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Area } from '../area.ts';
import type { SandboxConfig } from '../config.ts';
import { fail } from './errors.ts';

const accountAreas: ReadonlySet<Area> = new Set(['paymentItems', 'statements', 'balances']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * HTTP Basic on every provider endpoint. The account endpoints answer with the spec's 401 code; the others, whose
 * error bodies the spec does not show, with the sandbox's own.
 */
export function checkBasicAuth(headers: IncomingHttpHeaders, config: SandboxConfig, area: Area): void {
  const code = accountAreas.has(area) ? 'SPAE11X' : 'SBXG11';
  const header = headers.authorization ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match?.[1]) fail(401, code, 'Unauthorized request');
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const ok =
    colon > 0 &&
    same(decoded.slice(0, colon), config.username) &&
    same(decoded.slice(colon + 1), config.password);
  if (!ok) fail(401, code, 'Unauthorized request');
}
