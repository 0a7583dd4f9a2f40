import type { Area } from './http/types.ts';
import { maskCardData } from './masking.ts';

/** One provider request as the sandbox saw it, with credentials removed and card data masked. */
export interface LoggedRequest {
  readonly seq: number;
  readonly area: Area;
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
  status: number;
}

const hiddenHeaders = new Set(['authorization', 'cookie', 'proxy-authorization']);

export class RequestLog {
  private entries: LoggedRequest[] = [];
  private seq = 0;

  record(
    entry: Omit<LoggedRequest, 'seq' | 'headers' | 'body'> & {
      headers: Record<string, unknown>;
      body: unknown;
    },
  ) {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(entry.headers)) {
      if (hiddenHeaders.has(name.toLowerCase()) || value === undefined) continue;
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const logged: LoggedRequest = { ...entry, seq: ++this.seq, headers, body: maskCardData(entry.body) };
    this.entries.push(logged);
    return logged;
  }

  list(): readonly LoggedRequest[] {
    return this.entries;
  }

  clear(): void {
    this.entries = [];
  }
}
