import type { Instrument } from './validation/instrument.ts';
import type { Outcome } from './vocabulary.ts';

/** How one test value plays out: the first answer, and the 3DS major version it claims. */
export interface ThreeDsScenario {
  readonly outcome: Exclude<Outcome, 'alreadyAuthenticated'>;
  readonly version: 1 | 2;
  readonly description: string;
}

/**
 * The sandbox's 3DS test values, sent as `instruction.paymentInstrument.cardHolderName`. The first six are the
 * provider's documented values; `3ds2-unavailable` is the sandbox's own. Any other name (or none) is the
 * provider's fallback, `3ds2-challenge-identified`. A wallet token instrument always answers
 * `alreadyAuthenticated`, whatever the name.
 *
 * Instruments without a card holder name in the spec (tokens) may still carry `cardHolderName`; when they do not,
 * `riskData.transaction.firstName` is read instead.
 * @internal The sandbox's test data: its specs go through every entry.
 */
export const threeDsTestValues = {
  '3ds2-frictionless-identified': {
    outcome: 'authenticated',
    version: 2,
    description: 'Frictionless 3DS2: authenticated with authenticationValue, full eci and dsTransactionId.',
  },
  '3ds2-frictionless-rejected': {
    outcome: 'authenticationFailed',
    version: 2,
    description:
      'Frictionless 3DS2 rejected by the issuer: non-3DS eci, dsTransactionId, a 3ds:authenticate link.',
  },
  '3ds2-challenge-identified': {
    outcome: 'challenged',
    version: 2,
    description:
      '3DS2 challenge (also the fallback for any other name): the challenge page decides pass or fail.',
  },
  '3ds1-challenge-identified': {
    outcome: 'challenged',
    version: 1,
    description: '3DS1 challenge; after it the transactionId is a base64 xid.',
  },
  '3ds1-not-enrolled': {
    outcome: 'notEnrolled',
    version: 1,
    description: 'Card not enrolled: version and the "attempted" eci only.',
  },
  '3ds2-bypassed': {
    outcome: 'bypassed',
    version: 2,
    description: '3DS bypassed (premium 3DS or directory timeout): non-3DS eci and dsTransactionId.',
  },
  '3ds2-unavailable': {
    outcome: 'unavailable',
    version: 2,
    description: 'Sandbox value: 3DS unavailable, no authentication object, a 3ds:authenticate link.',
  },
} as const satisfies Record<string, ThreeDsScenario>;

type ThreeDsTestValue = keyof typeof threeDsTestValues;

const fallbackTestValue: ThreeDsTestValue = '3ds2-challenge-identified';

const isTestValue = (name: string | undefined): name is ThreeDsTestValue =>
  name !== undefined && Object.hasOwn(threeDsTestValues, name);

/** The scenario of a non-wallet request. */
export function scenarioFor(instrument: Instrument, riskFirstName: string | undefined): ThreeDsScenario {
  const holder = 'cardHolderName' in instrument ? instrument.cardHolderName : undefined;
  const name = isTestValue(holder) ? holder : isTestValue(riskFirstName) ? riskFirstName : fallbackTestValue;
  return threeDsTestValues[name];
}
