import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';
import { basic, postSale, requestType, responseType, v5Headers } from './salesSupport.ts';
import { saleSequence } from './salesValidationSupport.ts';

/** The sandbox's checks of a sale's media types and credentials, made before it reads the body. */

describe('sandbox card-on-file sale validation', () => {
  let sandbox: RunningSandbox;
  const sale = saleSequence();

  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const sell = (body: unknown, headers?: Record<string, string>) => postSale(sandbox.url, body, headers);

  const unsupported = {
    status: 415,
    contentType: 'application/json',
    body: { httpStatusCode: 415, message: 'Unsupported Media Type' },
  };

  it.each([
    'application/json',
    'application/vnd.provider.payments-v5.hal+json',
    'application/vnd.provider.payments-v4+json',
  ])('answers 415 to a request sent as %s', async (type) => {
    expect(await sell(sale(), { ...v5Headers, 'content-type': type })).toEqual(unsupported);
  });

  it('accepts the v5 request type with a charset parameter', async () => {
    const answer = await sell(sale(), { ...v5Headers, 'content-type': `${requestType}; charset=utf-8` });
    expect(answer.status).toBe(201);
  });

  it.each(['application/json', 'application/vnd.provider.payments-v4.hal+json', 'text/html'])(
    'answers 406 SBXS02 to a caller that accepts only %s',
    async (accept) => {
      expect(await sell(sale(), { ...v5Headers, accept })).toEqual({
        status: 406,
        contentType: 'application/json',
        body: { httpStatusCode: 406, customCode: 'SBXS02', message: 'Not Acceptable' },
      });
    },
  );

  it.each(['*/*', 'application/*', `application/json, ${responseType};q=0.9`])(
    'answers a caller that accepts %s',
    async (accept) => {
      const answer = await sell(sale(), { ...v5Headers, accept });
      expect([answer.status, answer.contentType]).toEqual([201, responseType]);
    },
  );

  it('checks the media type before the body', async () => {
    expect(await sell({}, { ...v5Headers, 'content-type': 'application/json' })).toEqual(unsupported);
  });

  it('uses the configured media vendor', async () => {
    const acme = await startSandbox({ mediaVendor: 'acme' });
    try {
      const post = (contentType: string, accept: string) =>
        fetch(`${acme.url}/payments/sales/migrateCardOnFile`, {
          method: 'POST',
          headers: { authorization: basic, 'content-type': contentType, accept },
          body: JSON.stringify(sale()),
        });
      const ok = await post(
        'application/vnd.acme.payments-v5+json',
        'application/vnd.acme.payments-v5.hal+json',
      );
      expect([ok.status, ok.headers.get('content-type')]).toEqual([
        201,
        'application/vnd.acme.payments-v5.hal+json',
      ]);
      expect((await post(requestType, 'application/vnd.acme.payments-v5.hal+json')).status).toBe(415);
      expect((await post('application/vnd.acme.payments-v5+json', responseType)).status).toBe(406);
    } finally {
      await acme.close();
    }
  });

  it('requires Basic credentials', async () => {
    const { authorization: _, ...anonymous } = v5Headers;
    expect((await sell(sale(), anonymous)).status).toBe(401);
  });
});
