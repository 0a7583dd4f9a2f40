import type { BillingAddress, CardExpiryDate, MinorUnitValue } from '../upstream/sharedModels.ts';

/** Request bodies of the 3DS authentication and verification (spec area A). */

/** The four instrument variants of an authentication. */
export type AuthenticationInstrument =
  | {
      readonly type: 'card/front';
      /** Scheme-required, optional in the interface. */
      readonly cardHolderName?: string;
      readonly cardNumber: string;
      readonly cardExpiryDate: CardExpiryDate;
      readonly billingAddress?: BillingAddress;
    }
  | { readonly type: 'card/tokenized'; readonly href: string }
  | {
      readonly type: 'card/networkToken';
      readonly tokenNumber: string;
      readonly cardExpiryDate: CardExpiryDate;
      readonly billingAddress?: BillingAddress;
    }
  | {
      /** `card/wallet+<wallet_a>pay`. */
      readonly type: `card/wallet+${string}pay`;
      /** The wallet's JSON payload, as an escaped string. */
      readonly walletToken: string;
    };

export interface DeviceData {
  readonly acceptHeader: string;
  readonly userAgentHeader: string;
  /** Without it the authentication falls back to 3DS1. */
  readonly collectionReference?: string;
  readonly browserLanguage?: string;
  /** IPv4 only. */
  readonly ipAddress?: string;
  readonly browserJavaEnabled?: boolean;
  readonly browserJavascriptEnabled?: boolean;
  /** 1, 4, 8, 15, 16, 24, 32 or 48; the provider's examples send it as a string. */
  readonly browserColorDepth?: number | string;
  readonly browserScreenHeight?: number;
  readonly browserScreenWidth?: number;
  /** Minutes between UTC and local time: UTC-5h is `300` or `"+300"`. */
  readonly timeZone?: number | string;
}

type ChallengeWindowSize = '250x400' | '390x400' | '600x400' | '500x600' | 'fullpage';
type ChallengePreference =
  | 'noPreference'
  | 'noChallengeRequested'
  | 'challengeRequested'
  | 'challengeMandated';

export interface ChallengeRequest {
  readonly windowSize?: ChallengeWindowSize;
  readonly preference?: ChallengePreference;
  /** Where the issuer returns the customer after the challenge. */
  readonly returnUrl: string;
}

interface RiskAddress {
  readonly address1?: string;
  readonly address2?: string;
  readonly address3?: string;
  readonly postalCode?: string;
  readonly city?: string;
  readonly stateCode?: string;
  readonly countryCode?: string;
  readonly phoneNumber?: string;
}

/** Risk data; every field optional. Dates are YYYY-MM-DD. */
export interface RiskData {
  readonly account?: {
    readonly previousSuspiciousActivity?: boolean;
    readonly type?:
      | 'guestUser'
      | 'registeredUser'
      | 'federatedAccount'
      | 'issuerCredentials'
      | 'thirdPartyAuthentication'
      | 'fidoAuthenticator';
    readonly email?: string;
    readonly history?: {
      readonly createdAt?: string;
      readonly modifiedAt?: string;
      readonly passwordModifiedAt?: string;
      readonly paymentAccountEnrolledAt?: string;
    };
  };
  readonly transaction?: {
    readonly reorder?: boolean;
    readonly preOrderDate?: string;
    readonly firstName?: string;
    readonly lastName?: string;
    readonly phoneNumber?: string;
    readonly history?: {
      readonly attemptsLastDay?: number;
      readonly attemptsLastYear?: number;
      readonly completedLastSixMonths?: number;
      readonly addCardsLastDay?: number;
      readonly shippingAddressFirstUsedAt?: string;
    };
    readonly giftCardsPurchase?: {
      readonly totalValue?: { readonly currency?: string; readonly amount?: number };
      readonly quantity?: number;
    };
  };
  readonly shipping?: {
    readonly nameMatchesAccountName?: boolean;
    readonly method?:
      | 'billingAddress'
      | 'verifiedAddress'
      | 'otherAddress'
      | 'store'
      | 'digital'
      | 'unshippedTickets'
      | 'other';
    readonly timeFrame?: 'electronic' | 'sameDay' | 'nextDay' | 'twoDaysPlus';
    readonly email?: string;
    readonly address?: RiskAddress;
  };
}

/** Request body of `3ds:authenticate`. */
export interface AuthenticationRequest {
  readonly transactionReference: string;
  readonly merchant: {
    readonly entity: string;
    readonly overrideName?: string;
    readonly acquirerId?: string;
  };
  readonly instruction: {
    readonly paymentInstrument: AuthenticationInstrument;
    readonly value?: MinorUnitValue;
  };
  /** The wallet variant of the spec shows `value` beside `instruction` instead of inside it. */
  readonly value?: MinorUnitValue;
  readonly deviceData?: DeviceData;
  readonly challenge?: ChallengeRequest;
  readonly riskData?: RiskData;
}

/** Request body of `3ds:verify`, after the customer completed a challenge. */
export interface VerifyRequest {
  readonly transactionReference: string;
  readonly merchant: { readonly entity: string };
  readonly challenge: { readonly reference: string };
}
