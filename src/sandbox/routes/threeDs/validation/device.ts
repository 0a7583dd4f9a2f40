import type { FieldReader, JsonObject } from '../../../http/fields.ts';
import { type ChallengePreference, challengePreferences, colorDepths, windowSizes } from '../vocabulary.ts';
import { isAbsoluteHttpUrl, isIpv4, isLanguageTag } from './formats.ts';

/**
 * deviceData. The browser headers are required whenever deviceData is needed; a wallet token needs no device
 * data (its wallet already authenticated the cardholder), so `required` is false for it.
 */
export function readDeviceData(r: FieldReader, body: JsonObject, required: boolean): void {
  const device = r.object(body, 'deviceData', 'deviceData', { required });
  if (!device) return;
  const at = (field: string): string => `deviceData.${field}`;
  r.string(device, 'acceptHeader', at('acceptHeader'), { required: true });
  r.string(device, 'userAgentHeader', at('userAgentHeader'), { required: true });
  r.string(device, 'collectionReference', at('collectionReference'));
  r.string(device, 'browserLanguage', at('browserLanguage'), {
    format: isLanguageTag,
    message: 'must be an IETF language tag',
  });
  r.string(device, 'ipAddress', at('ipAddress'), { format: isIpv4, message: 'must be an IPv4 address' });
  r.boolean(device, 'browserJavaEnabled', at('browserJavaEnabled'));
  r.boolean(device, 'browserJavascriptEnabled', at('browserJavascriptEnabled'));
  const depth = r.integerText(device, 'browserColorDepth', at('browserColorDepth'), {
    required: false,
    numericStrings: true,
    message: `must be one of ${colorDepths.join(', ')}`,
  });
  if (depth !== undefined && !(colorDepths as readonly string[]).includes(depth)) {
    r.invalid(at('browserColorDepth'), `must be one of ${colorDepths.join(', ')}`);
  }
  for (const field of ['browserScreenHeight', 'browserScreenWidth']) {
    r.integerText(device, field, at(field), {
      required: false,
      numericStrings: true,
      min: 1,
      message: 'must be a positive integer number of pixels',
    });
  }
  // Real offsets run from UTC+14 (-840) to UTC-12 (+720).
  r.integerText(device, 'timeZone', at('timeZone'), {
    required: false,
    numericStrings: true,
    min: -840,
    max: 720,
    message: 'must be an integer offset in minutes from -840 to 720',
  });
}

/** What the simulator keeps of `challenge`. */
export interface ChallengeRequest {
  readonly returnUrl?: string;
  readonly preference?: ChallengePreference;
}

/** challenge: returnUrl is mandatory whenever a challenge could follow, i.e. for every instrument but a wallet. */
export function readChallenge(r: FieldReader, body: JsonObject, required: boolean): ChallengeRequest {
  const challenge = r.object(body, 'challenge', 'challenge', { required });
  if (!challenge) return {};
  r.oneOf(challenge, 'windowSize', 'challenge.windowSize', windowSizes);
  const preference = r.oneOf(challenge, 'preference', 'challenge.preference', challengePreferences);
  const returnUrl = r.string(challenge, 'returnUrl', 'challenge.returnUrl', {
    required: true,
    format: isAbsoluteHttpUrl,
    message: 'must be an absolute http or https URL',
  });
  return {
    ...(returnUrl === undefined ? {} : { returnUrl }),
    ...(preference === undefined ? {} : { preference }),
  };
}
