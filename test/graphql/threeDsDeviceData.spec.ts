import { describe, expect, it } from 'vitest';
import { ThreeDsAuthenticateDocument } from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { cardInput } from '../support/threeDs.ts';

/**
 * Device data as browsers give it (numbers) and as the provider's examples send it (strings): both are accepted,
 * and the provider always gets the strings of its examples.
 */

const gw = setUpTestGateway();

const headers = { acceptHeader: 'text/html', userAgentHeader: 'Mozilla/5.0 (test)' };

async function sentDeviceData(): Promise<unknown> {
  const calls = await gw.upstreamCalls();
  expect(describeCalls(calls)).toEqual(['POST /verifications/customers/3ds/authentication']);
  const body = calls[0]?.body as { deviceData?: unknown } | undefined;
  return body?.deviceData;
}

describe('authenticate3ds device data in either form', () => {
  it.each([
    ['numbers', { browserColorDepth: 24, timeZone: -300 }, { browserColorDepth: '24', timeZone: '-300' }],
    ['strings', { browserColorDepth: '24', timeZone: '-300' }, { browserColorDepth: '24', timeZone: '-300' }],
    [
      'a signed string',
      { browserColorDepth: '48', timeZone: '+300' },
      { browserColorDepth: '48', timeZone: '300' },
    ],
    ['zero', { browserColorDepth: 1, timeZone: '-0' }, { browserColorDepth: '1', timeZone: '0' }],
  ] as const)('accepts %s and sends the strings of the provider examples', async (_form, given, sent) => {
    const input = cardInput('3ds2-frictionless-identified', { deviceData: { ...headers, ...given } });
    const result = await gw.run(ThreeDsAuthenticateDocument, { input });
    expect(result.errors).toBeUndefined();
    expect(result.data?.authenticate3ds?.rawOutcome).toBe('authenticated');
    expect(await sentDeviceData()).toEqual({ ...headers, ...sent });
  });

  it('checks the rules of a value given as a string like one given as a number', async () => {
    const input = cardInput('3ds2-frictionless-identified', {
      deviceData: { ...headers, browserColorDepth: '30', timeZone: '900' },
    });
    const result = await gw.run(ThreeDsAuthenticateDocument, { input });
    expect(result.errors?.map((e) => e.extensions)).toEqual([
      {
        code: 'BAD_USER_INPUT',
        fieldErrors: [
          {
            path: 'input.deviceData.browserColorDepth',
            rule: 'NOT_ALLOWED',
            message: 'must be one of 1, 4, 8, 15, 16, 24, 32, 48',
          },
          {
            path: 'input.deviceData.timeZone',
            rule: 'OUT_OF_RANGE',
            message: 'must be an offset in minutes from -840 to 720',
          },
        ],
      },
    ]);
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('refuses a string that is not a whole number, naming the field and the rule', async () => {
    const input = cardInput('3ds2-frictionless-identified', {
      deviceData: { ...headers, timeZone: 'UTC+5' },
    });
    const result = await gw.run(ThreeDsAuthenticateDocument, { input });
    expect(result).toEqual({
      status: 400,
      errors: [
        {
          message:
            'Variable "$input" got invalid value at "input.deviceData.timeZone"; IntOrDigits must be a whole number or a string of digits with an optional sign, e.g. 24 or "-300"',
          locations: [{ line: 2, column: 34 }],
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              {
                path: 'input.deviceData.timeZone',
                rule: 'INVALID_FORMAT',
                message:
                  'must be a whole number or a string of digits with an optional sign, e.g. 24 or "-300"',
              },
            ],
          },
        },
      ],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  });
});
