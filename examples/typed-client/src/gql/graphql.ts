/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 3166-1 alpha-2 country code in upper case, e.g. `GB`, `US`, `CA`. */
  CountryCode: { input: string; output: string; }
  /** An ISO 4217 alphabetic currency code in upper case, e.g. `GBP`, `EUR`, `JPY`. */
  Currency: { input: string; output: string; }
  /** A calendar date without time or time zone, exactly `YYYY-MM-DD`, e.g. `2024-03-01`. It is never shifted by time zones: the date you send is the date the provider gets. */
  Date: { input: string; output: string; }
  /** A point in time as an RFC 3339 / ISO 8601 date-time. Input takes any offset (`2024-03-01T10:30:00+01:00`) or `Z`; output is always UTC with milliseconds, e.g. `2024-03-01T09:30:00.000Z`. */
  DateTime: { input: string; output: string; }
  /**
   * An exact decimal number written as a string, e.g. `"1234.50"`, `"-0.75"` or `"123456789012345678"`. Used for all money amounts and exchange rates, because an 18-digit amount does not survive a JSON number (IEEE double).
   *
   * Output: always a string of the form `-?digits(.digits)?` with no exponent, no leading `+`, no leading zeros (except a single `0` before the point) and the scale (number of decimals) the source used.
   *
   * Input: a string of that form (leading zeros are dropped, `-0` becomes `0`), or an integer literal/variable (only whole numbers that JSON represents exactly, up to 2^53 - 1; send larger ones as strings). Fractions must be sent as strings: a JSON number with a fraction is refused so that no value is silently rounded. At most 36 digits in all. Operations add their own limits (e.g. two decimal places, or a whole number of minor units).
   *
   * Displaying it: pass the string itself to `Intl.NumberFormat`, which formats decimal strings exactly (ES2023; current browsers and Node 20+), never `Number(value)` or `parseFloat`, which round beyond 15 to 17 significant digits. For a `Money`: `new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(money.amount)`, e.g. `"1234.50"` in `GBP` for `en-GB` gives `£1,234.50` (the currency's own number of decimals unless `minimumFractionDigits`/`maximumFractionDigits` say otherwise). TypeScript (lib `es2023`) types the argument as a numeric string: ``format(money.amount as `${number}`)`` (map `Decimal` to `string` with `client/scalars.ts`). Do arithmetic with a decimal library, not with JavaScript numbers.
   */
  Decimal: { input: string; output: string; }
  /** An IPv4 address in dotted-decimal form, e.g. `203.0.113.7`. IPv6 is not accepted by the provider. */
  IPv4: { input: string; output: string; }
  /** A whole number given as a JSON number (`24`, `-300`) or as a string of digits with an optional sign (`"24"`, `"+300"`, `"-300"`): browsers and the provider's examples give device data in either form. The gateway sends the provider the string form its examples use. */
  IntOrDigits: { input: number | string; output: number | string; }
  /** Any JSON value, passed through unchanged (used for data meant for the provider's native mobile SDKs). */
  JSON: { input: unknown; output: unknown; }
  /** An absolute URL, e.g. `https://shop.example/checkout/3ds-return`. */
  URL: { input: string; output: string; }
  /** A UUID (GUID) in its 36-character textual form, e.g. `2b9e4b3e-5d1e-4c8f-9a6b-0f1e2d3c4b5a`. */
  UUID: { input: string; output: string; }
};

/** A billing address for payouts and card-on-file sales. Postal code and country are required whenever an address is sent; further rules depend on the operation (see the field that takes it). */
export type AddressInput = {
  /** First line of the street address. */
  address1?: InputMaybe<Scalars['String']['input']>;
  /** Second line of the street address. */
  address2?: InputMaybe<Scalars['String']['input']>;
  /** Third line of the street address. */
  address3?: InputMaybe<Scalars['String']['input']>;
  /** City or town. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2 country code, e.g. `GB`. Required whenever the address is sent. */
  countryCode: Scalars['CountryCode']['input'];
  /** Postal code or ZIP code. Required whenever the address is sent. */
  postalCode: Scalars['String']['input'];
  /** Country sub-division (state, province) as a two-character ISO 3166-2 code without the country prefix, e.g. `CA` for California or `ON` for Ontario. */
  state?: InputMaybe<Scalars['String']['input']>;
};

/** Whether a card is an anonymous prepaid card. */
export type AnonymousPrepaid =
  /** The card is prepaid and anonymous: nobody's identity was checked when it was issued (sandbox value `anonymous`). */
  | 'ANONYMOUS'
  /** The card is not prepaid, or it is prepaid but registered to a known card holder (provider value `notPrepaidOrNonAnonymous`). */
  | 'NOT_PREPAID_OR_NON_ANONYMOUS'
  /** The provider does not know, or sent a value this API does not know yet; read the raw value beside this field. */
  | 'UNKNOWN';

/** A 3-D Secure authentication request. */
export type Authenticate3dsInput = {
  /** How a challenge should be displayed, whether you want one, and where the issuer returns the customer. */
  challenge: ChallengeInput;
  /** Data about the card holder's browser or device; the issuer uses it to assess risk and display a challenge. */
  deviceData: DeviceDataInput;
  /** The merchant asking for the authentication. */
  merchant: ThreeDsMerchantInput;
  /** The card, token, network token or wallet token to authenticate: set exactly one of its fields. */
  paymentInstrument: Authenticate3dsInstrumentInput;
  /** Optional data about the customer's account, the order and shipping. Improves the chance of a frictionless (challenge-free) outcome; recommended: at least `account.email` or `transaction.phoneNumber`. */
  riskData?: InputMaybe<RiskDataInput>;
  /** Your unique reference of this authentication, e.g. the order code. Echoed in the result. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme); dates, timestamps and order numbers are fine, as in `ORD-20261128-1764331200000`. */
  transactionReference: Scalars['String']['input'];
  /** The amount of the payment to authenticate, in whole minor units: zero or more. Zero when no payment is made, as when a card is stored (adding a card to an account), for which the spec requires `challenge.preference: CHALLENGE_MANDATED`. */
  value: MinorUnitsAmountInput;
};

/** The instrument to authenticate. Set exactly one field, the one matching the data you hold. */
export type Authenticate3dsInstrumentInput =
  /** A card number with expiry date (card details entered by the customer). */
  { card: ThreeDsCardInput; networkToken?: never; tokenizedCard?: never; walletToken?: never; }
  |  /** A card network token with its expiry date. */
  { card?: never; networkToken: ThreeDsNetworkTokenInput; tokenizedCard?: never; walletToken?: never; }
  |  /** A card stored at the provider, by the location of its token. */
  { card?: never; networkToken?: never; tokenizedCard: ThreeDsTokenizedCardInput; walletToken?: never; }
  |  /** A wallet's payment token (the wallet's encrypted payload). */
  { card?: never; networkToken?: never; tokenizedCard?: never; walletToken: ThreeDsWalletTokenInput; };

/** How the card holder was authenticated. */
export type AuthenticationFlow =
  /** The customer was redirected to the bank and challenged. */
  | 'CHALLENGE'
  /** The customer was authenticated without interaction. */
  | 'FRICTIONLESS'
  /** A flow this API does not know yet; read `rawAuthenticationFlow`. */
  | 'UNKNOWN';

/** Why an authentication was cancelled (the scheme's two-digit code is in `rawCancellationIndicator`). */
export type CancellationIndicator =
  /** `04` or `05`: timed out at the access control server (the issuer's side). */
  | 'ACS_TIMED_OUT'
  /** `01`: the card holder cancelled. */
  | 'CARDHOLDER_CANCELLED'
  /** `07`: the scheme gives the reason as unknown. */
  | 'REASON_UNKNOWN'
  /** `02`: reserved by the scheme. */
  | 'RESERVED'
  /** `08`: timed out at the SDK. */
  | 'SDK_TIMED_OUT'
  /** `03`: the transaction timed out. */
  | 'TIMED_OUT'
  /** `06`: transaction error. */
  | 'TRANSACTION_ERROR'
  /** A code this API does not know yet; read `rawCancellationIndicator`. */
  | 'UNKNOWN';

