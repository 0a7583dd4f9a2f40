import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaTypes } from '../../src/contract/index.ts';
import { sandboxOptionsFromEnv } from '../../src/sandbox/env.ts';
import { startSandbox } from '../../src/sandbox/server.ts';
import {
  basicPath,
  fastAccessPath,
  type PayoutsApi,
  payoutRequest,
  payoutsType,
  startPayoutsApi,
} from './payoutsSupport.ts';

let api: PayoutsApi;
beforeAll(async () => {
  api = await startPayoutsApi();
});
afterAll(() => api.close());

const unsupported = { httpStatusCode: 415, customCode: 'SBXP15', message: 'Unsupported Media Type' };

describe('media types', () => {
  it('speaks the payouts v3 media type by default (the version the spec describes)', () => {
    expect(payoutsType).toBe('application/vnd.provider.payouts-v3+json');
  });

  it.each([
    'text/plain',
    'application/json',
    'application/vnd.provider.payouts-v4+json',
    'application/vnd.other.payouts-v3+json',
  ])('answers 415 to a body sent as %s', async (type) => {
    const res = await api.post(basicPath, JSON.stringify(payoutRequest()), { 'content-type': type });
    expect([res.status, res.body]).toEqual([415, unsupported]);
  });

  it('accepts the payouts type with a charset parameter and in other letter case', async () => {
    for (const type of [`${payoutsType}; charset=utf-8`, payoutsType.toUpperCase()]) {
      expect((await api.post(basicPath, payoutRequest(), { 'content-type': type })).status).toBe(201);
    }
  });

  it.each(['*/*', 'application/*', payoutsType])('accepts Accept %s', async (accept) => {
    const res = await api.post(fastAccessPath, payoutRequest(), { accept });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe(payoutsType);
  });

  it.each(['text/html', 'application/json', 'application/vnd.provider.payouts-v2+json'])(
    'answers 406 to Accept %s, on a POST and on a GET',
    async (accept) => {
      const notAcceptable = {
        httpStatusCode: 406,
        customCode: 'SBXP06',
        message: `Not Acceptable: payouts answer ${payoutsType}`,
      };
      const post = await api.post(basicPath, payoutRequest(), { accept });
      expect([post.status, post.body]).toEqual([406, notAcceptable]);
      const query = await api.get('/payouts/query?transactionReference=ref-1&entity=MRCH01', { accept });
      expect([query.status, query.body]).toEqual([406, notAcceptable]);
    },
  );

  it('stores nothing for a rejected request', async () => {
    const body = payoutRequest({ reference: 'rejected-ref', amount: -1 });
    expect((await api.post(basicPath, body)).status).toBe(400);
    const found = await api.get('/payouts/query?transactionReference=rejected-ref&entity=MRCH01');
    expect(found.status).toBe(404);
  });
});

describe('a sandbox configured for payouts v4', () => {
  it('reads its payouts version from UPSTREAM_PAYOUTS_VERSION, ignoring a version the provider never published', () => {
    expect(sandboxOptionsFromEnv({ UPSTREAM_PAYOUTS_VERSION: '4' }).payoutsVersion).toBe(4);
    expect(sandboxOptionsFromEnv({ UPSTREAM_PAYOUTS_VERSION: '7' }).payoutsVersion).toBeUndefined();
    expect(sandboxOptionsFromEnv({}).payoutsVersion).toBeUndefined();
  });

  it('takes v4 and refuses the v3 type', async () => {
    const sandbox = await startSandbox({ port: 0, payoutsVersion: 4 });
    try {
      const v4 = mediaTypes('provider', 4).payouts;
      const send = (type: string) =>
        fetch(`${sandbox.url}${basicPath}`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from('sandbox-merchant:sandbox-secret').toString('base64')}`,
            'content-type': type,
            accept: type,
          },
          body: JSON.stringify(payoutRequest()),
        });
      const accepted = await send(v4);
      expect([accepted.status, accepted.headers.get('content-type')]).toEqual([201, v4]);
      expect((await send(payoutsType)).status).toBe(415);
    } finally {
      await sandbox.close();
    }
  });
});
