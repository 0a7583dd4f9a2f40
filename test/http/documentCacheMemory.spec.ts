import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Apollo's own document cache kept every parsed document's whole text uncounted: unique whitespace-padded
 * documents grew the process until V8 ran out of memory. The gateway runs here as `npm start` runs it, in a child
 * process whose heap is capped at 96 MiB (about 27 MiB in use after start-up): the 160 MB of documents sent
 * below crash it unless the cache is bounded by bytes (by default a tenth of V8's heap limit: 14 MiB here).
 */
const heapLimitMiB = 96;
const documents = 2_000;
const padding = 80_000;
const repo = fileURLToPath(new URL('../..', import.meta.url));

describe('document cache memory', () => {
  let child: ChildProcess;
  let url: string;
  let exit: string | undefined;

  beforeAll(async () => {
    child = spawn(
      process.execPath,
      [`--max-old-space-size=${heapLimitMiB}`, '--import', 'tsx', 'src/main.ts'],
      {
        cwd: repo,
        // Only what the gateway needs: no REDIS_URL or API_KEYS the test runner may have.
        env: {
          PATH: process.env.PATH ?? '',
          PORT: '0',
          SANDBOX_PORT: '0',
          LOG_LEVEL: 'silent',
          NODE_ENV: 'test',
          // 2,000 operations from one caller would spend the default budget; this test is about memory.
          RATE_LIMIT_POINTS: '0',
        },
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    child.on('exit', (code, signal) => {
      exit = `exited with ${code ?? signal}`;
    });
    url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const started = /GraphQL API:\s+(\S+)/.exec(out);
        if (started?.[1]) resolve(started[1]);
      });
      child.once('exit', () => reject(new Error(`gateway did not start: ${out}`)));
    });
  }, 60_000);

  afterAll(() => {
    if (exit === undefined) child.kill();
  });

  async function metric(name: string): Promise<number> {
    const text = await (await fetch(url.replace(/\/graphql$/, '/metrics'))).text();
    return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
  }

  it('answers thousands of unique padded documents within a capped heap, the cache within its byte budget', async () => {
    const answers = new Map<string, number>();
    // Four at a time, as a small client pool would send them.
    for (let i = 0; i < documents; i += 4) {
      await Promise.all(
        [0, 1, 2, 3].map(async (j) => {
          const query = `query Padded${i + j} { __typename }${' '.repeat(padding)}`;
          const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query }),
          }).catch(() => undefined);
          const text = res ? `${res.status} ${await res.text()}` : 'no answer';
          answers.set(text, (answers.get(text) ?? 0) + 1);
        }),
      );
      if (exit !== undefined) break;
    }
    expect([...answers]).toEqual([['200 {"data":{"__typename":"Query"}}\n', documents]]);
    expect(exit).toBeUndefined();
    expect(await metric('graphql_document_cache_bytes')).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(await metric('graphql_document_cache_entries')).toBeGreaterThan(0);
    expect(await metric('nodejs_heap_size_used_bytes')).toBeLessThan(heapLimitMiB * 1024 * 1024);
  }, 180_000);
});