/** A card BIN lookup. */
export type CardBinInput = {
  /** The card to look up: set exactly one of its fields. */
  by: CardBinLookupInput;
  /** The merchant entity making the lookup (the id created at on-boarding). Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  entity: Scalars['String']['input'];
};

/** The card to look up. Set exactly one field. Sent in the request body only, never in a URL or a log. */
export type CardBinLookupInput =
  /** A card number (PAN), 12 to 19 digits. Only allowed when you are PCI compliant. */
  { cardNumber: Scalars['String']['input']; prefix?: never; token?: never; }
  |  /** The first 6 to 8 digits of a card number, as a card form has them while the card holder types: answers the scheme (`scheme`), the valid number lengths (`numberLengths`) and the CVC length (`cvcLength`) at once, without asking the provider, and the BIN data (issuer, funding type, country, ...) when an earlier lookup by card number or token taught it to the gateway (`binDataKnown`). Refused with rule `INVALID_FORMAT` unless it is 6 to 8 digits. Send it with POST, as the other fields: what a form sends here is what the card holder typed. */
  { cardNumber?: never; prefix: Scalars['String']['input']; token?: never; }
  |  /** The location (URL) of a stored card's token at the provider. */
  { cardNumber?: never; prefix?: never; token: Scalars['String']['input']; };

/** Who a card is issued to. */
export type CardCategory =
  /** A card issued to a business: corporate, purchasing or fleet cards (provider value `commercial`). */
  | 'COMMERCIAL'
  /** A card issued to a private person (provider value `consumer`). */
  | 'CONSUMER'
  /** A category this API does not know yet; read the raw value beside this field. */
  | 'UNKNOWN';

/** Expiry date of a card, network token or device PAN, as printed on the card (month and year). */
export type CardExpiryDateInput = {
  /** Month of expiry, 1 to 12. */
  month: Scalars['Int']['input'];
  /** Four-digit year of expiry, e.g. 2031. */
  year: Scalars['Int']['input'];
};

/** How a card is funded, as reported by the card's issuer. Providers add values over time: an unrecognised value is `UNKNOWN`, and the raw value is always available beside this field. */
export type CardFundingType =
  /** A charge card: the balance is due in full every statement period. */
  | 'CHARGE'
  /** A credit card: purchases draw on a credit line. */
  | 'CREDIT'
  /** A debit card: purchases draw on the card holder's bank account. */
  | 'DEBIT'
  /** A prepaid card: purchases draw on a balance loaded in advance. */
  | 'PREPAID'
  /** A funding type this API does not know yet; read the raw value beside this field. */
  | 'UNKNOWN';

/** A card scheme (network), read from the leading digits of a card number. */
export type CardScheme =
  /** American Express (34, 37): 15 digits and a 4-digit code on the front. */
  | 'AMERICAN_EXPRESS'
  /** Diners Club (300-305, 3095, 36, 38, 39). */
  | 'DINERS_CLUB'
  /** Discover (6011, 644-649, 65). */
  | 'DISCOVER'
  /** JCB (3528-3589). */
  | 'JCB'
  /** Maestro, Mastercard's debit brand (50, 56-69 where no other scheme starts so). */
  | 'MAESTRO'
  /** Mastercard (51-55, 2221-2720; co-branded Cartes Bancaires cards too). */
  | 'MASTERCARD'
  /** UnionPay (62). */
  | 'UNIONPAY'
  /** Visa (numbers starting with 4; co-branded Cartes Bancaires cards too). */
  | 'VISA';

/** Challenge settings of an authentication. */
export type ChallengeInput = {
  /** Whether you want the issuer to challenge the customer; the default is `NO_PREFERENCE`. */
  preference?: InputMaybe<ChallengePreference>;
  /** Absolute URL of your page to which the issuer redirects or posts the customer after the challenge, inside the iframe or window the challenge form was posted into (the embedded sandbox posts the form fields `transactionReference` and `reference`). Serve a page there that tells your checkout page the challenge is over (e.g. with `postMessage` to the parent page), which then calls `verify3ds`. */
  returnUrl: Scalars['URL']['input'];
  /** Size of the challenge window; the provider's default is `SIZE_390X400`. */
  windowSize?: InputMaybe<ChallengeWindowSize>;
};

/** Whether the merchant wants the issuer to challenge the customer. Issuers interpret it differently; no behaviour is guaranteed. */
export type ChallengePreference =
  /** A challenge is mandated. Use it when a card is first stored (first payment that stores a token, adding a card to an account), and for the first customer-initiated payment of a merchant-initiated series. */
  | 'CHALLENGE_MANDATED'
  /** Prefer a challenge. */
  | 'CHALLENGE_REQUESTED'
  /** Prefer a frictionless authentication without challenge. */
  | 'NO_CHALLENGE_REQUESTED'
  /** No preference (the default). */
  | 'NO_PREFERENCE';

/** Size of the issuer's challenge window, width x height in pixels. */
export type ChallengeWindowSize =
  /** Fills the whole viewport. Not all issuers conform to small sizes; at least 400 x 500 is recommended. */
  | 'FULL_PAGE'
  /** 250 x 400 pixels. */
  | 'SIZE_250X400'
  /** 390 x 400 pixels (the default). */
  | 'SIZE_390X400'
  /** 500 x 600 pixels. */
  | 'SIZE_500X600'
  /** 600 x 400 pixels. */
  | 'SIZE_600X400';

/** A customer-initiated sale with stored card details. */
export type CreateCardOnFileSaleInput = {
  /** Set to `MOTO` for a mail or telephone order; omit for e-commerce. */
  channel?: InputMaybe<SaleChannel>;
  /** The customer's earlier 3-D Secure authentication, when there was one. */
  customer?: InputMaybe<SaleCustomerInput>;
  /** True when the sale repays a debt (some schemes require it flagged). */
  debtRepayment?: InputMaybe<Scalars['Boolean']['input']>;
  /** The merchant making the sale. */
  merchant: SaleMerchantInput;
  /** The lines shown on the card holder's statement. */
  narrative: NarrativeInput;
  /** The stored card to charge. */
  paymentInstrument: SalePaymentInstrumentInput;
  /** Your unique reference of the sale; the idempotency key of this mutation. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme); dates, timestamps and order numbers are fine, as in `ORD-20261128-1764331200000`. */
  transactionReference: Scalars['String']['input'];
  /** The amount to charge, in whole minor units. */
  value: MinorUnitsAmountInput;
};

/** A payout to send. */
export type CreatePayoutInput = {
  /** The merchant entity paying out (the id created at on-boarding). Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  entity: Scalars['String']['input'];
  /** The card to pay to: set exactly one of the fields. */
  instrument: PayoutInstrumentInput;
  /** The payout flow: standard timescales, or fast access (within 30 minutes when the card issuer supports it). */
  method: PayoutMethod;
  /** The lines shown on the card holder's statement. */
  narrative: NarrativeInput;
  /** Your unique reference for this payout; it identifies the payout for its whole life and is the idempotency key of this mutation. 1 to 255 characters (the spec gives payout references no length; 255 is the gateway's bound, as the reference travels in the URL of the recovery by reference). Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme); dates, timestamps and order numbers are fine, as in `ORD-20261128-1764331200000`. */
  transactionReference: Scalars['String']['input'];
  /** The amount to pay, in whole minor units. */
  value: MinorUnitsAmountInput;
};

/** The customer's browser or device, as collected by your checkout page or the provider's mobile SDK. */
export type DeviceDataInput = {
  /** The browser's `Accept` request header, verbatim; the issuer checks that it can display a challenge. */
  acceptHeader: Scalars['String']['input'];
  /** The screen's colour depth in bits: one of 1, 4, 8, 15, 16, 24, 32 or 48, as a number (`24`) or a string (`"24"`, as the provider's examples send it). */
  browserColorDepth?: InputMaybe<Scalars['IntOrDigits']['input']>;
  /** Whether the browser can run Java. */
  browserJavaEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether the browser runs JavaScript. */
  browserJavascriptEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The browser's language as an IETF language tag, e.g. `en-GB`. */
  browserLanguage?: InputMaybe<Scalars['String']['input']>;
  /** Screen height in pixels. Required by the card schemes. */
  browserScreenHeight?: InputMaybe<Scalars['Int']['input']>;
  /** Screen width in pixels. Required by the card schemes. */
  browserScreenWidth?: InputMaybe<Scalars['Int']['input']>;
  /** The session id from the provider's device data collection form (web) or the `consumerSessionId` from the SDK (mobile). Recommended: without it the authentication falls back to 3-D Secure version 1. */
  collectionReference?: InputMaybe<Scalars['String']['input']>;
  /** The customer's IPv4 address. Required by the card schemes. */
  ipAddress?: InputMaybe<Scalars['IPv4']['input']>;
  /** Offset in minutes from the browser's local time to UTC, as JavaScript's `Date#getTimezoneOffset()` gives it: 300 for UTC-5h, -300 for UTC+5h. A number (`-300`) or a string (`"-300"`, `"+300"`, as the provider's examples send it). */
  timeZone?: InputMaybe<Scalars['IntOrDigits']['input']>;
  /** The browser's `User-Agent` request header, verbatim. */
  userAgentHeader: Scalars['String']['input'];
};

/** What an ECI value says about the authentication. */
export type EciLevel =
  /** ECI 06 or 01: authentication was attempted (the issuer or card holder does not take part). */
  | 'ATTEMPTED'
  /** ECI 05 or 02: the card holder was fully authenticated. */
  | 'FULLY_AUTHENTICATED'
  /** ECI 07 or 00: no 3-D Secure authentication. */
  | 'NOT_AUTHENTICATED'
  /** An ECI value this API does not know; read `eci`. */
  | 'UNKNOWN';

/** The values of `extensions.code` on every GraphQL error this API answers: a closed list, so a client can switch over it (generate it with your codegen; a new value is announced in the changelog as a dangerous change). Every error also carries `extensions.requestId`, the id of the answer's `x-request-id` header: quote it in a support request. Business outcomes, such as a refused payout, are data on the result and never an error. */
export type ErrorCode =
  /** A sale carried a 3-D Secure `authenticationValue` an earlier sale used; nothing was sent. Authenticate again. */
  | 'AUTHENTICATION_VALUE_REUSED'
  /** The HTTP request is malformed: body, JSON, variables of the wrong type, an `operationName` the document does not define, headers over the size limit. */
  | 'BAD_REQUEST'
  /** The input broke a rule; nothing reached the provider. `extensions.fieldErrors` lists each field with its `FieldRuleCode`. Fix the input and send again. */
  | 'BAD_USER_INPUT'
  /** An operation using a `@cardData` field was sent with GET. Send it with POST. */
  | 'CARD_DATA_OVER_GET'
  /** `verify3ds` was called before the customer finished the challenge. Call it again once the challenge has returned to your `returnUrl`. */
  | 'CHALLENGE_NOT_COMPLETED'
  /** A browser's preflight from an origin the gateway does not allow (HTTP 403). */
  | 'CORS_ORIGIN_NOT_ALLOWED'
  /** The caller may not act for the merchant entity named in `extensions.field`. */
  | 'FORBIDDEN'
  /** The document does not parse, or has more tokens than allowed. Fix the operation. */
  | 'GRAPHQL_PARSE_FAILED'
  /** The document is not valid against the schema, or is over a limit (depth, aliases, cost). Fix the operation. */
  | 'GRAPHQL_VALIDATION_FAILED'
  /** The `transactionReference` was used with other input (`extensions.reason: DIFFERENT_INPUT`), or the same request is still running (`IN_PROGRESS`). */
  | 'IDEMPOTENCY_CONFLICT'
  /** A bug in the gateway, logged with the request id; no details are answered. Report it with `extensions.requestId`. */
  | 'INTERNAL_SERVER_ERROR'
  /** A mutation sent with GET, or an operation sent with a method other than GET and POST. */
  | 'METHOD_NOT_ALLOWED'
  /** The field needs something this deployment does not run. It stays so until the deployment is reconfigured: do not retry. */
  | 'NOT_AVAILABLE'
  /** HTTP 404: nothing is served at the path asked for. The API is at `/graphql` (subscriptions at `/graphql/stream`). */
  | 'NOT_FOUND'
  /** A money-moving request's answer was lost and its outcome is not known yet. Send the same input again (after `extensions.retryAfterMs` when given), never with a new reference. */
  | 'OUTCOME_UNKNOWN'
  /** A `documentId` that is not in the trusted documents' manifest. */
  | 'PERSISTED_DOCUMENT_NOT_FOUND'
  /** A raw query where only trusted documents run. Send the `documentId` of a document from your build's manifest. */
  | 'PERSISTED_DOCUMENT_REQUIRED'
  /** The caller's cost budget cannot pay for the operation (HTTP 429): wait `extensions.retryAfterMs`. Nothing ran. */
  | 'RATE_LIMITED'
  /** The request arrived while the gateway was shutting down (HTTP 503). Send it again on a new connection. */
  | 'SHUTTING_DOWN'
  /** The idempotency store could not be reached: the request was not sent. Send it again. */
  | 'STORE_UNAVAILABLE'
  /** The idempotency store lost records and cannot prove the request new: it was not sent. Send it again after `extensions.retryAfterMs`. */
  | 'STORE_UNTRUSTED'
  /** A subscription stream was refused at a cap on open streams (`extensions.scope`, `extensions.limit`). Nothing ran. */
  | 'TOO_MANY_STREAMS'
  /** The caller's credential is missing, unknown, invalid or expired (HTTP 401). */
  | 'UNAUTHENTICATED'
  /** The provider answered something its published contract does not allow. For a payout, query it by reference before paying again. */
  | 'UPSTREAM_CONTRACT_VIOLATION'
  /** The provider refused the gateway's own credentials (its 401): an operator's problem, not the caller's. Nothing was done; try again later. */
  | 'UPSTREAM_CREDENTIALS_REJECTED'
  /** The provider says the gateway's credentials are not entitled to this request (its 403, e.g. for this merchant entity): an operator's problem, not the caller's. */
  | 'UPSTREAM_NOT_ENTITLED'
  /** The provider limits the gateway's rate (its 429). Nothing was done; retry after `extensions.retryAfterMs` when given. */
  | 'UPSTREAM_RATE_LIMITED'
  /** The provider refused the request (4xx): `extensions.upstream` has its status, code, message and field errors. */
  | 'UPSTREAM_REJECTED'
  /** The provider failed (5xx), timed out or could not be reached. Try again later; money-moving mutations with the same `transactionReference`. */
  | 'UPSTREAM_UNAVAILABLE';

/** The rule of an entry of `extensions.fieldErrors` (`{ path, rule, message }`) on a `BAD_USER_INPUT` error: a closed list, so a frontend can word the rule in its own language. `message` says the same in English and may change wording. */
export type FieldRuleCode =
  /** A single-use value was already used. */
  | 'ALREADY_USED'
  /** The text is empty or holds only blanks. */
  | 'BLANK'
  /** Text the caller chooses outside the card fields (a transaction reference, a narrative, a name, an entity) holds a card number: 13 to 19 digits, in one run (even glued to letters) or grouped as cards are written (4-4-4-4, 4-6-5, 4-4-4-4-3, split by blanks, dashes, dots or underscores), that pass the Luhn check and start like a card of Visa, Mastercard, Maestro, American Express, Discover, Diners Club, UnionPay or JCB. It would be stored and echoed, where card numbers must never be, so it is refused. Dates, timestamps, order numbers and UUIDs are not card numbers (`ORD-20261128-000042`, `typed-client-1764331200000` pass). The message never repeats the value. Card numbers go in card fields only. */
  | 'CARD_NUMBER'
  /** A one-of input (`@oneOf`) sets none or more than one of its fields. */
  | 'EXACTLY_ONE'
  /** Any other broken rule: read the message. */
  | 'INVALID'
  /** The paging cursor is not one this API issued, or belongs to another list (other filters): start paging again. */
  | 'INVALID_CURSOR'
  /** The text does not have the required shape: a pattern, a code from a list (currency, country), a URL, a date. */
  | 'INVALID_FORMAT'
  /** The text is not an id this API issued, or not one of the type asked for. */
  | 'INVALID_ID'
  /** The value is of the wrong kind: a number for a string, an object for a list, a fraction for an integer. */
  | 'INVALID_TYPE'
  /** The card number fails its check digit: a mistyped digit. */
  | 'LUHN'
  /** The value is not one the field takes here (an enum value, a wallet not configured), or the field may not be given together with another. */
  | 'NOT_ALLOWED'
  /** The field is null where it needs a value. */
  | 'NOT_NULL'
  /** A number or date is outside its bounds, or two of them are in the wrong order or too far apart (date ranges). */
  | 'OUT_OF_RANGE'
  /** The field is absent, or absent while a field it goes with is given (an amount without a currency). */
  | 'REQUIRED'
  /** The text or list is longer than allowed. */
  | 'TOO_LONG'
  /** The text or list is shorter than allowed. */
  | 'TOO_SHORT'
  /** The input names a field its type does not have. */
  | 'UNKNOWN_FIELD';

/** Gift cards bought in this order. */
export type GiftCardsPurchaseInput = {
  /** Number of gift cards. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** Total value of the gift cards. */
  totalValue?: InputMaybe<GiftCardsTotalValueInput>;
};

/** Total value of gift cards, in whole minor units. Give the amount and the currency, or neither. */
export type GiftCardsTotalValueInput = {
  /**
   * The same as `minorUnits`, under the name outputs use for major units (`Money.amount`).
   * @deprecated Named like `Money.amount` but holds minor units: use minorUnits. Removal: 2027-05-27.
   */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** ISO 4217 currency code; required when `minorUnits` is given. */
  currency?: InputMaybe<Scalars['Currency']['input']>;
  /** Whole number of minor units, zero or more; required when `currency` is given. Set at most one of `minorUnits` and `amount`. */
  minorUnits?: InputMaybe<Scalars['Decimal']['input']>;
};

/** The order of a list that is sorted by time (statement entries, payment items). Paging works the same in both orders: `first`/`after` reads onward in the chosen order, `last`/`before` back towards its start, and a cursor is valid only in the order it came from. */
export type ListOrder =
  /** Newest first: exactly the reverse of `OLDEST_FIRST`, so `first: 20` is the 20 most recent. */
  | 'NEWEST_FIRST'
  /** Oldest first, the provider's order (the default). */
  | 'OLDEST_FIRST';

/** Filters of a merchant's payment item search: those of `PaymentItemFilter` without `entity`, which is the merchant's. `startDate` and `endDate` are required; every other filter narrows the result further when given. */
export type MerchantPaymentItemFilter = {
  /** Account number of the beneficiary: up to 50 letters (any script, with accents), digits, spaces and the punctuation `. , ' ’ - _ & / ( ) # : + @`; other characters are refused with rule `INVALID_FORMAT`. IBANs are not supported. */
  beneficiaryAccountNumber?: InputMaybe<Scalars['String']['input']>;
  /** Destination country of the payment. */
  countryCode?: InputMaybe<Scalars['CountryCode']['input']>;
  /** Last day of the range. Must be before today and after `startDate`. */
  endDate: Scalars['Date']['input'];
  /** The merchant's reference of the payment. Passed to the provider as is; its format is not documented by the provider. */
  merchantReference?: InputMaybe<Scalars['String']['input']>;
  /** Statement narrative of the payment: up to 50 letters (any script, with accents), digits, spaces and the punctuation `. , ' ’ - _ & / ( ) # : + @`; other characters are refused with rule `INVALID_FORMAT`. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  narrative?: InputMaybe<Scalars['String']['input']>;
  /** Name of the payee (person or company), matched as part of the name: up to 140 letters (any script, with accents), digits, spaces and the punctuation `. , ' ’ - _ & / ( ) # : + @`; other characters are refused with rule `INVALID_FORMAT`. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  payeeName?: InputMaybe<Scalars['String']['input']>;
  /** The payment reference. Passed to the provider as is; its format is not documented by the provider. */
  paymentReference?: InputMaybe<Scalars['String']['input']>;
  /** The amount sent and the currency it was sent in (the remitter account's), matched against `PaymentItem.source`: `amount` in major units, as `Money.amount` shows it. Give either field or both. Set each of its fields or the deprecated `sourceAmount`/`sourceCurrency`, not both. */
  source?: InputMaybe<MoneyFilter>;
  /**
   * Amount sent, in major units with at most 2 decimal places, e.g. `"250.00"`; sent to the provider with exactly 2 (`12.5` as `12.50`), then 1 to 19 characters.
   * @deprecated Use source: { amount }, named and shaped like PaymentItem.source. Removal: 2027-06-03.
   */
  sourceAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /**
   * Currency the payment was sent in (the remitter account's currency).
   * @deprecated Use source: { currency }, named and shaped like PaymentItem.source. Removal: 2027-06-03.
   */
  sourceCurrency?: InputMaybe<Scalars['Currency']['input']>;
  /** First day of the range (included). Must be before today, before `endDate` (not equal), after 0001-01-01, and at most 366 days before `endDate`; ranges longer than the provider's 30 days are searched in windows and stitched. */
  startDate: Scalars['Date']['input'];
  /** The amount the payee received and its currency, matched against `PaymentItem.target`: `amount` in major units, as `Money.amount` shows it. Give either field or both. Set each of its fields or the deprecated `targetAmount`/`targetCurrency`, not both. */
  target?: InputMaybe<MoneyFilter>;
  /**
   * Amount received, in major units with at most 2 decimal places; sent to the provider with exactly 2 (`12.5` as `12.50`), then 1 to 19 characters.
   * @deprecated Use target: { amount }, named and shaped like PaymentItem.target. Removal: 2027-06-03.
   */
  targetAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /**
   * Currency the payee received.
   * @deprecated Use target: { currency }, named and shaped like PaymentItem.target. Removal: 2027-06-03.
   */
  targetCurrency?: InputMaybe<Scalars['Currency']['input']>;
  /** The caller's reference of the payment: up to 50 letters (any script, with accents), digits, spaces and the punctuation `. , ' ’ - _ & / ( ) # : + @`; other characters are refused with rule `INVALID_FORMAT`. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme); dates, timestamps and order numbers are fine, as in `ORD-20261128-1764331200000`. */
  transactionReference?: InputMaybe<Scalars['String']['input']>;
};

/** An amount given in whole minor units of a currency, as the provider's payment requests expect: with GBP (two decimals) `"250"` means 2.50 GBP; with JPY (no decimals) `"250"` means 250 JPY. */
export type MinorUnitsAmountInput = {
  /**
   * The same as `minorUnits`, under the name outputs use for major units (`Money.amount`). Set exactly one of `minorUnits` and `amount`.
   * @deprecated Named like `Money.amount` but holds minor units: use minorUnits. Removal: 2027-05-27.
   */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** ISO 4217 code of the currency, e.g. `GBP`. */
  currency: Scalars['Currency']['input'];
  /** Whole number of minor units, written as a `Decimal` without a fractional part (`"250"` or the integer literal `250`). Above zero for payouts and sales; zero or more for a 3-D Secure authentication (`authenticate3ds`: adding a card authenticates no payment). A string keeps amounts beyond 2^53 exact. Set exactly one of `minorUnits` and `amount`. */
  minorUnits?: InputMaybe<Scalars['Decimal']['input']>;
};

/** An amount of money to match, in major units like `Money.amount` (the output it filters): `"250.00"` means 250.00 of `currency`. Each field narrows the match when given: `currency` alone matches every amount in that currency. */
export type MoneyFilter = {
  /** The amount in major units of the currency, as `Money.amount` shows it: at most 2 decimal places, e.g. `"250.00"`; sent to the provider with exactly 2 (`12.5` as `12.50`), then 1 to 19 characters. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** ISO 4217 code of the currency, e.g. `GBP`. */
  currency?: InputMaybe<Scalars['Currency']['input']>;
};

/** The mutation a money-moving request came from. */
export type MoneyRequestOperation =
  /** A charge of a stored card (`createCardOnFileSale`). */
  | 'CARD_ON_FILE_SALE'
  /** A payout to a card (`createPayout`). */
  | 'PAYOUT';

/** How far a money-moving request got. The provider's business outcome (for a payout: approved, refused...) is not this: it is on the payout (`MoneyRequest.payout`). */
export type MoneyRequestStatus =
  /** The provider answered; a retry with the same input and reference replays that answer without sending anything. */
  | 'COMPLETED'
  /** Being sent right now: a retry with the same input and reference answers `IDEMPOTENCY_CONFLICT` (`IN_PROGRESS`) until it ends. */
  | 'IN_PROGRESS'
  /** Sent, but the provider's answer was lost (or the gateway stopped while sending it): the provider may have carried it out. Retry it with the same input and reference, never a new reference; the gateway asks the provider and answers once it knows (see `createPayout`). A payout is also settled without a retry: the gateway asks the provider by reference every few seconds, so it turns `COMPLETED`, or leaves the list once the provider confirms it never arrived (the reference may then be sent again). A card-on-file sale stays here: the provider offers no way to look one up. */
  | 'OUTCOME_UNKNOWN';

/** Whether a card gives access to several accounts. */
export type MultipleAccountAccess =
  /** The card gives access to several accounts, and the issuer manages which one pays (provider value `managed`). */
  | 'MANAGED'
  /** A value this API does not know yet; read the raw value beside this field. */
  | 'UNKNOWN';

/** The text that appears on the card holder's bank statement for this payment. */
export type NarrativeInput = {
  /** First statement line; identifies the merchant to the card holder. Required. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  line1: Scalars['String']['input'];
  /** Optional second statement line. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  line2?: InputMaybe<Scalars['String']['input']>;
};

/** A payment facilitator and the sub-merchant it sells for. */
export type PaymentFacilitatorInput = {
  /** The independent sales organisation's id, if any. */
  isoId?: InputMaybe<Scalars['String']['input']>;
  /** The payment facilitator's id assigned by the card scheme. */
  pfId: Scalars['String']['input'];
  /** The sub-merchant the sale is made for. */
  subMerchant: SubMerchantInput;
};

/** Filters of a payment item search. `entity`, `startDate` and `endDate` are required; every other filter narrows the result further when given. */
export type PaymentItemFilter = {
  /** Account number of the beneficiary: up to 50 letters (any script, with accents), digits, spaces and the punctuation `. , ' ’ - _ & / ( ) # : + @`; other characters are refused with rule `INVALID_FORMAT`. IBANs are not supported. */
  beneficiaryAccountNumber?: InputMaybe<Scalars['String']['input']>;
  /** Destination country of the payment. */
  countryCode?: InputMaybe<Scalars['CountryCode']['input']>;
  /** Last day of the range (included). Must be before today and after `startDate`. */
  endDate: Scalars['Date']['input'];
  /** The merchant entity: exactly 6 letters and digits, without the letters I and O. */
  entity: Scalars['String']['input'];
  /** The merchant's reference of the payment. Passed to the provider as is; its format is not documented by the provider. */
  merchantReference?: InputMaybe<Scalars['String']['input']>;
  /** Statement narrative of the payment: up to 50 letters (any script, with accents), digits, spaces and the punctuation `. , ' ’ - _ & / ( ) # : + @`; other characters are refused with rule `INVALID_FORMAT`. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  narrative?: InputMaybe<Scalars['String']['input']>;
  /** Name of the payee (person or company), matched as part of the name: up to 140 letters (any script, with accents), digits, spaces and the punctuation `. , ' ’ - _ & / ( ) # : + @`; other characters are refused with rule `INVALID_FORMAT`. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  payeeName?: InputMaybe<Scalars['String']['input']>;
  /** The payment reference. Passed to the provider as is; its format is not documented by the provider. */
  paymentReference?: InputMaybe<Scalars['String']['input']>;
  /** The amount sent and the currency it was sent in (the remitter account's), matched against `PaymentItem.source`: `amount` in major units, as `Money.amount` shows it. Give either field or both. Set each of its fields or the deprecated `sourceAmount`/`sourceCurrency`, not both. */
  source?: InputMaybe<MoneyFilter>;
  /**
   * Amount sent, in major units with at most 2 decimal places, e.g. `"250.00"`; sent to the provider with exactly 2 (`12.5` as `12.50`), then 1 to 19 characters.
   * @deprecated Use source: { amount }, named and shaped like PaymentItem.source. Removal: 2027-06-03.
   */
  sourceAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /**
   * Currency the payment was sent in (the remitter account's currency).
   * @deprecated Use source: { currency }, named and shaped like PaymentItem.source. Removal: 2027-06-03.
   */
  sourceCurrency?: InputMaybe<Scalars['Currency']['input']>;
  /** First day of the range (included). Must be before today, before `endDate` (not equal), after 0001-01-01, and at most 366 days before `endDate`; ranges longer than the provider's 30 days are searched in windows and stitched. */
  startDate: Scalars['Date']['input'];
  /** The amount the payee received and its currency, matched against `PaymentItem.target`: `amount` in major units, as `Money.amount` shows it. Give either field or both. Set each of its fields or the deprecated `targetAmount`/`targetCurrency`, not both. */
  target?: InputMaybe<MoneyFilter>;
  /**
   * Amount received, in major units with at most 2 decimal places; sent to the provider with exactly 2 (`12.5` as `12.50`), then 1 to 19 characters.
   * @deprecated Use target: { amount }, named and shaped like PaymentItem.target. Removal: 2027-06-03.
   */
  targetAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /**
   * Currency the payee received.
   * @deprecated Use target: { currency }, named and shaped like PaymentItem.target. Removal: 2027-06-03.
   */
  targetCurrency?: InputMaybe<Scalars['Currency']['input']>;
  /** The caller's reference of the payment: up to 50 letters (any script, with accents), digits, spaces and the punctuation `. , ' ’ - _ & / ( ) # : + @`; other characters are refused with rule `INVALID_FORMAT`. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme); dates, timestamps and order numbers are fine, as in `ORD-20261128-1764331200000`. */
  transactionReference?: InputMaybe<Scalars['String']['input']>;
};

/** The state of a payment item. The provider's spec shows only `EXECUTED` ("full list of values: not shown"); `PENDING`, `REJECTED` and `RETURNED` are this API's sandbox's words, not the provider's, kept so that a screen can name them should the provider send them. A state not listed here arrives as `OTHER`; the provider's word is always in `rawPaymentState`. */
export type PaymentState =
  /** The payment was made: the money left your account for the beneficiary's bank. */
  | 'EXECUTED'
  /** A state not listed here; read `rawPaymentState`. */
  | 'OTHER'
  /** The payment is on its way and not yet executed. A sandbox value: the provider's spec does not list it. */
  | 'PENDING'
  /** The payment was refused before it was made; no money left your account. A sandbox value: the provider's spec does not list it. */
  | 'REJECTED'
  /** The payment was made but the beneficiary's bank sent it back. A sandbox value: the provider's spec does not list it. */
  | 'RETURNED';

/** A card number with its expiry date. */
export type PayoutCardInput = {
  /** The card holder's billing address; recommended. Postal code and country are required when sent; for cards of the provider's "network A" (Visa in the sandbox) issued in Canada the full address (address1, city, state, postal code, country) is required. */
  billingAddress?: InputMaybe<AddressInput>;
  /** The card's expiry date. */
  cardExpiryDate: CardExpiryDateInput;
  /** Name of the card holder; recommended (the provider uses `Not Supplied` otherwise). In the sandbox the name chooses the fast-access outcome. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  cardHolderName?: InputMaybe<Scalars['String']['input']>;
  /** The card number (PAN), 12 to 19 digits. Never logged or echoed. */
  cardNumber: Scalars['String']['input'];
};

/** The card to pay to. Set exactly one field, the one matching the kind of card data you hold. */
export type PayoutInstrumentInput =
  /** A card number with its expiry date. */
  { card: PayoutCardInput; networkToken?: never; tokenizedCard?: never; walletNetworkToken?: never; }
  |  /** A card network token with its expiry date. */
  { card?: never; networkToken: PayoutNetworkTokenInput; tokenizedCard?: never; walletNetworkToken?: never; }
  |  /** A card stored at the provider, by the location of its token. */
  { card?: never; networkToken?: never; tokenizedCard: PayoutTokenizedCardInput; walletNetworkToken?: never; }
  |  /** A wallet's network token (device PAN). Basic disbursement only. */
  { card?: never; networkToken?: never; tokenizedCard?: never; walletNetworkToken: PayoutWalletNetworkTokenInput; };

/** The kind of card data a payout was sent with. */
export type PayoutInstrumentKind =
  /** A card number with its expiry date (`PayoutInstrumentInput.card`). */
  | 'CARD'
  /** A card network token (`PayoutInstrumentInput.networkToken`). */
  | 'NETWORK_TOKEN'
  /** A card stored at the provider (`PayoutInstrumentInput.tokenizedCard`). */
  | 'TOKENIZED_CARD'
  /** A wallet's network token (`PayoutInstrumentInput.walletNetworkToken`). */
  | 'WALLET_NETWORK_TOKEN';

/** How a payout is sent. */
export type PayoutMethod =
  /** Basic disbursement: credited within standard timescales (3 to 5 working days). */
  | 'BASIC_DISBURSEMENT'
  /** Fast access: credited within 30 minutes when the card issuer supports it, otherwise falls back to standard timescales. */
  | 'FAST_ACCESS';

/** A card network token. */
export type PayoutNetworkTokenInput = {
  /** The card holder's billing address. The spec allows a billing address only with a card or a wallet's network token, so it is refused here unless the gateway is configured for a newer payout version that accepts it (UPSTREAM_PAYOUTS_NETWORK_TOKEN_BILLING_ADDRESS=true). Postal code and country are required when sent. */
  billingAddress?: InputMaybe<AddressInput>;
  /** Name of the card holder; recommended. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  cardHolderName?: InputMaybe<Scalars['String']['input']>;
  /** The token's expiry date. May lie in the past, to process unreferenced refunds. */
  expiryDate: CardExpiryDateInput;
  /** The network token number. */
  tokenNumber: Scalars['String']['input'];
};

/** Outcome of a payout. Basic disbursements use REQUEST_RECEIVED, REFUSED, ERROR and QUERY_REQUIRED; fast access uses REQUESTED, PENDING, APPROVED, DISBURSED, REFUSED, ERROR and QUERY_REQUIRED. */
export type PayoutOutcome =
  /** Fast access payout approved: funds reach the card within 30 minutes when the issuer supports fast access, otherwise within standard timescales. */
  | 'APPROVED'
  /** Fast access payout reconciled with the card network's daily reporting. `payoutUpdated` ends here (the gateway's decision: the provider shows no move out of it). */
  | 'DISBURSED'
  /** A downstream system failed, or no response came within 48 hours. `payoutUpdated` ends here (the gateway's decision: the provider shows no move out of it). */
  | 'ERROR'
  /** Fast access payout sent to the card network. Turns into ERROR when no update arrives within 48 hours. */
  | 'PENDING'
  /** The outcome could not be determined because of a downstream issue. Poll the payout later: when the provider has an update, the payout shows the updated outcome. */
  | 'QUERY_REQUIRED'
  /** The payout was refused (e.g. the issuer declined, did not respond, or does not allow payouts in that country). Try another card. `payoutUpdated` ends here (the gateway's decision: the provider shows no move out of it). */
  | 'REFUSED'
  /** Fast access payout received by the provider. */
  | 'REQUESTED'
  /** Basic disbursement received; it is processed within 3 to 5 working days. The provider reports no later outcome of a basic disbursement, so `payoutUpdated` ends here (the gateway's decision). */
  | 'REQUEST_RECEIVED'
  /** An outcome this API does not know yet; read `rawOutcome`. */
  | 'UNKNOWN';

/** A card stored at the provider. */
export type PayoutTokenizedCardInput = {
  /** Name of the card holder; recommended. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  cardHolderName?: InputMaybe<Scalars['String']['input']>;
  /** Location (href) of the stored card token, as returned when the card was stored. */
  href: Scalars['String']['input'];
};

/** A network token from a wallet (device primary account number). Name its wallet with `wallet`, or with `walletName` for a wallet the gateway's operator configured; set at most one of the two. Naming neither means `APPLE_PAY`, the wallet of the provider's example. */
export type PayoutWalletNetworkTokenInput = {
  /** The card holder's billing address; recommended. Postal code and country are required when sent. */
  billingAddress?: InputMaybe<AddressInput>;
  /** Name of the card holder; recommended. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  cardHolderName?: InputMaybe<Scalars['String']['input']>;
  /** The device primary account number (DPAN). */
  dpan: Scalars['String']['input'];
  /** The token's expiry date; optional. Sent to the provider as `cardExpiryDate`, the name its wallet payout examples use. */
  expiryDate?: InputMaybe<CardExpiryDateInput>;
  /** The wallet holding the device account number. Default: `APPLE_PAY` (when `walletName` is not set either). */
  wallet?: InputMaybe<Wallet>;
  /** The name of a wallet the `Wallet` enum does not list, as configured in the gateway's `UPSTREAM_WALLETS` setting (ask your gateway's operator). Any other name is refused before the provider is called. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  walletName?: InputMaybe<Scalars['String']['input']>;
};

/** Dates in the life of the customer's account. */
export type RiskAccountHistoryInput = {
  /** When the account was created. */
  createdAt?: InputMaybe<Scalars['Date']['input']>;
  /** When the account was last modified. */
  modifiedAt?: InputMaybe<Scalars['Date']['input']>;
  /** When the account's password was last changed. */
  passwordModifiedAt?: InputMaybe<Scalars['Date']['input']>;
  /** When this payment account (card) was added to the customer's account. */
  paymentAccountEnrolledAt?: InputMaybe<Scalars['Date']['input']>;
};

/** The customer's account at the merchant. */
export type RiskAccountInput = {
  /** The account's email address. The card schemes require this or `transaction.phoneNumber`. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** When the account was created and changed. */
  history?: InputMaybe<RiskAccountHistoryInput>;
  /** True when suspicious activity was seen on the account before. */
  previousSuspiciousActivity?: InputMaybe<Scalars['Boolean']['input']>;
  /** How the customer is logged in. */
  type?: InputMaybe<RiskAccountType>;
};

/** How the customer is logged in at the merchant. */
export type RiskAccountType =
  /** Logged in with a federated identity (e.g. a social login). */
  | 'FEDERATED_ACCOUNT'
  /** Logged in with a FIDO authenticator. */
  | 'FIDO_AUTHENTICATOR'
  /** Checking out as a guest, without an account. */
  | 'GUEST_USER'
  /** Logged in with the card issuer's credentials. */
  | 'ISSUER_CREDENTIALS'
  /** Logged in to an account at the merchant. */
  | 'REGISTERED_USER'
  /** Logged in through a third-party authentication. */
  | 'THIRD_PARTY_AUTHENTICATION';

/** Optional risk data: the more the issuer knows, the likelier a frictionless outcome. */
export type RiskDataInput = {
  /** The customer's account at the merchant. */
  account?: InputMaybe<RiskAccountInput>;
  /** How and where the order is shipped. */
  shipping?: InputMaybe<RiskShippingInput>;
  /** The order and the customer's purchase history. */
  transaction?: InputMaybe<RiskTransactionInput>;
};

/** The part of the address a risk concerns. */
export type RiskDetail =
  /** The street address. */
  | 'ADDRESS'
  /** The postal code. */
  | 'POSTCODE'
  /** A part this API does not know yet; read `rawDetail`. */
  | 'UNKNOWN';

/** The check that found a risk. */
export type RiskFactorType =
  /** Address verification (billing address against the issuer's records). */
  | 'AVS'
  /** Card security code check. */
  | 'CVC'
  /** A check this API does not know yet; read `rawType`. */
  | 'UNKNOWN';

/** What a check found. */
export type RiskLevel =
  /** The issuer did not perform the check. */
  | 'NOT_CHECKED'
  /** The value did not match the issuer's records. */
  | 'NOT_MATCHED'
  /** The value was not supplied in the request. */
  | 'NOT_SUPPLIED'
  /** A finding this API does not know yet; read `rawRisk`. */
  | 'UNKNOWN';

/** How and where the order is shipped. */
export type RiskShippingInput = {
  /** The shipping address. */
  address?: InputMaybe<ShippingAddressInput>;
  /** The email address for electronic delivery. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Where the order is shipped to. */
  method?: InputMaybe<ShippingMethod>;
  /** True when the name on the shipping address matches the account's name. */
  nameMatchesAccountName?: InputMaybe<Scalars['Boolean']['input']>;
  /** How fast the order is delivered. */
  timeFrame?: InputMaybe<ShippingTimeFrame>;
};

/** The customer's recent activity. */
export type RiskTransactionHistoryInput = {
  /** Attempts to add a card in the last 24 hours. */
  addCardsLastDay?: InputMaybe<Scalars['Int']['input']>;
  /** Payment attempts in the last 24 hours. */
  attemptsLastDay?: InputMaybe<Scalars['Int']['input']>;
  /** Payment attempts in the last year. */
  attemptsLastYear?: InputMaybe<Scalars['Int']['input']>;
  /** Completed purchases in the last six months. */
  completedLastSixMonths?: InputMaybe<Scalars['Int']['input']>;
  /** When the shipping address was first used. */
  shippingAddressFirstUsedAt?: InputMaybe<Scalars['Date']['input']>;
};

/** The order and the customer's purchase history. */
export type RiskTransactionInput = {
  /** The customer's first name. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Gift cards in this order. */
  giftCardsPurchase?: InputMaybe<GiftCardsPurchaseInput>;
  /** How often the customer bought and added cards recently. */
  history?: InputMaybe<RiskTransactionHistoryInput>;
  /** The customer's last name. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** The customer's phone number. The card schemes require this or `account.email`. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** For a pre-order: when the goods are expected to be available. */
  preOrderDate?: InputMaybe<Scalars['Date']['input']>;
  /** True when this order repeats a previous order. */
  reorder?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Channel through which a sale was ordered. */
export type SaleChannel =
  /** Mail order or telephone order. */
  | 'MOTO';

/** A 3-D Secure result, as returned in `ThreeDsAuthentication`. */
export type SaleCustomerAuthenticationInput = {
  /** The cryptographic authentication value (CAVV/UCAF). */
  authenticationValue?: InputMaybe<Scalars['String']['input']>;
  /** The ECI of the authentication. */
  eci: Scalars['String']['input'];
  /** The 3-D Secure transaction id. */
  transactionId?: InputMaybe<Scalars['String']['input']>;
  /** Kind of authentication, as the provider names it (e.g. `3DS`). */
  type: Scalars['String']['input'];
  /** The 3-D Secure version used. */
  version?: InputMaybe<Scalars['String']['input']>;
};

/** The customer's earlier authentication. */
export type SaleCustomerInput = {
  /** The 3-D Secure result of the customer's authentication (see `authenticate3ds`). */
  authentication: SaleCustomerAuthenticationInput;
};

/** The merchant of a sale. */
export type SaleMerchantInput = {
  /** The merchant entity (the id created at on-boarding). Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  entity: Scalars['String']['input'];
  /** The merchant category code (4 digits), when it differs from the on-boarded one. */
  mcc?: InputMaybe<Scalars['String']['input']>;
  /** Set when you act as a payment facilitator for a sub-merchant. */
  paymentFacilitator?: InputMaybe<PaymentFacilitatorInput>;
};

/** The issuer's decision on a sale. The provider's spec shows no outcome values ("Outcome values and transitions: not shown"): `AUTHORIZED` (`authorized`) and `REFUSED` (`refused`) are this API's sandbox's words. Any other word arrives as `UNKNOWN`; the provider's word is always in `rawOutcome`. */
export type SaleOutcome =
  /** The sale was authorized and will be settled (provider word `authorized`, a sandbox value). */
  | 'AUTHORIZED'
  /** The issuer refused the sale (provider word `refused`, a sandbox value). */
  | 'REFUSED'
  /** An outcome this API does not know yet; read `rawOutcome`. */
  | 'UNKNOWN';

/** The stored card to charge (the provider's `card/plain` instrument). All card data stays in the request body and is never logged or echoed. */
export type SalePaymentInstrumentInput = {
  /** The card holder's billing address, for the address verification check (AVS). */
  billingAddress?: InputMaybe<AddressInput>;
  /** The card's expiry date. */
  cardExpiryDate: CardExpiryDateInput;
  /** Name of the card holder. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  cardHolderName: Scalars['String']['input'];
  /** The card number (PAN), 12 to 19 digits. */
  cardNumber: Scalars['String']['input'];
  /** The card security code, for the CVC check. Never stored. */
  cvc?: InputMaybe<Scalars['String']['input']>;
  /** Location (href) of a CVC stored at the provider for a short time, instead of `cvc`. */
  cvcHref?: InputMaybe<Scalars['String']['input']>;
  /** Location (href) of the stored card resource at the provider. Optional, sent only when given: the spec's table marks it required but says which of the card number, `href` and `tokenHref` apply to which instrument is not shown. A provider that requires it refuses the sale (`UPSTREAM_REJECTED`, field error at this path) before any money moves. */
  href?: InputMaybe<Scalars['String']['input']>;
  /** Location (href) of the stored card's token at the provider. Optional, sent only when given: the spec's table marks it required but says which of the card number, `href` and `tokenHref` apply to which instrument is not shown. A provider that requires it refuses the sale (`UPSTREAM_REJECTED`, field error at this path) before any money moves. */
  tokenHref?: InputMaybe<Scalars['String']['input']>;
};

/** A shipping address. When sent, `address1`, `city`, `postalCode` and `countryCode` are required. */
export type ShippingAddressInput = {
  /** First line of the street address. */
  address1: Scalars['String']['input'];
  /** Second line of the street address. */
  address2?: InputMaybe<Scalars['String']['input']>;
  /** Third line of the street address. */
  address3?: InputMaybe<Scalars['String']['input']>;
  /** City or town. */
  city: Scalars['String']['input'];
  /** ISO 3166-1 alpha-2 country code. */
  countryCode: Scalars['CountryCode']['input'];
  /** Phone number at the shipping address. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Postal code or ZIP code. */
  postalCode: Scalars['String']['input'];
  /** Country sub-division as a two-character ISO 3166-2 code without the country prefix. */
  stateCode?: InputMaybe<Scalars['String']['input']>;
};

/** Where an order is shipped to. */
export type ShippingMethod =
  /** To the card holder's billing address. */
  | 'BILLING_ADDRESS'
  /** Digital goods, nothing shipped. */
  | 'DIGITAL'
  /** Any other way. */
  | 'OTHER'
  /** To an address different from the billing address. */
  | 'OTHER_ADDRESS'
  /** Picked up at a store. */
  | 'STORE'
  /** Travel or event tickets, not shipped. */
  | 'UNSHIPPED_TICKETS'
  /** To another address the merchant has verified. */
  | 'VERIFIED_ADDRESS';

/** How fast an order is delivered. */
export type ShippingTimeFrame =
  /** Electronic delivery. */
  | 'ELECTRONIC'
  /** Next day (overnight). */
  | 'NEXT_DAY'
  /** Same day. */
  | 'SAME_DAY'
  /** Two or more days. */
  | 'TWO_DAYS_PLUS';

/** Direction of a statement entry. */
export type StatementFundingType =
  /** The entry adds funds to the account. */
  | 'CREDIT'
  /** The entry takes funds from the account. */
  | 'DEBIT'
  /** A value this API does not know yet; read `rawFundingType`. */
  | 'UNKNOWN';

/** The sub-merchant of a payment facilitator. */
export type SubMerchantInput = {
  /** City of the sub-merchant. */
  city: Scalars['String']['input'];
  /** Country of the sub-merchant. */
  countryCode: Scalars['CountryCode']['input'];
  /** The sub-merchant's id at the payment facilitator. */
  merchantId: Scalars['String']['input'];
  /** The sub-merchant's trading name. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  name: Scalars['String']['input'];
  /** Postal code of the sub-merchant. */
  postalCode: Scalars['String']['input'];
  /** Country sub-division (state) code of the sub-merchant. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Street address of the sub-merchant. */
  street: Scalars['String']['input'];
  /** Tax id of the sub-merchant. */
  taxId?: InputMaybe<Scalars['String']['input']>;
};

/** A billing address for 3-D Secure. When sent, `address1`, `city`, `postalCode` and `countryCode` are required. */
export type ThreeDsAddressInput = {
  /** First line of the street address. */
  address1: Scalars['String']['input'];
  /** Second line of the street address. */
  address2?: InputMaybe<Scalars['String']['input']>;
  /** Third line of the street address. */
  address3?: InputMaybe<Scalars['String']['input']>;
  /** City or town. */
  city: Scalars['String']['input'];
  /** ISO 3166-1 alpha-2 country code. */
  countryCode: Scalars['CountryCode']['input'];
  /** Postal code or ZIP code. */
  postalCode: Scalars['String']['input'];
  /** Country sub-division as a two-character ISO 3166-2 code without the country prefix (e.g. `CA` for California); recommended for US addresses. */
  state?: InputMaybe<Scalars['String']['input']>;
};

/** Card details entered by the customer. */
export type ThreeDsCardInput = {
  /** The card holder's billing address; recommended by the card schemes. */
  billingAddress?: InputMaybe<ThreeDsAddressInput>;
  /** The card's expiry date. */
  cardExpiryDate: CardExpiryDateInput;
  /** Name of the card holder. Optional here, but card schemes require it and issuers may fail without it. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  cardHolderName?: InputMaybe<Scalars['String']['input']>;
  /** The card number (PAN), 12 to 19 digits. Never logged or echoed. */
  cardNumber: Scalars['String']['input'];
};

/** The merchant of a 3-D Secure authentication. */
export type ThreeDsMerchantInput = {
  /** The acquirer's id (used with network tokens). */
  acquirerId?: InputMaybe<Scalars['String']['input']>;
  /** The merchant entity (the id created at on-boarding); routes the request. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  entity: Scalars['String']['input'];
  /** A merchant name shown instead of the on-boarded one (used with network tokens). Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  overrideName?: InputMaybe<Scalars['String']['input']>;
};

/** A card network token. */
export type ThreeDsNetworkTokenInput = {
  /** The card holder's billing address; recommended by the card schemes. */
  billingAddress?: InputMaybe<ThreeDsAddressInput>;
  /** The token's expiry date. */
  cardExpiryDate: CardExpiryDateInput;
  /** The network token number. */
  tokenNumber: Scalars['String']['input'];
};

/** Outcome of a 3-D Secure authentication. */
export type ThreeDsOutcome =
  /** The wallet token was already authenticated by the wallet. Go straight to authorization. */
  | 'ALREADY_AUTHENTICATED'
  /** The card holder was authenticated without a challenge (or passed it). Authorize with the values returned. */
  | 'AUTHENTICATED'
  /** The issuer failed the authentication. Do not proceed with this card, or authenticate again. */
  | 'AUTHENTICATION_FAILED'
  /** Authentication was bypassed (premium 3-D Secure is enabled, or the directory server timed out). Authorize with the returned values. */
  | 'BYPASSED'
  /** The issuer wants to challenge the card holder: display `challenge`, then call `verify3ds`. */
  | 'CHALLENGED'
  /** The card is not enrolled in 3-D Secure. Authorization may proceed with the returned ECI. */
  | 'NOT_ENROLLED'
  /** Authentication is unavailable right now (no `authentication` values). You may retry. */
  | 'UNAVAILABLE'
  /** An outcome this API does not know yet; read `rawOutcome`. */
  | 'UNKNOWN';

/** A card stored at the provider. */
export type ThreeDsTokenizedCardInput = {
  /** Location (href) of the stored card token, as returned when the card was stored. */
  href: Scalars['String']['input'];
};

/** A wallet payment token. Name its wallet with `wallet`, or with `walletName` for a wallet the gateway's operator configured; set at most one of the two. Naming neither means `GOOGLE_PAY`, the wallet of the provider's example. */
export type ThreeDsWalletTokenInput = {
  /** The wallet that issued the token. Default: `GOOGLE_PAY` (when `walletName` is not set either). */
  wallet?: InputMaybe<Wallet>;
  /** The name of a wallet the `Wallet` enum does not list, as configured in the gateway's `UPSTREAM_WALLETS` setting (ask your gateway's operator). Any other name is refused before the provider is called. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  walletName?: InputMaybe<Scalars['String']['input']>;
  /** The wallet's payment data, exactly as the wallet returned it (a JSON document serialized as a string). Ask the wallet for assurance details: when they show the card holder as authenticated the outcome is `ALREADY_AUTHENTICATED`. */
  walletToken: Scalars['String']['input'];
};

/** Kind of movement on an account statement. Providers add kinds over time; unknown ones are `OTHER`. */
export type TransferType =
  /** Funds added to the account to pay out from. */
  | 'LIQUIDITY_FUNDING'
  /** A transfer type this API does not know yet; read `rawTransferType`. */
  | 'OTHER'
  /** Funds paid out to a card or account. */
  | 'PAYOUT'
  /** A payout returned to the account (e.g. the beneficiary's bank rejected it). */
  | 'PAYOUT_REVERSAL';

/** Which challenged authentication to verify. */
export type Verify3dsInput = {
  /** The `challenge.reference` returned with the `CHALLENGED` outcome. */
  challengeReference: Scalars['String']['input'];
  /** The merchant entity of the authentication. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  entity: Scalars['String']['input'];
  /** The `transactionReference` of the challenged authentication. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme); dates, timestamps and order numbers are fine, as in `ORD-20261128-1764331200000`. */
  transactionReference: Scalars['String']['input'];
};

/** A digital wallet that issues payment tokens. The provider's documents name wallets in its instrument types (`card/wallet+googlepay`, `card/networkToken+applepay`); this enum holds the wallets they name. A wallet the provider supports but this enum lacks is selected by name (`walletName`) once the gateway's operator has added it to the `UPSTREAM_WALLETS` setting. */
export type Wallet =
  /** Apple Pay. The provider's payout example pays to an Apple Pay device account number. */
  | 'APPLE_PAY'
  /** Google Pay. The provider's 3-D Secure example authenticates a Google Pay token. */
  | 'GOOGLE_PAY';

export type BalancesQueryVariables = Exact<{
  entity: Scalars['String']['input'];
}>;


export type BalancesQuery = { __typename: 'Query', accounts?: Array<{ __typename: 'Account', id: string, accountNumber: string, name?: string | null, currency: string, balance: { __typename: 'AccountBalance', cleared: { __typename: 'Money', amount: string, currency: string }, total: { __typename: 'Money', amount: string, currency: string, minorUnits?: string | null } } }> | null };

export type PayoutStatusFragment = { __typename: 'Payout', id: string, outcome: PayoutOutcome, rawOutcome: string, updateAvailable: boolean };

export type CreatePayoutMutationVariables = Exact<{
  input: CreatePayoutInput;
}>;


export type CreatePayoutMutation = { __typename: 'Mutation', createPayout: { __typename: 'CreatePayoutPayload', replayed: boolean, payout: { __typename: 'Payout', transactionReference?: string | null, method?: PayoutMethod | null, id: string, outcome: PayoutOutcome, rawOutcome: string, updateAvailable: boolean } } };

export type PayoutByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PayoutByIdQuery = { __typename: 'Query', payout?: { __typename: 'Payout', id: string, outcome: PayoutOutcome, rawOutcome: string, updateAvailable: boolean } | null };

export type PayoutByReferenceQueryVariables = Exact<{
  transactionReference: Scalars['String']['input'];
  entity: Scalars['String']['input'];
}>;


export type PayoutByReferenceQuery = { __typename: 'Query', payoutByReference?: { __typename: 'Payout', id: string, outcome: PayoutOutcome, rawOutcome: string, updateAvailable: boolean } | null };

export type StatementPageQueryVariables = Exact<{
  accountNumber: Scalars['String']['input'];
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
}>;


export type StatementPageQuery = { __typename: 'Query', account?: { __typename: 'Account', statement?: { __typename: 'StatementItemConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor?: string | null, endCursor?: string | null }, edges: Array<{ __typename: 'StatementItemEdge', node: { __typename: 'StatementItem', statementItemId: string, timestamp: string, transferType: TransferType, description?: string | null, amount: { __typename: 'Money', amount: string, currency: string } } }> } | null } | null };

export type AmountFragment = { __typename: 'Money', amount: string, currency: string };

export type Authenticate3dsMutationVariables = Exact<{
  input: Authenticate3dsInput;
}>;


export type Authenticate3dsMutation = { __typename: 'Mutation', authenticate3ds: { __typename: 'Authenticate3dsPayload', outcome: ThreeDsOutcome, rawOutcome: string, transactionReference: string, authentication?: { __typename: 'ThreeDsAuthentication', version?: string | null, eci?: string | null, eciLevel?: EciLevel | null, authenticationValue?: string | null, transactionId?: string | null } | null, challenge?: { __typename: 'ThreeDsChallenge', reference: string, url: string } | null } };

export const PayoutStatusFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutStatus"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"rawOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"updateAvailable"}}]}}]} as unknown as DocumentNode<PayoutStatusFragment, unknown>;
export const AmountFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Amount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<AmountFragment, unknown>;
export const BalancesDocument = {"__meta__":{"hash":"a960bb433c5a87b4744c14b6763237f5a3cfee96f3f0f025e5bb1af9f1205575"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Balances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cleared"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"minorUnits"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BalancesQuery, BalancesQueryVariables>;
export const CreatePayoutDocument = {"__meta__":{"hash":"6a788338dd0a6109721307fe42f6858de82c9eb5ef8ce508aba73870d86d69b2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePayoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createPayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"payout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transactionReference"}},{"kind":"Field","name":{"kind":"Name","value":"method"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutStatus"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"rawOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"updateAvailable"}}]}}]} as unknown as DocumentNode<CreatePayoutMutation, CreatePayoutMutationVariables>;
export const PayoutByIdDocument = {"__meta__":{"hash":"369d0311f23866b72f21a41782363e8e53e6e291d7cfae117a5993144fd43d02"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"payout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutStatus"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutStatus"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"rawOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"updateAvailable"}}]}}]} as unknown as DocumentNode<PayoutByIdQuery, PayoutByIdQueryVariables>;
export const PayoutByReferenceDocument = {"__meta__":{"hash":"524a5a7df1b080755ac7940744899ab57cdd18d5486e66b8db1f56d5729e42c1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutByReference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionReference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"payoutByReference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionReference"}}},{"kind":"Argument","name":{"kind":"Name","value":"entity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutStatus"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutStatus"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"rawOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"updateAvailable"}}]}}]} as unknown as DocumentNode<PayoutByReferenceQuery, PayoutByReferenceQueryVariables>;
export const StatementPageDocument = {"__meta__":{"hash":"6a3c77debf418d5c964108759759f4dafa466b0de826515964d64aef996545b3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatementPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"statement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"statementItemId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"transferType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Amount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<StatementPageQuery, StatementPageQueryVariables>;
export const Authenticate3dsDocument = {"__meta__":{"hash":"31de3599c6d51f386d80a9f88f82fc36ee68191256b923431ab5997e420aa562"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Authenticate3ds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Authenticate3dsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"authenticate3ds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"rawOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"transactionReference"}},{"kind":"Field","name":{"kind":"Name","value":"authentication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"eci"}},{"kind":"Field","name":{"kind":"Name","value":"eciLevel"}},{"kind":"Field","name":{"kind":"Name","value":"authenticationValue"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<Authenticate3dsMutation, Authenticate3dsMutationVariables>;