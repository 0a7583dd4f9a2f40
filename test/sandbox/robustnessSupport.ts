import type { Dispatcher } from 'undici';
import type { Probe } from './robustnessArbitraries.ts';

/**
 * How the robustness properties send a probe and judge the answer: a 2xx, or a 4xx carrying the provider's error
 * body that repeats no card-like number it was sent.
 */

// A liveness bound, not a timing assertion: a request the sandbox never answers fails instead of stalling the run.
const answerWithinMs = 5_000;

/** The sandbox's answer to one probe, its body as text. */
export interface Answer {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

/** A plain object, not an array or null. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** What is wrong with a 4xx body, measured against `{httpStatusCode, message, customCode?, errors?}`. */
function errorBodyProblems(status: number, text: string): string[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`the ${status} body is not JSON: ${text.slice(0, 200)}`];
  }
  if (!isRecord(body)) return [`the ${status} body is not an object: ${text.slice(0, 200)}`];
  const { httpStatusCode, message, customCode, errors, ...rest } = body;
  const fieldMap =
    errors === undefined ||
    (isRecord(errors) &&
      Object.values(errors).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string')));
  return [
    ...(httpStatusCode === status ? [] : [`httpStatusCode ${String(httpStatusCode)} differs from ${status}`]),
    ...(typeof message === 'string' ? [] : ['message is not a string']),
    ...(customCode === undefined || typeof customCode === 'string' ? [] : ['customCode is not a string']),
    ...(fieldMap ? [] : ['errors is not a map of field to messages']),
    ...(Object.keys(rest).length === 0 ? [] : [`unexpected keys ${Object.keys(rest).join(', ')}`]),
  ];
}

/** Every 12-19 digit run the request carried, in the target (percent-decoded too), a header or the body. */
function sentDigitRuns(probe: Probe): string[] {
  const decoded = probe.target.replace(/%([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  const headerValues = probe.headers.filter((_v, i) => i % 2 === 1);
  const texts = [probe.target, decoded, ...headerValues, probe.body?.toString('latin1') ?? ''];
  return [...new Set(texts.flatMap((t) => t.match(/(?<!\d)\d{12,19}(?!\d)/g) ?? []))];
}

/** Everything the answer does wrong for this probe; empty when the sandbox behaved. */
export function problemsOf(probe: Probe, answer: Answer): string[] {
  const { status, contentType, text } = answer;
  const summary = `${status} ${contentType} ${text.slice(0, 300)}`;
  if (status >= 200 && status < 300) return [];
  if (status < 400 || status >= 500) return [`answered ${summary}`];
  const html = probe.route.area === 'challenge' && contentType.startsWith('text/html');
  const shape = html
    ? []
    : contentType.includes('json')
      ? errorBodyProblems(status, text)
      : [`not JSON: ${summary}`];
  const echoed = sentDigitRuns(probe).filter((run) => text.includes(run));
  return [...shape, ...(echoed.length === 0 ? [] : [`echoes ${echoed.join(', ')}: ${summary}`])];
}

/** Sends the probe byte for byte and reads the whole answer. */
export async function send(dispatcher: Dispatcher, origin: string, probe: Probe): Promise<Answer> {
  const res = await dispatcher.request({
    origin,
    path: probe.target,
    method: probe.method as Dispatcher.HttpMethod,
    headers: [...probe.headers],
    body: probe.body ?? null,
    headersTimeout: answerWithinMs,
    bodyTimeout: answerWithinMs,
  });
  const type = res.headers['content-type'];
  return { status: res.statusCode, contentType: String(type ?? ''), text: await res.body.text() };
}
