import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalRequest, startThreeDsApi, type ThreeDsApi } from './threeDsSupport.ts';
import { invalid, sendAuthentication, withField } from './threeDsValidationSupport.ts';

/** The sandbox's checks of the challenge's return URL, window size and preference. */

describe('sandbox 3DS request validation', () => {
  let api: ThreeDsApi;
  beforeAll(async () => {
    api = await startThreeDsApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const send = (body: unknown) => sendAuthentication(api, body);

  describe('challenge', () => {
    it.each<[string, unknown, string]>([
      ['returnUrl', undefined, 'is required'],
      ['returnUrl', '/3ds/return', 'must be an absolute http or https URL'],
      ['returnUrl', 'javascript:alert(1)', 'must be an absolute http or https URL'],
      ['windowSize', '400x500', 'must be one of 250x400, 390x400, 600x400, 500x600, fullpage'],
      [
        'preference',
        'always',
        'must be one of noPreference, noChallengeRequested, challengeRequested, challengeMandated',
      ],
    ])('refuses %s %j', async (field, value, rule) => {
      expect(await send(withField(minimalRequest(), `challenge.${field}`, value))).toEqual(
        invalid({ [`challenge.${field}`]: [rule] }),
      );
    });

    it.each(['250x400', '390x400', '600x400', '500x600', 'fullpage'])(
      'accepts window size %s',
      async (size) => {
        expect((await send(withField(minimalRequest(), 'challenge.windowSize', size))).status).toBe(200);
      },
    );
  });
});
