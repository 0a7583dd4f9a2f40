import type { z } from 'zod';
import type { UpstreamResponse } from './client.ts';
import { errorFromResponse, UpstreamError } from './errors.ts';
import { notPlain } from './plainReaders.ts';

/**
 * Describes zod issues by path and rule only. Issue messages and inputs are left out on purpose: they could echo
 * values from the response, and responses can hold card data.
 */
function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 10)
    .map((issue) => {
      const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
      const expected =
        'expected' in issue && typeof issue.expected === 'string' ? ` (expected ${issue.expected})` : '';
      return `${path}: ${issue.code}${expected}`;
    })
    .join('; ');
}

/**
 * The model in a response: a non-2xx status becomes the mapped `UpstreamError`; a 2xx body that does not match
 * `schema` is a contract violation naming the offending paths. `plain`, for long lists, reads the body without zod
 * when every value is plainly valid (see plainReaders.ts) and throws `notPlain` otherwise; then `schema` decides.
 */
export function readModel<S extends z.ZodType>(
  res: UpstreamResponse,
  schema: S,
  what: string,
  plain?: (body: unknown) => z.output<S>,
): z.output<S> {
  if (res.status < 200 || res.status >= 300) throw errorFromResponse(res.status, res.body, res.headers);
  if (plain) {
    try {
      return plain(res.body);
    } catch (err) {
      if (err !== notPlain) throw err;
    }
  }
  const result = schema.safeParse(res.body);
  if (!result.success) {
    throw new UpstreamError(
      'contractViolation',
      `Upstream ${what} response does not match the contract: ${describeIssues(result.error.issues)}`,
      { status: res.status },
    );
  }
  return result.data;
}
