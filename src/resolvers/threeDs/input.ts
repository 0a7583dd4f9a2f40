import { z } from 'zod';
import type { ChallengePreference, ChallengeWindowSize } from '../../generated/resolvers.ts';
import { threeDsBillingAddress as billingAddress } from '../../validation/addresses.ts';
import { cardExpiryDate, cardNumber } from '../../validation/card.ts';
import {
  absoluteHttpUrl,
  callerText,
  colorDepth,
  filledText,
  graphqlEnum,
  languageTag,
  networkTokenNumber,
  optionalCallerText,
  optionalFilledText,
  resourceLocation,
  screenPixels,
  timeZoneOffset,
  walletTokenText,
} from '../../validation/fields.ts';
import { ipv4 } from '../../validation/formats.ts';
import { merchantEntity } from '../../validation/identifiers.ts';
import { authenticationMinorUnitsValue } from '../../validation/minorUnits.ts';
import { atMostOneWallet, walletChoiceFields } from '../common/wallets.ts';
import { riskDataInput } from './riskInput.ts';

/**
 * The inputs of `authenticate3ds` and `verify3ds`, checked against every rule of the spec's area A before the
 * provider is called. Messages name the rule, never the value (card numbers, tokens, wallet data).
 */

const card = z.object({
  cardHolderName: optionalCallerText,
  cardNumber,
  cardExpiryDate,
  billingAddress: billingAddress.nullish(),
});

const networkToken = z.object({
  tokenNumber: networkTokenNumber,
  cardExpiryDate,
  billingAddress: billingAddress.nullish(),
});

/** Exactly one variant is set: GraphQL's `@oneOf` guarantees it, so the variants are simply all optional here. */
const paymentInstrument = z.object({
  card: card.nullish(),
  tokenizedCard: z.object({ href: resourceLocation }).nullish(),
  networkToken: networkToken.nullish(),
  walletToken: z
    .object({ walletToken: walletTokenText, ...walletChoiceFields })
    .refine(...atMostOneWallet)
    .nullish(),
});

const deviceData = z.object({
  acceptHeader: filledText,
  userAgentHeader: filledText,
  collectionReference: optionalFilledText,
  browserLanguage: languageTag.nullish(),
  ipAddress: ipv4.nullish(),
  browserJavaEnabled: z.boolean().nullish(),
  browserJavascriptEnabled: z.boolean().nullish(),
  browserColorDepth: colorDepth.nullish(),
  browserScreenHeight: screenPixels.nullish(),
  browserScreenWidth: screenPixels.nullish(),
  timeZone: timeZoneOffset.nullish(),
});

const challenge = z.object({
  windowSize: graphqlEnum<ChallengeWindowSize>().nullish(),
  preference: graphqlEnum<ChallengePreference>().nullish(),
  returnUrl: absoluteHttpUrl,
});

/** `authenticate3ds(input:)`. */
export const authenticate3dsInput = z.object({
  transactionReference: callerText,
  merchant: z.object({
    entity: merchantEntity,
    overrideName: optionalCallerText,
    acquirerId: optionalFilledText,
  }),
  paymentInstrument,
  value: authenticationMinorUnitsValue,
  deviceData,
  challenge,
  riskData: riskDataInput.nullish(),
});

export type Authenticate3dsInputValue = z.output<typeof authenticate3dsInput>;

/** `verify3ds(input:)`. */
export const verify3dsInput = z.object({
  transactionReference: callerText,
  entity: merchantEntity,
  challengeReference: filledText,
});

export type Verify3dsInputValue = z.output<typeof verify3dsInput>;
