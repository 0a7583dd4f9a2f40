import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaTypes, paths } from '../../src/contract/index.ts';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';
import { basic, validSale } from './salesSupport.ts';
import { minimalRequest } from './threeDsSupport.ts';

/** Media types are case-insensitive, so a mixed-case vendor must not turn valid requests into 415. */

describe('sandbox with a mixed-case media vendor', () => {
  let sandbox: RunningSandbox;
  const types = mediaTypes('Acme');

  beforeAll(async () => {
    sandbox = await startSandbox({ mediaVendor: 'Acme' });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const post = async (path: string, type: string, accept: string, body: unknown) => {
    const res = await fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': type, accept },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return { status: res.status, contentType: res.headers.get('content-type') };
  };

  it.each([
    ['as configured', types.verifications],
    ['lower-cased', types.verifications.toLowerCase()],
  ])('authenticates a 3DS request whose Content-Type names the vendor %s', async (_, type) => {
    expect(await post(paths.threeDsAuthenticate, type, type, minimalRequest('Vendor Case'))).toEqual({
      status: 200,
      contentType: types.verifications,
    });
  });

  it.each([
    ['as configured', types.paymentsRequest],
    ['lower-cased', types.paymentsRequest.toLowerCase()],
  ])('accepts a sale whose Content-Type names the vendor %s', async (label, type) => {
    expect(
      await post(paths.cardOnFileSale, type, types.paymentsResponse, validSale(`vendor-${label}`)),
    ).toEqual({
      status: 201,
      contentType: types.paymentsResponse,
    });
  });

  it('still answers 415 to another vendor', async () => {
    const other = mediaTypes('other').paymentsRequest;
    expect(
      await post(paths.cardOnFileSale, other, types.paymentsResponse, validSale('vendor-other')),
    ).toEqual({
      status: 415,
      contentType: 'application/json',
    });
  });
});
