import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from '../support/gateway.ts';

/** What a stand-in OTLP collector received: one entry per export request. */
interface Received {
  readonly method: string;
  readonly path: string;
  readonly contentType: string | undefined;
  readonly body: string;
}

interface OtlpJson {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: { name: string; traceId: string }[] }[];
  }[];
}

describe('OTLP export (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  const received: Received[] = [];
  let collector: Server;
  let collectorUrl: string;
  beforeAll(async () => {
    collector = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({
          method: req.method ?? '',
          path: req.url ?? '',
          contentType: req.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

  it('exports the spans of each operation to <endpoint>/v1/traces under OTEL_SERVICE_NAME, at the latest on shutdown', async () => {
    const gw = await startTestGateway({
      OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl,
      OTEL_SERVICE_NAME: 'gateway-under-test',
    });
    const result = await gw.run('query Accounts { accounts(entity: "MindPalaceLtd") { name } }');
    expect(result.errors).toBeUndefined();
    await gw.close();

    expect(received.map((r) => [r.method, r.path, r.contentType])).toEqual([
      ['POST', '/v1/traces', 'application/json'],
    ]);
    const body = JSON.parse(received[0]?.body ?? '{}') as OtlpJson;
    const [resourceSpans] = body.resourceSpans;
    expect(resourceSpans?.resource.attributes).toContainEqual({
      key: 'service.name',
      value: { stringValue: 'gateway-under-test' },
    });
    const spans = resourceSpans?.scopeSpans.flatMap((s) => s.spans) ?? [];
    expect(spans.map((s) => s.name).sort()).toEqual(['GET /accounts/balance/', 'query Accounts']);
    expect(new Set(spans.map((s) => s.traceId)).size).toBe(1);
  });
});
