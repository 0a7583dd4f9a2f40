import { ruleCodes } from '../../src/errors/index.ts';
import { isRecord, panRuns } from './graphqlFuzzArbitraries.ts';

/**
 * What the gateway fuzz test expects of every answer: a 200 or a 400 with a GraphQL body; every error with a
 * message and a code, never an internal error or a stack trace; `BAD_USER_INPUT` naming each field and its rule;
 * and nothing of what was sent coming back.
 */

/** An HTTP answer as it arrived. */
export interface Answer {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

/** What a request carried, for the echo checks. */
export interface Sent {
  /** The variables' JSON text as sent. */
  readonly text: string;
  /** The string values among the variables long enough that finding one in a message is an echo. */
  readonly strings: readonly string[];
}

/** Everything wrong with `answer`; empty when the gateway behaved. */
export function problemsOf(sent: Sent, answer: Answer): string[] {
  const summary = `${answer.status} ${answer.text.slice(0, 600)}`;
  if (answer.status !== 200 && answer.status !== 400) return [`answered ${summary}`];
  if (!answer.contentType.includes('application/json')) return [`not JSON: ${answer.contentType} ${summary}`];
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return [`unparsable body: ${summary}`];
  }
  if (!isRecord(body) || !('data' in body || 'errors' in body))
    return [`neither data nor errors: ${summary}`];
  const errors: unknown[] = Array.isArray(body.errors) ? body.errors : [];
  const problems = errors.flatMap((e) => errorProblems(e).map((p) => `${p}: ${JSON.stringify(e)}`));
  // Neither errors nor data (which may legitimately hold the sandbox's own long numbers, or the caller's
  // reference) hold a card number that was sent; other digit runs (an unknown field named `1000000000000`, a
  // timestamp in a reference) may come back, as the one card-number rule lets them through (issue 21).
  const errorText = JSON.stringify(errors.map(withoutOwnReference));
  const dataText = JSON.stringify(body.data ?? null);
  const echoed = panRuns(sent.text).filter((run) => errorText.includes(run) || dataText.includes(run));
  // No message repeats a value it was sent (DESIGN.md: errors name the field and the rule, never the value).
  const texts = errors.flatMap(humanTexts);
  const repeated = sent.strings.filter((s) => texts.some((t) => t.includes(s)));
  echoed.push(...repeated.map((s) => JSON.stringify(s.slice(0, 80))));
  if (echoed.length > 0) problems.push(`echoes ${echoed.join(', ')}: ${summary}`);
  return problems;
}

function errorProblems(error: unknown): string[] {
  if (!isRecord(error)) return ['an error that is not an object'];
  const extensions = isRecord(error.extensions) ? error.extensions : {};
  const { code, fieldErrors } = extensions;
  const problems: string[] = [];
  if (typeof error.message !== 'string' || error.message === '') problems.push('no message');
  if (typeof code !== 'string') problems.push('no code');
  if (code === 'INTERNAL_SERVER_ERROR') problems.push('an internal error');
  if ('stacktrace' in extensions || /\n\s+at /.test(String(error.message))) problems.push('a stack trace');
  if (code === 'BAD_USER_INPUT') {
    const named =
      Array.isArray(fieldErrors) &&
      fieldErrors.length > 0 &&
      fieldErrors.every(
        (f) =>
          isRecord(f) &&
          typeof f.path === 'string' &&
          f.path !== '' &&
          typeof f.rule === 'string' &&
          Object.hasOwn(ruleCodes, f.rule) &&
          typeof f.message === 'string',
      );
    if (!named) problems.push('BAD_USER_INPUT without fieldErrors naming a path, a rule code and a rule');
    // `is invalid` is what the gateway says when it could not read the rule out of a graphql-js message.
    else if (fieldErrors.some((f) => isRecord(f) && f.message === 'is invalid'))
      problems.push('a rule not named');
  }
  return problems;
}

/**
 * An idempotency conflict names the caller's own `transactionReference` (a documented extension, like the
 * `transactionReference` field of a payout): a reference made of digits coming back there is no echo of card data.
 */
function withoutOwnReference(error: unknown): unknown {
  if (!isRecord(error) || !isRecord(error.extensions)) return error;
  if (error.extensions.code !== 'IDEMPOTENCY_CONFLICT') return error;
  const { transactionReference: _own, ...extensions } = error.extensions;
  return { ...error, extensions };
}

/**
 * The texts of an error written for people: its message (without schema suggestions), its field rules, and the
 * provider's message and field rules passed on with `UPSTREAM_REJECTED`.
 */
function humanTexts(error: unknown): string[] {
  if (!isRecord(error)) return [];
  const message = String(error.message).replace(/ Did you mean [\s\S]*$/, '');
  const extensions = isRecord(error.extensions) ? error.extensions : {};
  const upstream = isRecord(extensions.upstream) ? extensions.upstream : {};
  return [
    message,
    ...rulesOf(extensions.fieldErrors),
    ...(upstream.message === undefined ? [] : [String(upstream.message)]),
    ...rulesOf(upstream.fieldErrors),
  ];
}

function rulesOf(fieldErrors: unknown): string[] {
  return Array.isArray(fieldErrors) ? fieldErrors.map((f) => (isRecord(f) ? String(f.message) : '')) : [];
}
