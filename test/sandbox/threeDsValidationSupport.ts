import type { ThreeDsApi } from './threeDsSupport.ts';

/** Helpers of the sandbox 3DS request validation tests. */

/** Sets (or, with `undefined`, deletes) the value at a dotted path, creating objects on the way. */
export function withField(
  body: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1] ?? '';
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/** The 400 answer listing `errors`, as the sandbox sends it for an invalid authentication request. */
export const invalid = (errors: Record<string, string[]>) => ({
  status: 400,
  body: {
    errors,
    httpStatusCode: 400,
    customCode: 'SBX301',
    message: 'The authentication request is invalid',
  },
});

/** The dotted path of the payment instrument in an authentication request. */
export const card = 'instruction.paymentInstrument';

/** Posts an authentication request and keeps the status and body of the answer. */
export async function sendAuthentication(api: ThreeDsApi, body: unknown) {
  const { status, body: reply } = await api.authenticate(body);
  return { status, body: reply };
}
