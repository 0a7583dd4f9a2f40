import type { GraphQLFormattedError } from 'graphql';
import { expect } from 'vitest';

/**
 * Checks that every error of an answer quotes the answer's `x-request-id` as `extensions.requestId`, then returns
 * the answer without it: the test helpers call this on every answer, so each test asserts the id once, and its
 * whole-result assertions stay about what the test is about.
 */
export function checkedRequestIds<T extends { errors?: readonly GraphQLFormattedError[] }>(
  body: T,
  header: string | null,
): T {
  if (!body.errors) return body;
  expect(header).toMatch(/\S/);
  const errors = body.errors.map((error) => {
    expect(error.extensions?.requestId, 'extensions.requestId of every error').toBe(header);
    const { requestId: _, ...extensions } = error.extensions ?? {};
    return Object.keys(extensions).length === 0
      ? (({ extensions: _e, ...rest }) => rest)(error)
      : { ...error, extensions };
  });
  return { ...body, errors };
}

function withCheckedIds(body: unknown, header: string | null | undefined): unknown {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return body;
  return checkedRequestIds(body as { errors: GraphQLFormattedError[] }, header ?? null);
}

/** The JSON body of a fetch answer, its errors' request ids checked against its header and left out. */
export async function bodyOf(res: Response): Promise<unknown> {
  return withCheckedIds(await res.json(), res.headers.get('x-request-id'));
}

/** The same for an answer read off the wire (test/http/rawHttp.ts). */
export function rawBodyOf(answer: { headers: Record<string, string>; body: string } | undefined): unknown {
  return withCheckedIds(JSON.parse(answer?.body ?? ''), answer?.headers['x-request-id']);
}

/** An expected error as sent where the answer's header cannot be read (a stream event): any request id. */
export function withAnyRequestId(error: GraphQLFormattedError): GraphQLFormattedError {
  return { ...error, extensions: { ...error.extensions, requestId: expect.any(String) } };
}
