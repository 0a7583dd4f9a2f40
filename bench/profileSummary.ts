/**
 * Self time per function and per file of a `.cpuprofile` (as `BENCH_CPU_PROF` writes them), idle left out, over a
 * window of the profile so that start-up and the other variants' rounds do not blur a scenario's costs.
 *
 *   npm run bench:profile -- <file.cpuprofile> [fromMs] [toMs]
 *
 * fromMs and toMs count from the profile's start (the gateway's start): the bench log's times minus the gateway's.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
}
interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const [file, fromArg, toArg] = process.argv.slice(2);
if (file === undefined) throw new Error('usage: profileSummary.ts <file.cpuprofile> [fromMs] [toMs]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const from = profile.startTime + Number(fromArg ?? 0) * 1000;
const to = profile.startTime + Number(toArg ?? Number.MAX_SAFE_INTEGER / 1000) * 1000;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));

const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
const add = (totals: Map<string, number>, key: string, us: number) =>
  totals.set(key, (totals.get(key) ?? 0) + us);
let total = 0;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  // A sample lasts until the next one.
  const us = profile.timeDeltas[i + 1] ?? 0;
  const frame = nodes.get(id)?.callFrame;
  if (at < from || at > to || frame === undefined || frame.functionName === '(idle)') return;
  const url = frame.url.replace(/^file:\/\/.*?\/(node_modules|dist)\//, '$1/');
  total += us;
  add(byFunction, `${frame.functionName || '(anonymous)'} ${url}:${frame.lineNumber}`, us);
  add(byFile, url || frame.functionName, us);
});

const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`)
    .join('\n');
console.log(
  `busy ${(total / 1e6).toFixed(2)} s\n\nfunctions (self)\n${top(byFunction, 40)}\n\nfiles (self)\n${top(byFile, 25)}`,
);
