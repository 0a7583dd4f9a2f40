import { UpstreamError } from '../datasources/upstream/errors.ts';

/**
 * Terminology: a *provider path* names a field of the request the provider received (`instruction.value.amount`,
 * a query parameter `entity`); an *input path* names the GraphQL input it came from (`input.value.amount`). A
 * provider validation error names provider paths; callers fix input paths, so we answer in those.
 */

/**
 * Rewrites of provider path prefixes to input path prefixes, tried in order (more specific first). A provider path
 * matches a rule when it equals the prefix or continues it with `.`; the rest of the path is kept.
 */
export type InputPathRules = ReadonlyArray<readonly [providerPrefix: string, inputPrefix: string]>;

const rulesOfError = new WeakMap<UpstreamError, InputPathRules>();

/** The input path of a provider path under `rules`, or undefined when the path names no input field. */
function inputPathOf(providerPath: string, rules: InputPathRules): string | undefined {
  for (const [providerPrefix, inputPrefix] of rules) {
    if (providerPath === providerPrefix) return inputPrefix;
    if (providerPath.startsWith(`${providerPrefix}.`))
      return inputPrefix + providerPath.slice(providerPrefix.length);
  }
  return undefined;
}

/**
 * `call`, with the rules by which a provider rejection of it names the caller's input attached to that rejection
 * (read when it becomes a GraphQL error). Every error is rethrown unchanged.
 */
export async function withInputPaths<T>(call: Promise<T>, rules: InputPathRules): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof UpstreamError) rulesOfError.set(err, rules);
    throw err;
  }
}

/** The path to answer for a provider path of `err`: its input path when the call declared one, else as sent. */
export function answeredPath(err: UpstreamError, providerPath: string): string {
  const rules = rulesOfError.get(err);
  return (rules && inputPathOf(providerPath, rules)) ?? providerPath;
}
