import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../../../src/datasources/upstream/errors.ts';
import { networkError } from '../../../../src/datasources/upstream/network.ts';

const timedOut = () => AbortSignal.timeout(0);

describe('transport failures', () => {
  it('treats a POST whose overall deadline passed as an unknown outcome: it may have reached the provider', async () => {
    const signal = timedOut();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const error = networkError(signal.reason, 'POST');
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({
      kind: 'outcomeUnknown',
      message: 'Upstream outcome unknown: deadline passed',
    });
  });

  it('treats a GET whose deadline passed as unavailable', async () => {
    const signal = timedOut();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(networkError(signal.reason, 'GET')).toMatchObject({ kind: 'unavailable' });
  });

  it('treats a refused connection as not sent, and a reset after sending a POST as an unknown outcome', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    expect(networkError(refused, 'POST')).toMatchObject({ kind: 'unavailable', status: undefined });
    expect(networkError(reset, 'POST')).toMatchObject({ kind: 'outcomeUnknown' });
  });
});
