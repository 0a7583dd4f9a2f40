import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalRequest, startThreeDsApi, type ThreeDsApi } from './threeDsSupport.ts';
import { invalid, sendAuthentication, withField } from './threeDsValidationSupport.ts';

/** The sandbox's checks of the shopper's browser as the request describes it. */

const colorDepthRule = 'must be one of 1, 4, 8, 15, 16, 24, 32, 48';

describe('sandbox 3DS request validation', () => {
  let api: ThreeDsApi;
  beforeAll(async () => {
    api = await startThreeDsApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const send = (body: unknown) => sendAuthentication(api, body);

  describe('device data', () => {
    it('requires the accept and user agent headers', async () => {
      expect(await send(withField(minimalRequest(), 'deviceData', {}))).toEqual(
        invalid({
          'deviceData.acceptHeader': ['is required'],
          'deviceData.userAgentHeader': ['is required'],
        }),
      );
    });

    it.each<[string, unknown, string]>([
      ['ipAddress', '2001:db8::1', 'must be an IPv4 address'],
      ['ipAddress', '256.1.1.1', 'must be an IPv4 address'],
      ['browserColorDepth', 12, colorDepthRule],
      ['browserColorDepth', '30', colorDepthRule],
      ['browserColorDepth', 'deep', colorDepthRule],
      ['browserScreenHeight', 0, 'must be a positive integer number of pixels'],
      ['browserScreenWidth', '12.5', 'must be a positive integer number of pixels'],
      ['browserScreenWidth', -5, 'must be a positive integer number of pixels'],
      ['timeZone', '+5h', 'must be an integer offset in minutes from -840 to 720'],
      ['timeZone', 900, 'must be an integer offset in minutes from -840 to 720'],
      ['browserLanguage', 'english please', 'must be an IETF language tag'],
      ['browserJavaEnabled', 'yes', 'must be a boolean'],
      ['browserJavascriptEnabled', 1, 'must be a boolean'],
      ['collectionReference', '', 'must not be empty'],
    ])('refuses %s %j', async (field, value, rule) => {
      expect(await send(withField(minimalRequest(), `deviceData.${field}`, value))).toEqual(
        invalid({ [`deviceData.${field}`]: [rule] }),
      );
    });

    it.each<[string, unknown]>([
      ['browserColorDepth', 48],
      ['browserColorDepth', '1'],
      ['browserScreenHeight', '800'],
      ['timeZone', '+300'],
      ['timeZone', -300],
      ['ipAddress', '10.0.0.1'],
      ['browserLanguage', 'en'],
    ])('accepts %s %j', async (field, value) => {
      expect((await send(withField(minimalRequest(), `deviceData.${field}`, value))).status).toBe(200);
    });
  });
});
