import { availableParallelism } from 'node:os';
import type { ScenarioResult, VariantResult } from './measure.ts';
import type { BenchOptions } from './options.ts';

/**
 * GraphQL divided by one baseline: throughput (above 1: GraphQL serves more), latency and CPU per operation
 * (above 1: GraphQL is slower / costs more).
 */
interface Ratios {
  readonly throughput: number;
  readonly p50: number;
  readonly p95: number;
  readonly cpu: number;
}

function ratiosOf(graphql: VariantResult, baseline: VariantResult): Ratios {
  return {
    throughput: graphql.throughput / baseline.throughput,
    p50: graphql.p50Ms / baseline.p50Ms,
    p95: graphql.p95Ms / baseline.p95Ms,
    cpu: graphql.cpuMsPerOp / baseline.cpuMsPerOp,
  };
}

const columns = [
  ['scenario', 36],
  ['variant', 21],
  ['ops', 6],
  ['ops/s', 6],
  ['p50 ms', 7],
  ['p95 ms', 7],
  ['cpu ms/op', 9],
  ['calls/op', 8],
  ['ops/s ×', 7],
  ['p50 ×', 6],
  ['p95 ×', 6],
  ['cpu ×', 6],
] as const;

function row(cells: readonly string[]): string {
  return cells
    .map((cell, i) => {
      const width = columns[i]?.[1] ?? 8;
      return i < 2 ? cell.padEnd(width) : cell.padStart(width);
    })
    .join(' ')
    .trimEnd();
}

const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

function variantCells(v: VariantResult): string[] {
  const ops = `${v.requests}${v.capped ? '*' : ''}${v.failures > 0 ? '!' : ''}`;
  return [
    v.label,
    ops,
    fixed(v.throughput, 0),
    fixed(v.p50Ms, 1),
    fixed(v.p95Ms, 1),
    fixed(v.cpuMsPerOp, 2),
    fixed(v.upstreamPerOp, 2),
  ];
}

/** The report as a fixed-width table with a legend, ready to print. */
export function formatTable(results: readonly ScenarioResult[], options: BenchOptions): string {
  const lines = [
    `concurrency ${options.concurrency}, ${options.requests} ops per variant after ${options.warmup} warm-up each, ` +
      `cap ${options.capMs / 1_000} s; ${availableParallelism()} CPUs, node ${process.version}`,
    '',
    row(columns.map(([name]) => name)),
    row(columns.map(([, width]) => '-'.repeat(width))),
  ];
  for (const r of results) {
    lines.push(row([r.name, ...variantCells(r.graphql)]));
    for (const b of r.baselines) {
      const q = ratiosOf(r.graphql, b);
      const ratios = [q.throughput, q.p50, q.p95, q.cpu].map((n) => fixed(n, 2));
      lines.push(row(['', ...variantCells(b), ...ratios]));
    }
  }
  lines.push(
    '',
    "Ratios are GraphQL ÷ that row's baseline. ops/s ×: below 1, the gateway serves fewer ops; p50 ×, p95 ×, cpu ×:",
    'above 1, the gateway is slower / costs more. cpu ms/op = CPU of the whole process (client, gateway, sandbox)',
    "per op; calls/op = provider calls the sandbox received per op. '*' = time cap hit, '!' = failures.",
    'Everything shares one process and the same cores: read the ratios, not the absolute times.',
  );
  const failed = results.flatMap((r) => [r.graphql, ...r.baselines]).filter((v) => v.failures > 0);
  for (const v of failed) lines.push(`! ${v.label}: ${v.failures} failed, first: ${v.firstFailure ?? '?'}`);
  return lines.join('\n');
}

/** The report as JSON (for BENCH_OUT), with the ratios computed. */
export function toJson(results: readonly ScenarioResult[], options: BenchOptions): unknown {
  return {
    generatedAt: new Date().toISOString(),
    node: process.version,
    cpus: availableParallelism(),
    settings: {
      requests: options.requests,
      warmup: options.warmup,
      concurrency: options.concurrency,
      capMs: options.capMs,
    },
    scenarios: results.map((r) => ({
      name: r.name,
      graphql: r.graphql,
      baselines: r.baselines.map((b) => ({ ...b, ratios: ratiosOf(r.graphql, b) })),
    })),
  };
}
