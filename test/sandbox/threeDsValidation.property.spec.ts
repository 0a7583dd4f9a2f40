import fc from 'fast-check';
import { describe, it } from 'vitest';
import { SandboxHttpError } from '../../src/sandbox/http/errors.ts';
import { parseAuthenticationRequest } from '../../src/sandbox/routes/threeDs/validation/authenticationRequest.ts';
import { minimalRequest } from './threeDsSupport.ts';

/** The 3DS request parser under arbitrary input: it accepts or refuses, it never crashes. */

describe('sandbox 3DS validation under arbitrary input', () => {
  it('answers any JSON body with a valid request or a provider-shaped 400, never a crash', () => {
    const base = minimalRequest('3ds2-bypassed');
    const part = fc.constantFrom(
      'transactionReference',
      'merchant',
      'instruction',
      'deviceData',
      'challenge',
      'riskData',
    );
    fc.assert(
      fc.property(fc.object(), fc.jsonValue(), part, (anything, value, key) => {
        const bodies = [
          anything,
          { ...base, [key]: value },
          { ...base, instruction: { paymentInstrument: value, value } },
          { ...base, riskData: { account: value, transaction: value, shipping: value } },
        ];
        for (const body of bodies) {
          try {
            parseAuthenticationRequest(body);
          } catch (err) {
            if (!(err instanceof SandboxHttpError) || err.status !== 400 || err.customCode !== 'SBX301')
              throw err;
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
