import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { AccountModel } from '../resolvers/accounts/view.ts';
import type { StatementConnectionModel, StatementEdgeModel, StatementItemModel } from '../resolvers/statements/view.ts';
import type { PaymentItemConnectionModel, PaymentItemEdgeModel, PaymentItemModel } from '../resolvers/paymentItems/view.ts';
import type { PayoutView } from '../resolvers/payouts/view.ts';
import type { MerchantModel } from '../resolvers/merchant/view.ts';
import type { MoneyRequestConnectionModel, MoneyRequestEdgeModel, MoneyRequestModel } from '../resolvers/moneyRequests/view.ts';
import type { SaleView, SaleCardView, RiskFactorView } from '../resolvers/sales/index.ts';
import type { GatewayContext } from '../resolvers/context.ts';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
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
  DateTime: { input: Date; output: Date | string; }
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
  IntOrDigits: { input: number; output: number; }
  /** Any JSON value, passed through unchanged (used for data meant for the provider's native mobile SDKs). */
  JSON: { input: unknown; output: unknown; }
  /** An absolute URL, e.g. `https://shop.example/checkout/3ds-return`. */
  URL: { input: URL; output: URL | string; }
  /** A UUID (GUID) in its 36-character textual form, e.g. `2b9e4b3e-5d1e-4c8f-9a6b-0f1e2d3c4b5a`. */
  UUID: { input: string; output: string; }
};

/** A funds account held at the provider, in one currency. Payouts are paid from it and funding is credited to it. */
export type Account = Node & {
  __typename?: 'Account';
  /** The 16-character alphanumeric account number. */
  accountNumber: Scalars['String']['output'];
  /** The account's status as the provider names it (e.g. `open`, `closed`); sent by newer provider versions only, otherwise null. */
  accountStatus?: Maybe<Scalars['String']['output']>;
  /** The account's cleared, uncleared and total balance. */
  balance: AccountBalance;
  /** Currency of the account and of all its amounts. */
  currency: Scalars['Currency']['output'];
  /** The merchant entity that owns the account; null when the provider does not say. */
  entity?: Maybe<Scalars['String']['output']>;
  /** Opaque global id of the account, for `Query.node`. */
  id: Scalars['ID']['output'];
  /** The merchant the account belongs to (its `entity`). Null when the provider does not name the account's entity. */
  merchant?: Maybe<Merchant>;
  /** Display name of the account. */
  name?: Maybe<Scalars['String']['output']>;
  /** The account's credit and debit entries between `from` and `to`, oldest first or newest first (`order`), as a Relay connection. The range must lie in the past and span at most 366 days; the provider answers 31 days at a time, so a longer range is fetched as consecutive 31-day windows stitched into one list with one set of cursors, and a page reads only the windows it spans (`totalCount` reads one small page of every window, so select it only when you show it). Use `first`/`after` to page forward or `last`/`before` to page backward in the chosen order (not `first` and `last` together); page size 0 to 100, 20 when neither `first` nor `last` is given. Null (with an error) when the provider could not answer; the account's other fields still answer. */
  statement?: Maybe<StatementItemConnection>;
};


/** A funds account held at the provider, in one currency. Payouts are paid from it and funding is credited to it. */
export type AccountStatementArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from: Scalars['DateTime']['input'];
  last?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<ListOrder>;
  to: Scalars['DateTime']['input'];
};

/** The balances of an account, all in the account's currency. `total` is what the provider reports as the balance; it may be negative. */
export type AccountBalance = {
  __typename?: 'AccountBalance';
  /** Funds that have cleared and are available. */
  cleared: Money;
  /** The account's overall balance as reported by the provider. May be negative. */
  total: Money;
  /** Funds received or committed but not yet cleared. */
  uncleared: Money;
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

/** The result of `authenticate3ds`. */
export type Authenticate3dsPayload = ThreeDsResult & {
  __typename?: 'Authenticate3dsPayload';
  /** The values to send with the payment authorization; null when the outcome carries none. */
  authentication?: Maybe<ThreeDsAuthentication>;
  /** True when the provider offers to authenticate again (after `AUTHENTICATION_FAILED` or `UNAVAILABLE`). */
  canRetry: Scalars['Boolean']['output'];
  /** How to display the issuer's challenge; present only when the outcome is `CHALLENGED`. */
  challenge?: Maybe<ThreeDsChallenge>;
  /** The outcome of the authentication. Read `rawOutcome` when it is `UNKNOWN`. */
  outcome: ThreeDsOutcome;
  /** The provider's outcome, exactly as sent (e.g. `authenticated`). */
  rawOutcome: Scalars['String']['output'];
  /** Your reference of the authentication, echoed. */
  transactionReference: Scalars['String']['output'];
};

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

/** Attributes of a card, derived from its BIN (the leading digits of the card number). A lookup by `prefix` always has the scheme fields (`scheme`, `numberLengths`, `cvcLength`); its BIN data fields (from `brand` on) are filled only when `binDataKnown` is true, null (or empty) otherwise. */
export type CardBin = {
  __typename?: 'CardBin';
  /** Whether the card is an anonymous prepaid card (anti-money-laundering rules restrict those). Read `rawAnonymousPrepaid` when it is `UNKNOWN`. */
  anonymousPrepaid?: Maybe<AnonymousPrepaid>;
  /** The BIN: the leading digits of the card number that identify the issuer and product (6 or 8 digits). */
  bin?: Maybe<Scalars['String']['output']>;
  /** Whether the BIN data fields below (brand, issuer, funding type, country, ...) are known. Always true for a lookup by card number or token (the provider answered). For a lookup by `prefix`, true when an earlier lookup of a card of the same BIN taught the gateway its BIN data (kept for a while, shared by every replica); false means those fields are null or empty, not that the card has none. */
  binDataKnown: Scalars['Boolean']['output'];
  /** Number of digits in `bin`. */
  binLength?: Maybe<Scalars['Int']['output']>;
  /**
   * The card brands in the provider's lower-case names, e.g. `["visa"]`, or several for a co-branded card, e.g. `["cartesBancaires", "visa"]`. The provider adds brands over time: treat an unknown name as a valid brand. Empty when `binDataKnown` is false: show `scheme` instead.
   * @deprecated Use brands: the same list, named as a list and as SaleCard.brands. Removal: 2027-06-03.
   */
  brand: Array<Scalars['String']['output']>;
  /** The card brands as the provider names them, e.g. `["visa"]`, or several for a co-branded card, e.g. `["cartesBancaires", "visa"]`; the same shape as `SaleCard.brands`. Names are the provider's, exactly as sent: compare them without regard to case. The provider adds brands over time: treat an unknown name as a valid brand. Empty when `binDataKnown` is false: show `scheme` instead. */
  brands: Array<Scalars['String']['output']>;
  /** Whether the card is a consumer or a commercial (business) card. Read `rawCategory` when it is `UNKNOWN`. */
  category?: Maybe<CardCategory>;
  /** Country of the issuing bank. */
  countryCode?: Maybe<Scalars['CountryCode']['output']>;
  /** Billing currency of the card. */
  currency?: Maybe<Scalars['Currency']['output']>;
  /** Digits of the card verification code printed on this scheme's cards (4 for American Express, 3 otherwise); null when `scheme` is null. */
  cvcLength?: Maybe<Scalars['Int']['output']>;
  /** True when dynamic currency conversion may be offered for this card. Null for a lookup by `prefix`: the provider may decide it per merchant, so it is never reused from another lookup. */
  dccAllowed?: Maybe<Scalars['Boolean']['output']>;
  /** How the card is funded. Read `rawFundingType` when it is `UNKNOWN`. */
  fundingType?: Maybe<CardFundingType>;
  /** Name of the issuing bank. */
  issuerName?: Maybe<Scalars['String']['output']>;
  /** Whether the card gives access to several accounts (e.g. a card that can pay from a credit or a debit account). Read `rawMultipleAccountAccess` when it is `UNKNOWN`; null when the provider says nothing. */
  multipleAccountAccess?: Maybe<MultipleAccountAccess>;
  /** The lengths a card number of this scheme can have, shortest first (e.g. `[16]` for Mastercard, `[13, 14, ..., 19]` for Visa): a form can tell when the number is complete. Empty when `scheme` is null. */
  numberLengths: Array<Scalars['Int']['output']>;
  /** The provider's anonymous-prepaid value, exactly as sent (e.g. `notPrepaidOrNonAnonymous`). */
  rawAnonymousPrepaid?: Maybe<Scalars['String']['output']>;
  /** The provider's category, exactly as sent (e.g. `consumer`). */
  rawCategory?: Maybe<Scalars['String']['output']>;
  /** The provider's funding type, exactly as sent (e.g. `credit`). */
  rawFundingType?: Maybe<Scalars['String']['output']>;
  /** The provider's multiple-account-access value, exactly as sent (e.g. `managed`). */
  rawMultipleAccountAccess?: Maybe<Scalars['String']['output']>;
  /** The card scheme the leading digits belong to, to show its logo in a card form; null when no scheme this API accepts starts so. Read from the digits themselves, never from the provider, so a prefix lookup always has it. */
  scheme?: Maybe<CardScheme>;
  /** Kind of number the data describes, as the provider names it (e.g. `pan`). Null for a lookup by `prefix`: it describes the number looked up, not the BIN. */
  type?: Maybe<Scalars['String']['output']>;
};

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

/** Expiry date of a card, as the provider returns it. */
export type CardExpiryDate = {
  __typename?: 'CardExpiryDate';
  /** Month of expiry, 1 to 12. */
  month: Scalars['Int']['output'];
  /** Four-digit year of expiry, e.g. 2031. */
  year: Scalars['Int']['output'];
};

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

/** A card-on-file sale and its outcome. */
export type CardOnFileSale = {
  __typename?: 'CardOnFileSale';
  /** What the provider tells about the charged card (never the full number); null when it tells nothing. */
  card?: Maybe<SaleCard>;
  /** The issuer's authorization code; null when the issuer gave none. */
  issuerAuthorizationCode?: Maybe<Scalars['String']['output']>;
  /** The issuer's decision. Read `rawOutcome` when it is `UNKNOWN`. */
  outcome: SaleOutcome;
  /** The provider's instrument type of the charged card (e.g. `card/plain`). */
  paymentInstrumentType?: Maybe<Scalars['String']['output']>;
  /** The provider's outcome, exactly as sent (e.g. `authorized`). */
  rawOutcome: Scalars['String']['output'];
  /** Risks the address and CVC checks found; an empty list when none was identified. */
  riskFactors: Array<RiskFactor>;
  /** The card scheme's reference of the transaction; keep it for follow-up payments of a series. */
  schemeReference?: Maybe<Scalars['String']['output']>;
  /** Your reference of the sale. */
  transactionReference: Scalars['String']['output'];
};

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

/** The result of `createCardOnFileSale`. */
export type CreateCardOnFileSalePayload = {
  __typename?: 'CreateCardOnFileSalePayload';
  /** True when this is the stored result of an earlier identical request with the same `transactionReference` (nothing was sent to the provider this time); false for a new sale. The card security code is not part of what makes two requests identical: it is never kept, not even hashed. */
  replayed: Scalars['Boolean']['output'];
  /** The sale as the provider decided it. */
  sale: CardOnFileSale;
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

/** The result of `createPayout`. */
export type CreatePayoutPayload = {
  __typename?: 'CreatePayoutPayload';
  /** The payout as the provider accepted (or refused) it. */
  payout: Payout;
  /** True when this is the result of an earlier identical request with the same `transactionReference` (nothing was paid this time): the stored result, or the payout recovered from the provider after an `OUTCOME_UNKNOWN`. False for a new payout. */
  replayed: Scalars['Boolean']['output'];
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

/** Extra authentication fields of a domestic card scheme. Those marked "apply in the authorization" must be sent with the payment authorization. */
export type DomesticSchemeAuthentication = {
  __typename?: 'DomesticSchemeAuthentication';
  /** Whether the customer was challenged or authenticated frictionlessly; apply in the authorization. */
  authenticationFlow?: Maybe<AuthenticationFlow>;
  /** The card brand used; apply in the authorization. */
  brand?: Maybe<Scalars['String']['output']>;
  /** Why the authentication was cancelled, when it was. */
  cancellationIndicator?: Maybe<CancellationIndicator>;
  /** The challenge preference the scheme used; apply in the authorization. Null for an unknown value. */
  challengePreference?: Maybe<ChallengePreference>;
  /** Algorithm of the cryptogram; apply in the authorization. */
  cryptogramAlgorithm?: Maybe<Scalars['String']['output']>;
  /** Global score of the scheme's scoring platform. */
  networkScore?: Maybe<Scalars['String']['output']>;
  /** The provider's authentication flow, exactly as sent. */
  rawAuthenticationFlow?: Maybe<Scalars['String']['output']>;
  /** The provider's cancellation code, exactly as sent (e.g. `01`). */
  rawCancellationIndicator?: Maybe<Scalars['String']['output']>;
  /** The provider's challenge preference, exactly as sent. */
  rawChallengePreference?: Maybe<Scalars['String']['output']>;
  /** Why the authentication failed; only on failed authentications. */
  statusReason?: Maybe<Scalars['String']['output']>;
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

/** A merchant entity the caller acts for, and what belongs to it: accounts, payment items and payouts. A statement's `PAYOUT` entries lead to the card payout their reference names (`StatementItem.payout`), and an account leads back to its merchant (`Account.merchant`). A Node: `node(id:)` with its `id` answers it again (Relay's `@refetchable`, Apollo Client's cache by `__typename` and `id`). */
export type Merchant = Node & {
  __typename?: 'Merchant';
  /** All accounts of the merchant, each with its balances, in the provider's order, exactly as `Query.accounts` answers them. An empty list when the merchant has no accounts. Null (with an error) when the provider could not answer, so that the rest of the query still answers. */
  accounts?: Maybe<Array<Account>>;
  /** The merchant entity, as given to `Query.merchant` or named by the account it was reached from. */
  entity: Scalars['String']['output'];
  /** Opaque global id of the merchant, the same wherever it is reached (`Query.merchant`, `Account.merchant`). `node(id:)` answers it to a caller that may act for its entity and refuses it with `FORBIDDEN` (`extensions.field` naming the id's argument) otherwise, exactly as `merchant(entity)` refuses the entity, before the provider is called. */
  id: Scalars['ID']['output'];
  /**
   * What this gateway sent to the provider for the merchant: every payout (`createPayout`) and card-on-file sale (`createCardOnFileSale`), newest first, with who asked, when, under which `transactionReference`, and how far it got. Read from the gateway's own records, so it calls nothing at the provider (only `MoneyRequest.payout` does, when selected). It covers the records' whole lifetime (`IDEMPOTENCY_TTL_MS`, 31 days by default): an older request is no longer listed. A request that was refused before anything was sent (invalid input, a conflict, an unreachable store) or that the provider certainly did not act on is not listed; a replay of a completed request is not listed again. Never holds card data.
   *
   * Page forward with `first` and `after`, or backward with `last` and `before` (0 to 100, 20 when neither count is given; `first` and `last` together are refused). Cursors stay valid while requests are added: a page after or before a cursor never repeats nor skips one, so paging back from a cursor gives the same requests, in the same order, as paging forward to it. Each page is one indexed read from its cursor on, however deep in the 31 days it is. Null with an error when the records cannot be read: `STORE_UNAVAILABLE` (try again); the merchant's other fields still answer.
   */
  moneyRequests?: Maybe<MoneyRequestConnection>;
  /** Searches the merchant's payment items by date range and optional filters, as a Relay connection oldest or newest first (`order`), with the same rules, paging and errors as `Query.paymentItems` (field errors name `filter.…`). The payment item search names merchants by exactly 6 letters and digits without I and O; for another merchant this field is refused with `BAD_USER_INPUT` at `entity`. Null (with an error) when the provider refused or could not answer the search. */
  paymentItems?: Maybe<PaymentItemConnection>;
  /** The merchant's payout with this reference, as `Query.payoutByReference` answers it for this entity: its current outcome (following the provider's update when offered), or null when none exists. */
  payoutByReference?: Maybe<Payout>;
};


/** A merchant entity the caller acts for, and what belongs to it: accounts, payment items and payouts. A statement's `PAYOUT` entries lead to the card payout their reference names (`StatementItem.payout`), and an account leads back to its merchant (`Account.merchant`). A Node: `node(id:)` with its `id` answers it again (Relay's `@refetchable`, Apollo Client's cache by `__typename` and `id`). */
export type MerchantMoneyRequestsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A merchant entity the caller acts for, and what belongs to it: accounts, payment items and payouts. A statement's `PAYOUT` entries lead to the card payout their reference names (`StatementItem.payout`), and an account leads back to its merchant (`Account.merchant`). A Node: `node(id:)` with its `id` answers it again (Relay's `@refetchable`, Apollo Client's cache by `__typename` and `id`). */
export type MerchantPaymentItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter: MerchantPaymentItemFilter;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<ListOrder>;
};


/** A merchant entity the caller acts for, and what belongs to it: accounts, payment items and payouts. A statement's `PAYOUT` entries lead to the card payout their reference names (`StatementItem.payout`), and an account leads back to its merchant (`Account.merchant`). A Node: `node(id:)` with its `id` answers it again (Relay's `@refetchable`, Apollo Client's cache by `__typename` and `id`). */
export type MerchantPayoutByReferenceArgs = {
  transactionReference: Scalars['String']['input'];
};

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

/** An amount of money, exact. Never converted through floating point: `amount` is a decimal string that keeps every digit the provider sent (up to 18 digits). */
export type Money = {
  __typename?: 'Money';
  /** The amount in major units of `currency` as an exact decimal string, e.g. `"1234.50"` for 1,234.50 GBP or `"-17.25"` for a negative balance. Keeps the scale the provider used. Format it for display with a decimal library or `Intl.NumberFormat` on the string; do not parse it into a JavaScript number when exactness matters. */
  amount: Scalars['Decimal']['output'];
  /** ISO 4217 code of the currency, e.g. `GBP`. */
  currency: Scalars['Currency']['output'];
  /** The same amount as a whole number of the currency's minor units (pence, cents; ISO 4217 exponent), as an integer-valued `Decimal` string: `"123450"` for 1,234.50 GBP, `"1500"` for 1,500 JPY. Null when the amount has more decimal places than the currency's exponent (it cannot be expressed in whole minor units) or the currency's exponent is unknown. */
  minorUnits?: Maybe<Scalars['Decimal']['output']>;
};

/** An amount of money to match, in major units like `Money.amount` (the output it filters): `"250.00"` means 250.00 of `currency`. Each field narrows the match when given: `currency` alone matches every amount in that currency. */
export type MoneyFilter = {
  /** The amount in major units of the currency, as `Money.amount` shows it: at most 2 decimal places, e.g. `"250.00"`; sent to the provider with exactly 2 (`12.5` as `12.50`), then 1 to 19 characters. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** ISO 4217 code of the currency, e.g. `GBP`. */
  currency?: InputMaybe<Scalars['Currency']['input']>;
};

/** One money-moving request this gateway sent to the provider: what it was, who asked for it, when, and how far it got. The amount, the card and the provider's answer are not part of it: follow `payout` for a payout's current state. */
export type MoneyRequest = {
  __typename?: 'MoneyRequest';
  /** Opaque id of the request, unique and stable for as long as it is listed (a client cache keys it by this). Not a Node: `node(id:)` refuses it (read it again in `Merchant.moneyRequests`); a reference sent again after its record expired is another request with another id. */
  id: Scalars['ID']['output'];
  /** Which mutation sent it. */
  operation: MoneyRequestOperation;
  /** For a completed payout, the payout with its current outcome, as `Query.payout(id)` answers it (one call to the provider, shared by every field of the request that asks for the same payout). Null for a sale, for a payout not completed yet, or when the provider no longer knows the payout. */
  payout?: Maybe<Payout>;
  /** When the gateway first received it, just before sending it to the provider. Retries of the same request keep this time; a reference reused after its record expired starts a new request. */
  requestedAt: Scalars['DateTime']['output'];
  /** Who asked for it: the name of the API key, or `jwt:` and the token's subject (a subject that could hold a card number shows as `jwt:#` and a hash), or `anonymous` where the gateway runs without authentication. A name that looks like a card number is masked. Null for requests recorded before the gateway kept it. */
  requestedBy?: Maybe<Scalars['String']['output']>;
  /** How far the request got, as the gateway knows it. */
  status: MoneyRequestStatus;
  /** The `transactionReference` the caller gave it: the idempotency key of the request for its merchant and operation. */
  transactionReference: Scalars['String']['output'];
};

/** A page of the requests this gateway sent for a merchant, newest first. */
export type MoneyRequestConnection = {
  __typename?: 'MoneyRequestConnection';
  /** The requests of this page, each with its cursor, newest first. */
  edges: Array<MoneyRequestEdge>;
  /** The requests of this page without their cursors, in the order of `edges`: a shortcut for `edges { node }` when no cursor is needed (use `pageInfo.endCursor` to ask for the next page). */
  nodes: Array<MoneyRequest>;
  /** Where this page sits in the list; use `endCursor` as `after` to get the next (older) page and `startCursor` as `before` to get the previous (newer) one. Paging forward, `hasNextPage` says whether older requests follow and `hasPreviousPage` is true when the page was asked for with `after`; paging backward, `hasPreviousPage` says whether newer requests precede and `hasNextPage` is true when the page was asked for with `before`. */
  pageInfo: PageInfo;
};

/** One request with its position in the list. */
export type MoneyRequestEdge = {
  __typename?: 'MoneyRequestEdge';
  /** Opaque cursor of this request; pass it as `after` to get the requests older than it, or as `before` to get the newer ones. */
  cursor: Scalars['String']['output'];
  /** The request. */
  node: MoneyRequest;
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

/** The entry points that change something at the provider: authenticating a card holder (3-D Secure), sending a payout and charging a stored card. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Authenticates the card holder with 3-D Secure before a payment. The result tells you what to do next: `AUTHENTICATED`/`ALREADY_AUTHENTICATED`/`NOT_ENROLLED`/`BYPASSED`: go on to authorize the payment (with the `authentication` values when present); `CHALLENGED`: show the issuer's challenge by posting `challenge.jwt` as the form field `JWT` to `challenge.url` (into a named iframe or a new window), wait until the issuer sends the customer back to your `returnUrl` (`ChallengeInput`), then call `verify3ds`; `AUTHENTICATION_FAILED`/`UNAVAILABLE`: do not proceed, or retry the authentication. Failed authentications are outcomes, not GraphQL errors. */
  authenticate3ds: Authenticate3dsPayload;
  /**
   * Charges a stored card, initiated by the customer, with immediate settlement (a card-on-file sale). A refused sale is an outcome on the result, not a GraphQL error.
   *
   * Idempotent by `transactionReference` per entity: repeating the same input returns the first result (with `replayed: true`) without charging twice; reusing a reference with a different input fails with `IDEMPOTENCY_CONFLICT` (`extensions.reason: DIFFERENT_INPUT`, or `IN_PROGRESS` while the first request runs). When the provider's answer is lost the error is `OUTCOME_UNKNOWN`: the provider offers no way to look a sale up, so the reference stays locked (for the record lifetime, 31 days by default; `Merchant.moneyRequests` lists it as `OUTCOME_UNKNOWN`) and must not be reused with a new charge before it is settled with the provider.
   */
  createCardOnFileSale: CreateCardOnFileSalePayload;
  /**
   * Sends money to a card, by basic disbursement or fast access. Refused payouts and downstream errors are outcomes on the returned payout, not GraphQL errors.
   *
   * Idempotent by `transactionReference` per entity: repeating the same input returns the first result (with `replayed: true`) without paying twice; reusing a reference with a different input fails with `IDEMPOTENCY_CONFLICT` (`extensions.reason: DIFFERENT_INPUT`); repeating it while the first request is still running fails with `IDEMPOTENCY_CONFLICT` (`extensions.reason: IN_PROGRESS`): retry once it has finished. When the provider's answer is lost the gateway recovers it by reference; when that is not possible the error is `OUTCOME_UNKNOWN`. Then retry with the same input and reference (never a new reference): each retry asks the provider again and answers the payout once known, or sends it when the provider confirms it never arrived.
   */
  createPayout: CreatePayoutPayload;
  /** Completes an authentication after the card holder answered the issuer's challenge, and returns the final outcome with the authentication values. */
  verify3ds: Verify3dsPayload;
};


/** The entry points that change something at the provider: authenticating a card holder (3-D Secure), sending a payout and charging a stored card. */
export type MutationAuthenticate3dsArgs = {
  input: Authenticate3dsInput;
};


/** The entry points that change something at the provider: authenticating a card holder (3-D Secure), sending a payout and charging a stored card. */
export type MutationCreateCardOnFileSaleArgs = {
  input: CreateCardOnFileSaleInput;
};


/** The entry points that change something at the provider: authenticating a card holder (3-D Secure), sending a payout and charging a stored card. */
export type MutationCreatePayoutArgs = {
  input: CreatePayoutInput;
};


/** The entry points that change something at the provider: authenticating a card holder (3-D Secure), sending a payout and charging a stored card. */
export type MutationVerify3dsArgs = {
  input: Verify3dsInput;
};

/** The text that appears on the card holder's bank statement for this payment. */
export type NarrativeInput = {
  /** First statement line; identifies the merchant to the card holder. Required. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  line1: Scalars['String']['input'];
  /** Optional second statement line. Refused with rule `CARD_NUMBER` when it holds a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme). */
  line2?: InputMaybe<Scalars['String']['input']>;
};

/** An object that can be fetched again by its global id through `Query.node` or `Query.nodes`. */
export type Node = {
  /** Opaque global id of this object. Store it as is and pass it to `Query.node`; do not parse it, its format may change. */
  id: Scalars['ID']['output'];
};

/** Where a page of a connection sits in the whole list (Relay cursor connections). Use `endCursor` as `after` to get the next page and `startCursor` as `before` to get the previous one. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last item of this page; null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when more items follow the last item of this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when more items precede the first item of this page. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first item of this page; null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
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

/** One payment to a beneficiary's bank account, as recorded by the provider. Several items share a UBR when they were paid as one batch. */
export type PaymentItem = Node & {
  __typename?: 'PaymentItem';
  /** Your account at the provider the payment was paid from; sent by newer provider versions only. */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** Code of the beneficiary's bank (e.g. a sort code or routing number). */
  bankCode?: Maybe<Scalars['String']['output']>;
  /** Name of the beneficiary's bank. */
  bankName?: Maybe<Scalars['String']['output']>;
  /** The reference the beneficiary's bank received with the payment; sent by newer provider versions only. */
  bankReference?: Maybe<Scalars['String']['output']>;
  /** Account number of the beneficiary. */
  beneficiaryAccountNumber?: Maybe<Scalars['String']['output']>;
  /** How the payment was sent, as the provider names it; sent by newer provider versions only. */
  channel?: Maybe<Scalars['String']['output']>;
  /** Destination country of the payment. */
  countryCode?: Maybe<Scalars['CountryCode']['output']>;
  /** The merchant entity that made the payment. */
  entity?: Maybe<Scalars['String']['output']>;
  /** IBAN of the beneficiary's account, when known. */
  iban?: Maybe<Scalars['String']['output']>;
  /** Opaque global id of the payment item, for `Query.node`. */
  id: Scalars['ID']['output'];
  /** Statement narrative of the payment. */
  narrative?: Maybe<Scalars['String']['output']>;
  /** Full name of the payee (title, first, middle and last name joined) or the company name. */
  payeeName?: Maybe<Scalars['String']['output']>;
  /** When the payment was made. */
  paymentDatetime?: Maybe<Scalars['DateTime']['output']>;
  /** The provider's payment id. */
  paymentId: Scalars['UUID']['output'];
  /** State of the payment. Read `rawPaymentState` when it is `OTHER`. */
  paymentState?: Maybe<PaymentState>;
  /**
   * Null, and never a provider call. A payment item is a payout to a bank account; the card payouts `Payout` stands for are another kind of payout, and nothing in a payment item's data names one. This field used to look a card payout up by the item's `transactionReference`: against the provider that found nothing, or an unrelated card payout that happened to reuse the reference.
   * @deprecated A payment item is a payout to a bank account and names no card payout, so it answers null. Read the item's own fields (ubr, paymentState, source, target). Removal: 2027-06-03.
   */
  payout?: Maybe<Payout>;
  /** The provider's id of the payout request this payment was made for; sent by newer provider versions only. */
  payoutRequestId?: Maybe<Scalars['String']['output']>;
  /** The provider's state of the payment, exactly as sent (e.g. `EXECUTED`). */
  rawPaymentState?: Maybe<Scalars['String']['output']>;
  /** The amount sent, in the remitter account's currency. On a cross-currency payment the exchange was applied from this side when the source amount was the one specified. Null when the provider omits it. */
  source?: Maybe<Money>;
  /** SWIFT/BIC code of the beneficiary's bank. */
  swiftBic?: Maybe<Scalars['String']['output']>;
  /** The amount the payee received, in the payee account's currency. Null when the provider omits it. */
  target?: Maybe<Money>;
  /** The caller's reference of the payment. */
  transactionReference?: Maybe<Scalars['String']['output']>;
  /** Unique bankout reference of the single or batch payout this item belongs to. */
  ubr?: Maybe<Scalars['String']['output']>;
};

/** A page of payment items (Relay connection), with the size of the whole result. */
export type PaymentItemConnection = {
  __typename?: 'PaymentItemConnection';
  /** The items of this page, each with its cursor, in the order asked for. A client cache that merges pages (Apollo Client's `relayStylePagination`, Relay's `@connection`) merges `edges`: read the merged list from here. */
  edges: Array<PaymentItemEdge>;
  /** The items of this page without their cursors, in the order of `edges`: a shortcut for `edges { node }` when no cursor is needed (use `pageInfo.endCursor` to ask for the next page). Always this page only: a client cache that merges pages keeps the merged list in `edges`, not here. */
  nodes: Array<PaymentItem>;
  /** Where this page sits in the whole result; use it to ask for the next or previous page. */
  pageInfo: PageInfo;
  /** Number of items in the whole result, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One payment item with its position in the list. */
export type PaymentItemEdge = {
  __typename?: 'PaymentItemEdge';
  /** Opaque cursor of this item; pass it as `after` or `before` to page from here. */
  cursor: Scalars['String']['output'];
  /** The payment item. */
  node: PaymentItem;
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

/** A payout to a card and its outcome. Poll it (`Query.payout` with its `id`) to follow the outcome over time. */
export type Payout = Node & {
  __typename?: 'Payout';
  /** The amount paid out, as sent to `createPayout`. Null only when the payout was not created through this gateway (or its record has expired) and the provider did not repeat the amount. */
  amount?: Maybe<Money>;
  /** The card paid to, masked: the kind of card data sent and at most the first six and last four digits. Null only when the payout was not created through this gateway (or its record has expired). */
  card?: Maybe<PayoutCard>;
  /** The merchant entity of the payout; null only when a payout not created through this gateway (or whose record has expired) is read by an id issued before ids carried it. */
  entity?: Maybe<Scalars['String']['output']>;
  /** Opaque global id of the payout; the only way to fetch it again besides its reference. Store it. The same id whichever field answered the payout, and it reads again through `payout(id)` and `node(id)` for any caller acting for the payout's merchant entity. It carries that entity and the `transactionReference`, signed by the gateway (never card data), so do not build or change one: an altered id is refused. */
  id: Scalars['ID']['output'];
  /** The payout flow, as sent to `createPayout`. For a payout not created through this gateway it is told by the outcome (`REQUEST_RECEIVED` only exists in basic disbursement; `REQUESTED`, `PENDING`, `APPROVED`, `DISBURSED` only in fast access), and null when the outcome exists in both flows. */
  method?: Maybe<PayoutMethod>;
  /** The current outcome. Read `rawOutcome` when it is `UNKNOWN`. */
  outcome: PayoutOutcome;
  /** The provider's own id of the payout request; sent by newer provider versions only, otherwise null. */
  payoutRequestId?: Maybe<Scalars['String']['output']>;
  /** The provider's outcome, exactly as sent (e.g. `requestReceived`). */
  rawOutcome: Scalars['String']['output'];
  /** When the provider received the payout request. */
  receivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why the payout was refused, as the provider's code (e.g. an issuer decline code); sent by newer provider versions only, usually with `outcome` `REFUSED`. */
  refusalCode?: Maybe<Scalars['String']['output']>;
  /** The card scheme that carried the payout and its reference there; sent by newer provider versions only. */
  scheme?: Maybe<PayoutScheme>;
  /** Your reference of the payout; null only when a payout not created through this gateway is read by an id issued before ids carried it (and the provider did not repeat it). */
  transactionReference?: Maybe<Scalars['String']['output']>;
  /** True when the provider had an update to the outcome (e.g. after `QUERY_REQUIRED`) and the gateway followed it: `outcome` is the updated outcome. Always false on the result of `createPayout`, which is the provider's answer to the request itself; `Query.payout` shows the current outcome. */
  updateAvailable: Scalars['Boolean']['output'];
};

/** The card a payout was sent to, masked; never the full number. */
export type PayoutCard = {
  __typename?: 'PayoutCard';
  /** The first six digits of the card number (the issuer's BIN), for a card sent by number with at least 15 digits; null for tokens and stored cards. */
  bin?: Maybe<Scalars['String']['output']>;
  /** The kind of card data the payout was sent with (the member of `PayoutInstrumentInput` that was set). */
  instrument: PayoutInstrumentKind;
  /** The last four digits of the card number, network token or device account number; null for a stored card. Named as `SaleCard.last4`. */
  last4?: Maybe<Scalars['String']['output']>;
};

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

/** The card scheme that carried a payout (newer provider versions). */
export type PayoutScheme = {
  __typename?: 'PayoutScheme';
  /** Name of the scheme, as the provider sends it (e.g. `visa`). */
  name?: Maybe<Scalars['String']['output']>;
  /** The scheme's reference of the payout, for tracing it with the scheme or issuer. */
  reference?: Maybe<Scalars['String']['output']>;
};

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

/** The entry points for reading data: accounts and balances, statements, payment items, payouts, card BIN data, and any object by its global id. */
export type Query = {
  __typename?: 'Query';
  /** One account with its balances, by account number. Returns null when the provider knows no such account. */
  account?: Maybe<Account>;
  /** All accounts of a merchant entity, each with its balances, in the provider's order. An empty list when the entity has no accounts. The balances come with the list: selecting `balance` costs no further request. Null (with an error) when the provider could not answer, so that the rest of the query still answers. */
  accounts?: Maybe<Array<Account>>;
  /** Card attributes (brand, funding type, issuer, country, currency, ...) from a card number or a stored card's token, or the scheme, number lengths and CVC length from the first 6 to 8 digits while the card holder types them (`by: { prefix }`). Returns null when the provider has no data for the card; a prefix lookup always answers. */
  cardBin?: Maybe<CardBin>;
  /** One merchant entity as a starting point: its accounts with their balances, its payment items and its payouts by reference, in one request. Asking for it calls nothing at the provider; each field below makes its own calls. An entity the caller may not act for is refused with `FORBIDDEN` (`extensions.field: "entity"`), exactly as `accounts(entity)` refuses it, and nothing is sent to the provider. Never null without an error. */
  merchant?: Maybe<Merchant>;
  /** Fetches any object that has a global `id` (an `Account`, a `PaymentItem` or a `Payout`) by that id. Returns null when the object no longer exists. An id that this API did not issue is rejected with `BAD_USER_INPUT`. */
  node?: Maybe<Node>;
  /** Fetches several objects by global id in one call. The list has the same length and order as `ids`; an entry is null when its object does not exist. Repeated ids are fetched from the provider only once. */
  nodes: Array<Maybe<Node>>;
  /** One payment item by its payment id. Returns null when the provider has no such payment. */
  paymentItem?: Maybe<PaymentItem>;
  /** Searches the payment items (single and batch payouts to accounts) of a merchant entity by date range and optional filters, as a Relay connection, oldest first (the provider's order) or newest first (`order`). The date range may span up to 366 days: the provider searches 30 days at a time, so a longer range is searched as consecutive windows stitched into one list with one set of cursors, and a page reads only the windows it spans (`totalCount` reads one small page of every window, so select it only when you show it). Page forward with `first`/`after` or backward with `last`/`before` (not `first` and `last` together); page size 0 to 100, 20 when neither `first` nor `last` is given. Null (with an error) when the provider refused or could not answer the search, so that the rest of the query still answers. */
  paymentItems?: Maybe<PaymentItemConnection>;
  /** The payment items of one unique bankout reference (UBR): one item for a single payout, several for a batch, in the provider's order. An empty connection when the provider finds none. Null (with an error) when the provider could not answer. */
  paymentItemsByUbr?: Maybe<PaymentItemConnection>;
  /** A payout by its global id (from `Payout.id`), with its current outcome. When the provider offers an update to the outcome, it is followed and the updated outcome is returned. Null when the payout does not exist. Any payout id this API answered to the caller (from `createPayout`, `payoutByReference`, or the `payout` of a statement entry, payment item or money request) reads here as the same object, for as long as the caller acts for the payout's merchant entity; any other id, or one altered, is `FORBIDDEN` (the same answer whether the payout exists for another entity or not at all). */
  payout?: Maybe<Payout>;
  /** Recovers a payout by the reference the caller gave it, e.g. when the response of `createPayout` was lost. Returns the current outcome (following the provider's update when offered), or null when none exists. */
  payoutByReference?: Maybe<Payout>;
};


/** The entry points for reading data: accounts and balances, statements, payment items, payouts, card BIN data, and any object by its global id. */
export type QueryAccountArgs = {
  accountNumber: Scalars['String']['input'];
};


/** The entry points for reading data: accounts and balances, statements, payment items, payouts, card BIN data, and any object by its global id. */
export type QueryAccountsArgs = {
  entity: Scalars['String']['input'];
};


/** The entry points for reading data: accounts and balances, statements, payment items, payouts, card BIN data, and any object by its global id. */
export type QueryCardBinArgs = {
  input: CardBinInput;
};


/** The entry points for reading data: accounts and balances, statements, payment items, payouts, card BIN data, and any object by its global id. */
export type QueryMerchantArgs = {
  entity: Scalars['String']['input'];
};


/** The entry points for reading data: accounts and balances, statements, payment items, payouts, card BIN data, and any object by its global id. */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading data: accounts and balances, statements, payment items, payouts, card BIN data, and any object by its global id. */
export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The entry points for reading data: accounts and balances, statements, payment items, payouts, card BIN data, and any object by its global id. */
export type QueryPaymentItemArgs = {
  paymentId: Scalars['UUID']['input'];
};


/** The entry points for reading data: accounts and balances, statements, payment items, payouts, card BIN data, and any object by its global id. */
export type QueryPaymentItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter: PaymentItemFilter;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<ListOrder>;
};


/** The entry points for reading data: accounts and balances, statements, payment items, payouts, card BIN data, and any object by its global id. */
export type QueryPaymentItemsByUbrArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  ubr: Scalars['String']['input'];
};


/** The entry points for reading data: accounts and balances, statements, payment items, payouts, card BIN data, and any object by its global id. */
export type QueryPayoutArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading data: accounts and balances, statements, payment items, payouts, card BIN data, and any object by its global id. */
export type QueryPayoutByReferenceArgs = {
  entity: Scalars['String']['input'];
  transactionReference: Scalars['String']['input'];
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

/** A risk found by a check on the sale. */
export type RiskFactor = {
  __typename?: 'RiskFactor';
  /** For address checks: which part of the address; null when not given. */
  detail?: Maybe<RiskDetail>;
  /** The provider's detail, exactly as sent (e.g. `postcode`); null when absent. */
  rawDetail?: Maybe<Scalars['String']['output']>;
  /** The provider's finding, exactly as sent (e.g. `not_matched`). */
  rawRisk: Scalars['String']['output'];
  /** The provider's check name, exactly as sent (e.g. `avs`). */
  rawType: Scalars['String']['output'];
  /** What the check found. Read `rawRisk` when it is `UNKNOWN`. */
  risk: RiskLevel;
  /** Which check found the risk. Read `rawType` when it is `UNKNOWN`. */
  type: RiskFactorType;
};

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

/** The charged card, as the provider describes it. Only the BIN and last four digits of the number are given. */
export type SaleCard = {
  __typename?: 'SaleCard';
  /** The card number's leading digits that identify the issuer. */
  bin?: Maybe<Scalars['String']['output']>;
  /**
   * The card brand, e.g. `VISA`.
   * @deprecated Use brands, a list like CardBin.brands (empty when the provider names none). Removal: 2027-06-03.
   */
  brand?: Maybe<Scalars['String']['output']>;
  /** The card's brands as the provider names them, shaped as `CardBin.brands`: one brand here (the sale's answer names one), an empty list when the provider names none. Names are the provider's, exactly as sent (e.g. `VISA`); compare them without regard to case. */
  brands: Array<Scalars['String']['output']>;
  /** Country of the issuing bank. */
  countryCode?: Maybe<Scalars['CountryCode']['output']>;
  /** The device PAN, when the card was a wallet token. Null on a replayed result (`replayed: true`): device PANs are network tokens, which the gateway never stores. */
  dpan?: Maybe<Scalars['String']['output']>;
  /** The card's expiry date. */
  expiryDate?: Maybe<CardExpiryDate>;
  /** How the card is funded. Read `rawFundingType` when it is `UNKNOWN`. */
  fundingType?: Maybe<CardFundingType>;
  /** Name of the issuing bank. */
  issuerName?: Maybe<Scalars['String']['output']>;
  /** The last four digits of the card number, named as `PayoutCard.last4`. */
  last4?: Maybe<Scalars['String']['output']>;
  /**
   * The last four digits of the card number.
   * @deprecated Use last4, the name PayoutCard uses for the same digits. Removal: 2027-06-03.
   */
  last4Digits?: Maybe<Scalars['String']['output']>;
  /** The payment account reference (PAR): identifies the card account across tokens. */
  paymentAccountReference?: Maybe<Scalars['String']['output']>;
  /** The provider's funding type, exactly as sent. */
  rawFundingType?: Maybe<Scalars['String']['output']>;
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

/**
 * One credit or debit entry of an account statement.
 *
 * Amounts: `amount` is the size of the entry and `fundingType` its direction. The provider's specification gives the amount no sign; the sandbox sends it positive for credits and debits alike, and the gateway passes the provider's number through unchanged, so do not infer the direction from a sign: a `CREDIT` adds `amount` to the account, a `DEBIT` takes it away, and `balance` (which is signed, and may be negative) is the account's balance after the entry.
 */
export type StatementItem = {
  __typename?: 'StatementItem';
  /** The size of the entry, in the statement currency, exactly as the provider reports it: read `fundingType` for its direction (see the type's description; the sign is not the direction). */
  amount: Money;
  /** The account balance after this entry, in the statement currency: signed, negative when the account is overdrawn. */
  balance: Money;
  /** True when the entry has cleared (the provider's `yes`), false for `no`, null for a value this API does not recognise (see `rawCleared`). */
  cleared?: Maybe<Scalars['Boolean']['output']>;
  /** Destination country of the payout; null on entries without one. */
  countryCode?: Maybe<Scalars['CountryCode']['output']>;
  /** Free-text description of the entry. */
  description?: Maybe<Scalars['String']['output']>;
  /** Whether the entry credits (adds to) or debits (takes from) the account. */
  fundingType: StatementFundingType;
  /** A stable, opaque id of the entry, for a client cache (e.g. Apollo Client's or urql's normalized cache): derived from the account number and the provider's `statementItemId`, so the same entry has the same id on every page, range and request. Not a global `Node` id: an entry cannot be fetched on its own (`node` does not take it). */
  id: Scalars['ID']['output'];
  /** Statement narrative of the payout; may be an empty string. */
  narrative?: Maybe<Scalars['String']['output']>;
  /** On a cross-currency payout: the amount in the currency it was instructed in, before conversion into the statement currency. Null on single-currency entries. */
  originalAmount?: Maybe<Money>;
  /** The card payout this `PAYOUT` entry's `transactionReference` names, looked up by reference for the entity of the statement's account, as `Query.payoutByReference` answers it. Null without a provider call on every other entry (a `PAYOUT_REVERSAL`, liquidity funding, a type not listed): the provider does not say whose reference a reversal carries. Null too when the entry has no reference, when the reference names no card payout of that entity (an entry of a payout to a bank account, which `GET /payouts/query` does not know), or when the provider does not name the account's entity. Each distinct payout is asked for once per request, however many entries name it. */
  payout?: Maybe<Payout>;
  /** Exchange rate applied on a cross-currency debit, as an exact decimal. Null when no conversion took place. */
  rate?: Maybe<Scalars['Decimal']['output']>;
  /** The provider's clearing status, exactly as sent (e.g. `yes`); null when absent. */
  rawCleared?: Maybe<Scalars['String']['output']>;
  /** The provider's own value of the funding type (`credit`, `debit`), exactly as sent. */
  rawFundingType: Scalars['String']['output'];
  /** The provider's own name of the transfer type, e.g. `PAYOUT REVERSAL`, exactly as sent. */
  rawTransferType: Scalars['String']['output'];
  /** The provider's id of this entry (unique within the provider; `id` scopes it to the account). */
  statementItemId: Scalars['UUID']['output'];
  /** The statement the entry belongs to. */
  statementNumber?: Maybe<Scalars['Int']['output']>;
  /** When the entry was booked. */
  timestamp: Scalars['DateTime']['output'];
  /** The caller's reference of the payout this entry belongs to. Null on entries without one, such as liquidity funding. */
  transactionReference?: Maybe<Scalars['String']['output']>;
  /** What kind of movement this is. Read `rawTransferType` when it is `OTHER`. */
  transferType: TransferType;
};

/** A page of an account's statement entries (Relay connection), with the size of the whole range. */
export type StatementItemConnection = {
  __typename?: 'StatementItemConnection';
  /** The account number the statement belongs to. */
  accountNumber: Scalars['String']['output'];
  /** Currency of every amount in the statement (the provider takes it from the first entry). Null when the range has no entries. */
  currency?: Maybe<Scalars['Currency']['output']>;
  /** The entries of this page, each with its cursor, in the order asked for (oldest first by default). A client cache that merges pages (Apollo Client's `relayStylePagination`, Relay's `@connection`) merges `edges`: read the merged list from here. */
  edges: Array<StatementItemEdge>;
  /** The entries of this page without their cursors, in the order of `edges`: a shortcut for `edges { node }` when no cursor is needed (use `pageInfo.endCursor` to ask for the next page). Always this page only: a client cache that merges pages keeps the merged list in `edges`, not here. */
  nodes: Array<StatementItem>;
  /** Where this page sits in the whole range; use it to ask for the next or previous page. */
  pageInfo: PageInfo;
  /** Number of entries in the whole date range, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One statement entry with its position in the list. */
export type StatementItemEdge = {
  __typename?: 'StatementItemEdge';
  /** Opaque cursor of this entry; pass it as `after` or `before` to page from here. */
  cursor: Scalars['String']['output'];
  /** The statement entry. */
  node: StatementItem;
};

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

/** Live updates, delivered over Server-Sent Events at `/graphql/stream` (the GraphQL over SSE protocol, as spoken by the `graphql-sse` client): follow a payout's outcome as it changes, without polling. */
export type Subscription = {
  __typename?: 'Subscription';
  /** Follows a payout's outcome live: sends the payout as it is now, then again each time it changes, and ends the stream at an outcome the gateway treats as final: `REQUEST_RECEIVED` (a basic disbursement: the provider reports nothing after it), `DISBURSED`, `REFUSED` or `ERROR`. That list is the gateway's decision, not the provider's: its spec shows no move out of these outcomes, nor promises none; `payout(id)` still reads the current state at any time. The gateway asks the provider on your behalf, often while the payout is young and less often as it ages, once per payout however many clients watch it. The same authorization as `Query.payout` applies. */
  payoutUpdated: Payout;
};


/** Live updates, delivered over Server-Sent Events at `/graphql/stream` (the GraphQL over SSE protocol, as spoken by the `graphql-sse` client): follow a payout's outcome as it changes, without polling. */
export type SubscriptionPayoutUpdatedArgs = {
  id: Scalars['ID']['input'];
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

/** The authentication values to pass to the payment authorization. Which fields are present depends on the outcome. */
export type ThreeDsAuthentication = {
  __typename?: 'ThreeDsAuthentication';
  /** The issuer's access control server transaction id; sent by the newer authentication release only. */
  acsTransactionId?: Maybe<Scalars['String']['output']>;
  /** The cryptographic proof of authentication (CAVV or UCAF). Use it in exactly one authorization: reusing it leads to issuer declines and possible fees. */
  authenticationValue?: Maybe<Scalars['String']['output']>;
  /** Fields returned only for cards of a domestic card scheme; null for all other cards. */
  domesticScheme?: Maybe<DomesticSchemeAuthentication>;
  /** Electronic Commerce Indicator, exactly as to be sent in the authorization: `05`/`02` fully authenticated, `06`/`01` attempted, `07`/`00` not authenticated (one network uses 02/01/00, the others 05/06/07). */
  eci?: Maybe<Scalars['String']['output']>;
  /** What `eci` means, independent of the card network; null when `eci` is absent. */
  eciLevel?: Maybe<EciLevel>;
  /** Whether the card is enrolled in 3-D Secure, as the provider sends it (e.g. `Y`, `N`, `U`, or `true`/`false`); sent by the newer authentication release only, otherwise null. */
  enrolled?: Maybe<Scalars['String']['output']>;
  /** The 3-D Secure transaction status as the provider sends it (e.g. `Y` authenticated, `A` attempted, `N` failed, `C` challenge); sent by the newer authentication release only, otherwise null. */
  status?: Maybe<Scalars['String']['output']>;
  /** The 3-D Secure transaction id: the XID for version 1, the directory server transaction id for version 2. Send it in the authorization when present. */
  transactionId?: Maybe<Scalars['String']['output']>;
  /** The 3-D Secure version used, e.g. `1.0.2` or `2.1.0`; some networks require it in the authorization. */
  version?: Maybe<Scalars['String']['output']>;
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

/** How to display the issuer's challenge. On the web, build a form with `method="post"`, `action` set to `url`, one hidden field named `JWT` holding `jwt`, and `target` naming an iframe of your page sized as the `windowSize` you asked for (or a new window), and submit it: the issuer needs the POST, so never set `url` as the iframe's `src`. When the customer has answered, the issuer returns them inside that iframe to your `returnUrl` (see `ChallengeInput.returnUrl`); then call `verify3ds` with `reference`. In development the gateway serves a working checkout page doing all this at `/examples/checkout/`. */
export type ThreeDsChallenge = {
  __typename?: 'ThreeDsChallenge';
  /** When `jwt` expires: 10 minutes after the authentication. */
  expiresAt: Scalars['DateTime']['output'];
  /** Signed token to post as the challenge form's field `JWT`; it includes your return URL. Expires at `expiresAt`. */
  jwt: Scalars['String']['output'];
  /** Data for the provider's native mobile SDKs only; not needed on the web. Null when absent. */
  payload?: Maybe<Scalars['JSON']['output']>;
  /** Links this challenge to its verification; pass it to `verify3ds` as `challengeReference`. */
  reference: Scalars['String']['output'];
  /** Action URL of the challenge form: POST the form field `JWT` to it. Must not be used as the `src` of an iframe. */
  url: Scalars['URL']['output'];
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

/** What `authenticate3ds` and `verify3ds` return; select these fields once with a fragment on this interface. */
export type ThreeDsResult = {
  /** The values to send with the payment authorization; null when the outcome carries none. */
  authentication?: Maybe<ThreeDsAuthentication>;
  /** True when the provider offers to authenticate again (after `AUTHENTICATION_FAILED` or `UNAVAILABLE`). */
  canRetry: Scalars['Boolean']['output'];
  /** How to display the issuer's challenge; present only when the outcome is `CHALLENGED`. */
  challenge?: Maybe<ThreeDsChallenge>;
  /** The outcome of the authentication. Read `rawOutcome` when it is `UNKNOWN`. */
  outcome: ThreeDsOutcome;
  /** The provider's outcome, exactly as sent. */
  rawOutcome: Scalars['String']['output'];
  /** Your reference of the authentication, echoed. */
  transactionReference: Scalars['String']['output'];
};

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

/** The result of `verify3ds`. */
export type Verify3dsPayload = ThreeDsResult & {
  __typename?: 'Verify3dsPayload';
  /** The values to send with the payment authorization; null when the outcome carries none. */
  authentication?: Maybe<ThreeDsAuthentication>;
  /** True when the provider offers to authenticate again. */
  canRetry: Scalars['Boolean']['output'];
  /** Null: a verification never asks for another challenge. */
  challenge?: Maybe<ThreeDsChallenge>;
  /** The final outcome after the challenge. Read `rawOutcome` when it is `UNKNOWN`. */
  outcome: ThreeDsOutcome;
  /** The provider's outcome, exactly as sent. */
  rawOutcome: Scalars['String']['output'];
  /** Your reference of the authentication, echoed. */
  transactionReference: Scalars['String']['output'];
};

/** A digital wallet that issues payment tokens. The provider's documents name wallets in its instrument types (`card/wallet+googlepay`, `card/networkToken+applepay`); this enum holds the wallets they name. A wallet the provider supports but this enum lacks is selected by name (`walletName`) once the gateway's operator has added it to the `UPSTREAM_WALLETS` setting. */
export type Wallet =
  /** Apple Pay. The provider's payout example pays to an Apple Pay device account number. */
  | 'APPLE_PAY'
  /** Google Pay. The provider's 3-D Secure example authenticates a Google Pay token. */
  | 'GOOGLE_PAY';

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Node:
    | ( AccountModel )
    | ( MerchantModel )
    | ( PaymentItemModel )
    | ( PayoutView )
  ;
  ThreeDsResult:
    | ( Authenticate3dsPayload )
    | ( Verify3dsPayload )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Account: ResolverTypeWrapper<AccountModel>;
  AccountBalance: ResolverTypeWrapper<AccountBalance>;
  AddressInput: AddressInput;
  AnonymousPrepaid: AnonymousPrepaid;
  Authenticate3dsInput: Authenticate3dsInput;
  Authenticate3dsInstrumentInput: Authenticate3dsInstrumentInput;
  Authenticate3dsPayload: ResolverTypeWrapper<Authenticate3dsPayload>;
  AuthenticationFlow: AuthenticationFlow;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CancellationIndicator: CancellationIndicator;
  CardBin: ResolverTypeWrapper<CardBin>;
  CardBinInput: CardBinInput;
  CardBinLookupInput: CardBinLookupInput;
  CardCategory: CardCategory;
  CardExpiryDate: ResolverTypeWrapper<CardExpiryDate>;
  CardExpiryDateInput: CardExpiryDateInput;
  CardFundingType: CardFundingType;
  CardOnFileSale: ResolverTypeWrapper<SaleView>;
  CardScheme: CardScheme;
  ChallengeInput: ChallengeInput;
  ChallengePreference: ChallengePreference;
  ChallengeWindowSize: ChallengeWindowSize;
  CountryCode: ResolverTypeWrapper<Scalars['CountryCode']['output']>;
  CreateCardOnFileSaleInput: CreateCardOnFileSaleInput;
  CreateCardOnFileSalePayload: ResolverTypeWrapper<Omit<CreateCardOnFileSalePayload, 'sale'> & { sale: ResolversTypes['CardOnFileSale'] }>;
  CreatePayoutInput: CreatePayoutInput;
  CreatePayoutPayload: ResolverTypeWrapper<Omit<CreatePayoutPayload, 'payout'> & { payout: ResolversTypes['Payout'] }>;
  Currency: ResolverTypeWrapper<Scalars['Currency']['output']>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  DeviceDataInput: DeviceDataInput;
  DomesticSchemeAuthentication: ResolverTypeWrapper<DomesticSchemeAuthentication>;
  EciLevel: EciLevel;
  ErrorCode: ErrorCode;
  FieldRuleCode: FieldRuleCode;
  GiftCardsPurchaseInput: GiftCardsPurchaseInput;
  GiftCardsTotalValueInput: GiftCardsTotalValueInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IPv4: ResolverTypeWrapper<Scalars['IPv4']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IntOrDigits: ResolverTypeWrapper<Scalars['IntOrDigits']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  ListOrder: ListOrder;
  Merchant: ResolverTypeWrapper<MerchantModel>;
  MerchantPaymentItemFilter: MerchantPaymentItemFilter;
  MinorUnitsAmountInput: MinorUnitsAmountInput;
  Money: ResolverTypeWrapper<Money>;
  MoneyFilter: MoneyFilter;
  MoneyRequest: ResolverTypeWrapper<MoneyRequestModel>;
  MoneyRequestConnection: ResolverTypeWrapper<MoneyRequestConnectionModel>;
  MoneyRequestEdge: ResolverTypeWrapper<MoneyRequestEdgeModel>;
  MoneyRequestOperation: MoneyRequestOperation;
  MoneyRequestStatus: MoneyRequestStatus;
  MultipleAccountAccess: MultipleAccountAccess;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NarrativeInput: NarrativeInput;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentFacilitatorInput: PaymentFacilitatorInput;
  PaymentItem: ResolverTypeWrapper<PaymentItemModel>;
  PaymentItemConnection: ResolverTypeWrapper<PaymentItemConnectionModel>;
  PaymentItemEdge: ResolverTypeWrapper<PaymentItemEdgeModel>;
  PaymentItemFilter: PaymentItemFilter;
  PaymentState: PaymentState;
  Payout: ResolverTypeWrapper<PayoutView>;
  PayoutCard: ResolverTypeWrapper<PayoutCard>;
  PayoutCardInput: PayoutCardInput;
  PayoutInstrumentInput: PayoutInstrumentInput;
  PayoutInstrumentKind: PayoutInstrumentKind;
  PayoutMethod: PayoutMethod;
  PayoutNetworkTokenInput: PayoutNetworkTokenInput;
  PayoutOutcome: PayoutOutcome;
  PayoutScheme: ResolverTypeWrapper<PayoutScheme>;
  PayoutTokenizedCardInput: PayoutTokenizedCardInput;
  PayoutWalletNetworkTokenInput: PayoutWalletNetworkTokenInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RiskAccountHistoryInput: RiskAccountHistoryInput;
  RiskAccountInput: RiskAccountInput;
  RiskAccountType: RiskAccountType;
  RiskDataInput: RiskDataInput;
  RiskDetail: RiskDetail;
  RiskFactor: ResolverTypeWrapper<RiskFactorView>;
  RiskFactorType: RiskFactorType;
  RiskLevel: RiskLevel;
  RiskShippingInput: RiskShippingInput;
  RiskTransactionHistoryInput: RiskTransactionHistoryInput;
  RiskTransactionInput: RiskTransactionInput;
  SaleCard: ResolverTypeWrapper<SaleCardView>;
  SaleChannel: SaleChannel;
  SaleCustomerAuthenticationInput: SaleCustomerAuthenticationInput;
  SaleCustomerInput: SaleCustomerInput;
  SaleMerchantInput: SaleMerchantInput;
  SaleOutcome: SaleOutcome;
  SalePaymentInstrumentInput: SalePaymentInstrumentInput;
  ShippingAddressInput: ShippingAddressInput;
  ShippingMethod: ShippingMethod;
  ShippingTimeFrame: ShippingTimeFrame;
  StatementFundingType: StatementFundingType;
  StatementItem: ResolverTypeWrapper<StatementItemModel>;
  StatementItemConnection: ResolverTypeWrapper<StatementConnectionModel>;
  StatementItemEdge: ResolverTypeWrapper<StatementEdgeModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubMerchantInput: SubMerchantInput;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ThreeDsAddressInput: ThreeDsAddressInput;
  ThreeDsAuthentication: ResolverTypeWrapper<ThreeDsAuthentication>;
  ThreeDsCardInput: ThreeDsCardInput;
  ThreeDsChallenge: ResolverTypeWrapper<ThreeDsChallenge>;
  ThreeDsMerchantInput: ThreeDsMerchantInput;
  ThreeDsNetworkTokenInput: ThreeDsNetworkTokenInput;
  ThreeDsOutcome: ThreeDsOutcome;
  ThreeDsResult: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ThreeDsResult']>;
  ThreeDsTokenizedCardInput: ThreeDsTokenizedCardInput;
  ThreeDsWalletTokenInput: ThreeDsWalletTokenInput;
  TransferType: TransferType;
  URL: ResolverTypeWrapper<Scalars['URL']['output']>;
  UUID: ResolverTypeWrapper<Scalars['UUID']['output']>;
  Verify3dsInput: Verify3dsInput;
  Verify3dsPayload: ResolverTypeWrapper<Verify3dsPayload>;
  Wallet: Wallet;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Account: AccountModel;
  AccountBalance: AccountBalance;
  AddressInput: AddressInput;
  Authenticate3dsInput: Authenticate3dsInput;
  Authenticate3dsInstrumentInput: Authenticate3dsInstrumentInput;
  Authenticate3dsPayload: Authenticate3dsPayload;
  Boolean: Scalars['Boolean']['output'];
  CardBin: CardBin;
  CardBinInput: CardBinInput;
  CardBinLookupInput: CardBinLookupInput;
  CardExpiryDate: CardExpiryDate;
  CardExpiryDateInput: CardExpiryDateInput;
  CardOnFileSale: SaleView;
  ChallengeInput: ChallengeInput;
  CountryCode: Scalars['CountryCode']['output'];
  CreateCardOnFileSaleInput: CreateCardOnFileSaleInput;
  CreateCardOnFileSalePayload: Omit<CreateCardOnFileSalePayload, 'sale'> & { sale: ResolversParentTypes['CardOnFileSale'] };
  CreatePayoutInput: CreatePayoutInput;
  CreatePayoutPayload: Omit<CreatePayoutPayload, 'payout'> & { payout: ResolversParentTypes['Payout'] };
  Currency: Scalars['Currency']['output'];
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  DeviceDataInput: DeviceDataInput;
  DomesticSchemeAuthentication: DomesticSchemeAuthentication;
  GiftCardsPurchaseInput: GiftCardsPurchaseInput;
  GiftCardsTotalValueInput: GiftCardsTotalValueInput;
  ID: Scalars['ID']['output'];
  IPv4: Scalars['IPv4']['output'];
  Int: Scalars['Int']['output'];
  IntOrDigits: Scalars['IntOrDigits']['output'];
  JSON: Scalars['JSON']['output'];
  Merchant: MerchantModel;
  MerchantPaymentItemFilter: MerchantPaymentItemFilter;
  MinorUnitsAmountInput: MinorUnitsAmountInput;
  Money: Money;
  MoneyFilter: MoneyFilter;
  MoneyRequest: MoneyRequestModel;
  MoneyRequestConnection: MoneyRequestConnectionModel;
  MoneyRequestEdge: MoneyRequestEdgeModel;
  Mutation: Record<PropertyKey, never>;
  NarrativeInput: NarrativeInput;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  PageInfo: PageInfo;
  PaymentFacilitatorInput: PaymentFacilitatorInput;
  PaymentItem: PaymentItemModel;
  PaymentItemConnection: PaymentItemConnectionModel;
  PaymentItemEdge: PaymentItemEdgeModel;
  PaymentItemFilter: PaymentItemFilter;
  Payout: PayoutView;
  PayoutCard: PayoutCard;
  PayoutCardInput: PayoutCardInput;
  PayoutInstrumentInput: PayoutInstrumentInput;
  PayoutNetworkTokenInput: PayoutNetworkTokenInput;
  PayoutScheme: PayoutScheme;
  PayoutTokenizedCardInput: PayoutTokenizedCardInput;
  PayoutWalletNetworkTokenInput: PayoutWalletNetworkTokenInput;
  Query: Record<PropertyKey, never>;
  RiskAccountHistoryInput: RiskAccountHistoryInput;
  RiskAccountInput: RiskAccountInput;
  RiskDataInput: RiskDataInput;
  RiskFactor: RiskFactorView;
  RiskShippingInput: RiskShippingInput;
  RiskTransactionHistoryInput: RiskTransactionHistoryInput;
  RiskTransactionInput: RiskTransactionInput;
  SaleCard: SaleCardView;
  SaleCustomerAuthenticationInput: SaleCustomerAuthenticationInput;
  SaleCustomerInput: SaleCustomerInput;
  SaleMerchantInput: SaleMerchantInput;
  SalePaymentInstrumentInput: SalePaymentInstrumentInput;
  ShippingAddressInput: ShippingAddressInput;
  StatementItem: StatementItemModel;
  StatementItemConnection: StatementConnectionModel;
  StatementItemEdge: StatementEdgeModel;
  String: Scalars['String']['output'];
  SubMerchantInput: SubMerchantInput;
  Subscription: Record<PropertyKey, never>;
  ThreeDsAddressInput: ThreeDsAddressInput;
  ThreeDsAuthentication: ThreeDsAuthentication;
  ThreeDsCardInput: ThreeDsCardInput;
  ThreeDsChallenge: ThreeDsChallenge;
  ThreeDsMerchantInput: ThreeDsMerchantInput;
  ThreeDsNetworkTokenInput: ThreeDsNetworkTokenInput;
  ThreeDsResult: ResolversInterfaceTypes<ResolversParentTypes>['ThreeDsResult'];
  ThreeDsTokenizedCardInput: ThreeDsTokenizedCardInput;
  ThreeDsWalletTokenInput: ThreeDsWalletTokenInput;
  URL: Scalars['URL']['output'];
  UUID: Scalars['UUID']['output'];
  Verify3dsInput: Verify3dsInput;
  Verify3dsPayload: Verify3dsPayload;
}>;

export type CardDataDirectiveArgs = { };

export type CardDataDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = CardDataDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = ResolversObject<{
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['AccountBalance'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  entity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  merchant?: Resolver<Maybe<ResolversTypes['Merchant']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statement?: Resolver<Maybe<ResolversTypes['StatementItemConnection']>, ParentType, ContextType, RequireFields<AccountStatementArgs, 'from' | 'order' | 'to'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AccountBalanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountBalance'] = ResolversParentTypes['AccountBalance']> = ResolversObject<{
  cleared?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  uncleared?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type Authenticate3dsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Authenticate3dsPayload'] = ResolversParentTypes['Authenticate3dsPayload']> = ResolversObject<{
  authentication?: Resolver<Maybe<ResolversTypes['ThreeDsAuthentication']>, ParentType, ContextType>;
  canRetry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  challenge?: Resolver<Maybe<ResolversTypes['ThreeDsChallenge']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['ThreeDsOutcome'], ParentType, ContextType>;
  rawOutcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CardBinResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CardBin'] = ResolversParentTypes['CardBin']> = ResolversObject<{
  anonymousPrepaid?: Resolver<Maybe<ResolversTypes['AnonymousPrepaid']>, ParentType, ContextType>;
  bin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  binDataKnown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  binLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  brand?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['CardCategory']>, ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['CountryCode']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType>;
  cvcLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dccAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  fundingType?: Resolver<Maybe<ResolversTypes['CardFundingType']>, ParentType, ContextType>;
  issuerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  multipleAccountAccess?: Resolver<Maybe<ResolversTypes['MultipleAccountAccess']>, ParentType, ContextType>;
  numberLengths?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  rawAnonymousPrepaid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rawCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rawFundingType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rawMultipleAccountAccess?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheme?: Resolver<Maybe<ResolversTypes['CardScheme']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CardExpiryDateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CardExpiryDate'] = ResolversParentTypes['CardExpiryDate']> = ResolversObject<{
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CardOnFileSaleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CardOnFileSale'] = ResolversParentTypes['CardOnFileSale']> = ResolversObject<{
  card?: Resolver<Maybe<ResolversTypes['SaleCard']>, ParentType, ContextType>;
  issuerAuthorizationCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['SaleOutcome'], ParentType, ContextType>;
  paymentInstrumentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rawOutcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  riskFactors?: Resolver<Array<ResolversTypes['RiskFactor']>, ParentType, ContextType>;
  schemeReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface CountryCodeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['CountryCode'], any> {
  name: 'CountryCode';
}

export type CreateCardOnFileSalePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateCardOnFileSalePayload'] = ResolversParentTypes['CreateCardOnFileSalePayload']> = ResolversObject<{
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sale?: Resolver<ResolversTypes['CardOnFileSale'], ParentType, ContextType>;
}>;

export type CreatePayoutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatePayoutPayload'] = ResolversParentTypes['CreatePayoutPayload']> = ResolversObject<{
  payout?: Resolver<ResolversTypes['Payout'], ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export interface CurrencyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Currency'], any> {
  name: 'Currency';
}

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DomesticSchemeAuthenticationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DomesticSchemeAuthentication'] = ResolversParentTypes['DomesticSchemeAuthentication']> = ResolversObject<{
  authenticationFlow?: Resolver<Maybe<ResolversTypes['AuthenticationFlow']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancellationIndicator?: Resolver<Maybe<ResolversTypes['CancellationIndicator']>, ParentType, ContextType>;
  challengePreference?: Resolver<Maybe<ResolversTypes['ChallengePreference']>, ParentType, ContextType>;
  cryptogramAlgorithm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  networkScore?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rawAuthenticationFlow?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rawCancellationIndicator?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rawChallengePreference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface IPv4ScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['IPv4'], any> {
  name: 'IPv4';
}

export interface IntOrDigitsScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['IntOrDigits'], any> {
  name: 'IntOrDigits';
}

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MerchantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Merchant'] = ResolversParentTypes['Merchant']> = ResolversObject<{
  accounts?: Resolver<Maybe<Array<ResolversTypes['Account']>>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  moneyRequests?: Resolver<Maybe<ResolversTypes['MoneyRequestConnection']>, ParentType, ContextType, Partial<MerchantMoneyRequestsArgs>>;
  paymentItems?: Resolver<Maybe<ResolversTypes['PaymentItemConnection']>, ParentType, ContextType, RequireFields<MerchantPaymentItemsArgs, 'filter' | 'order'>>;
  payoutByReference?: Resolver<Maybe<ResolversTypes['Payout']>, ParentType, ContextType, RequireFields<MerchantPayoutByReferenceArgs, 'transactionReference'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  minorUnits?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type MoneyRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MoneyRequest'] = ResolversParentTypes['MoneyRequest']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['MoneyRequestOperation'], ParentType, ContextType>;
  payout?: Resolver<Maybe<ResolversTypes['Payout']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requestedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MoneyRequestStatus'], ParentType, ContextType>;
  transactionReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MoneyRequestConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MoneyRequestConnection'] = ResolversParentTypes['MoneyRequestConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['MoneyRequestEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['MoneyRequest']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type MoneyRequestEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MoneyRequestEdge'] = ResolversParentTypes['MoneyRequestEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MoneyRequest'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  authenticate3ds?: Resolver<ResolversTypes['Authenticate3dsPayload'], ParentType, ContextType, RequireFields<MutationAuthenticate3dsArgs, 'input'>>;
  createCardOnFileSale?: Resolver<ResolversTypes['CreateCardOnFileSalePayload'], ParentType, ContextType, RequireFields<MutationCreateCardOnFileSaleArgs, 'input'>>;
  createPayout?: Resolver<ResolversTypes['CreatePayoutPayload'], ParentType, ContextType, RequireFields<MutationCreatePayoutArgs, 'input'>>;
  verify3ds?: Resolver<ResolversTypes['Verify3dsPayload'], ParentType, ContextType, RequireFields<MutationVerify3dsArgs, 'input'>>;
}>;

export type NodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Account' | 'Merchant' | 'PaymentItem' | 'Payout', ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PaymentItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentItem'] = ResolversParentTypes['PaymentItem']> = ResolversObject<{
  accountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  beneficiaryAccountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['CountryCode']>, ParentType, ContextType>;
  entity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  narrative?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payeeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentDatetime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  paymentState?: Resolver<Maybe<ResolversTypes['PaymentState']>, ParentType, ContextType>;
  payout?: Resolver<Maybe<ResolversTypes['Payout']>, ParentType, ContextType>;
  payoutRequestId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rawPaymentState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  swiftBic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  transactionReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ubr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PaymentItemConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentItemConnection'] = ResolversParentTypes['PaymentItemConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['PaymentItemEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['PaymentItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PaymentItemEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentItemEdge'] = ResolversParentTypes['PaymentItemEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PaymentItem'], ParentType, ContextType>;
}>;

export type PayoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Payout'] = ResolversParentTypes['Payout']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  card?: Resolver<Maybe<ResolversTypes['PayoutCard']>, ParentType, ContextType>;
  entity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['PayoutMethod']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['PayoutOutcome'], ParentType, ContextType>;
  payoutRequestId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rawOutcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  refusalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheme?: Resolver<Maybe<ResolversTypes['PayoutScheme']>, ParentType, ContextType>;
  transactionReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updateAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PayoutCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PayoutCard'] = ResolversParentTypes['PayoutCard']> = ResolversObject<{
  bin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  instrument?: Resolver<ResolversTypes['PayoutInstrumentKind'], ParentType, ContextType>;
  last4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PayoutSchemeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PayoutScheme'] = ResolversParentTypes['PayoutScheme']> = ResolversObject<{
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType, RequireFields<QueryAccountArgs, 'accountNumber'>>;
  accounts?: Resolver<Maybe<Array<ResolversTypes['Account']>>, ParentType, ContextType, RequireFields<QueryAccountsArgs, 'entity'>>;
  cardBin?: Resolver<Maybe<ResolversTypes['CardBin']>, ParentType, ContextType, RequireFields<QueryCardBinArgs, 'input'>>;
  merchant?: Resolver<Maybe<ResolversTypes['Merchant']>, ParentType, ContextType, RequireFields<QueryMerchantArgs, 'entity'>>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  paymentItem?: Resolver<Maybe<ResolversTypes['PaymentItem']>, ParentType, ContextType, RequireFields<QueryPaymentItemArgs, 'paymentId'>>;
  paymentItems?: Resolver<Maybe<ResolversTypes['PaymentItemConnection']>, ParentType, ContextType, RequireFields<QueryPaymentItemsArgs, 'filter' | 'order'>>;
  paymentItemsByUbr?: Resolver<Maybe<ResolversTypes['PaymentItemConnection']>, ParentType, ContextType, RequireFields<QueryPaymentItemsByUbrArgs, 'ubr'>>;
  payout?: Resolver<Maybe<ResolversTypes['Payout']>, ParentType, ContextType, RequireFields<QueryPayoutArgs, 'id'>>;
  payoutByReference?: Resolver<Maybe<ResolversTypes['Payout']>, ParentType, ContextType, RequireFields<QueryPayoutByReferenceArgs, 'entity' | 'transactionReference'>>;
}>;

export type RiskFactorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskFactor'] = ResolversParentTypes['RiskFactor']> = ResolversObject<{
  detail?: Resolver<Maybe<ResolversTypes['RiskDetail']>, ParentType, ContextType>;
  rawDetail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rawRisk?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rawType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  risk?: Resolver<ResolversTypes['RiskLevel'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['RiskFactorType'], ParentType, ContextType>;
}>;

export type SaleCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaleCard'] = ResolversParentTypes['SaleCard']> = ResolversObject<{
  bin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['CountryCode']>, ParentType, ContextType>;
  dpan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiryDate?: Resolver<Maybe<ResolversTypes['CardExpiryDate']>, ParentType, ContextType>;
  fundingType?: Resolver<Maybe<ResolversTypes['CardFundingType']>, ParentType, ContextType>;
  issuerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last4Digits?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentAccountReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rawFundingType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StatementItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementItem'] = ResolversParentTypes['StatementItem']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cleared?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['CountryCode']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fundingType?: Resolver<ResolversTypes['StatementFundingType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  narrative?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originalAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  payout?: Resolver<Maybe<ResolversTypes['Payout']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  rawCleared?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rawFundingType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rawTransferType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statementItemId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  statementNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  transactionReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transferType?: Resolver<ResolversTypes['TransferType'], ParentType, ContextType>;
}>;

export type StatementItemConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementItemConnection'] = ResolversParentTypes['StatementItemConnection']> = ResolversObject<{
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['StatementItemEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['StatementItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StatementItemEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementItemEdge'] = ResolversParentTypes['StatementItemEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['StatementItem'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  payoutUpdated?: SubscriptionResolver<ResolversTypes['Payout'], "payoutUpdated", ParentType, ContextType, RequireFields<SubscriptionPayoutUpdatedArgs, 'id'>>;
}>;

export type ThreeDsAuthenticationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ThreeDsAuthentication'] = ResolversParentTypes['ThreeDsAuthentication']> = ResolversObject<{
  acsTransactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authenticationValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domesticScheme?: Resolver<Maybe<ResolversTypes['DomesticSchemeAuthentication']>, ParentType, ContextType>;
  eci?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eciLevel?: Resolver<Maybe<ResolversTypes['EciLevel']>, ParentType, ContextType>;
  enrolled?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ThreeDsChallengeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ThreeDsChallenge'] = ResolversParentTypes['ThreeDsChallenge']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  jwt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payload?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['URL'], ParentType, ContextType>;
}>;

export type ThreeDsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ThreeDsResult'] = ResolversParentTypes['ThreeDsResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Authenticate3dsPayload' | 'Verify3dsPayload', ParentType, ContextType>;
}>;

export interface UrlScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['URL'], any> {
  name: 'URL';
}

export interface UuidScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['UUID'], any> {
  name: 'UUID';
}

export type Verify3dsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Verify3dsPayload'] = ResolversParentTypes['Verify3dsPayload']> = ResolversObject<{
  authentication?: Resolver<Maybe<ResolversTypes['ThreeDsAuthentication']>, ParentType, ContextType>;
  canRetry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  challenge?: Resolver<Maybe<ResolversTypes['ThreeDsChallenge']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['ThreeDsOutcome'], ParentType, ContextType>;
  rawOutcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Account?: AccountResolvers<ContextType>;
  AccountBalance?: AccountBalanceResolvers<ContextType>;
  Authenticate3dsPayload?: Authenticate3dsPayloadResolvers<ContextType>;
  CardBin?: CardBinResolvers<ContextType>;
  CardExpiryDate?: CardExpiryDateResolvers<ContextType>;
  CardOnFileSale?: CardOnFileSaleResolvers<ContextType>;
  CountryCode?: GraphQLScalarType;
  CreateCardOnFileSalePayload?: CreateCardOnFileSalePayloadResolvers<ContextType>;
  CreatePayoutPayload?: CreatePayoutPayloadResolvers<ContextType>;
  Currency?: GraphQLScalarType;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  DomesticSchemeAuthentication?: DomesticSchemeAuthenticationResolvers<ContextType>;
  IPv4?: GraphQLScalarType;
  IntOrDigits?: GraphQLScalarType;
  JSON?: GraphQLScalarType;
  Merchant?: MerchantResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  MoneyRequest?: MoneyRequestResolvers<ContextType>;
  MoneyRequestConnection?: MoneyRequestConnectionResolvers<ContextType>;
  MoneyRequestEdge?: MoneyRequestEdgeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentItem?: PaymentItemResolvers<ContextType>;
  PaymentItemConnection?: PaymentItemConnectionResolvers<ContextType>;
  PaymentItemEdge?: PaymentItemEdgeResolvers<ContextType>;
  Payout?: PayoutResolvers<ContextType>;
  PayoutCard?: PayoutCardResolvers<ContextType>;
  PayoutScheme?: PayoutSchemeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RiskFactor?: RiskFactorResolvers<ContextType>;
  SaleCard?: SaleCardResolvers<ContextType>;
  StatementItem?: StatementItemResolvers<ContextType>;
  StatementItemConnection?: StatementItemConnectionResolvers<ContextType>;
  StatementItemEdge?: StatementItemEdgeResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  ThreeDsAuthentication?: ThreeDsAuthenticationResolvers<ContextType>;
  ThreeDsChallenge?: ThreeDsChallengeResolvers<ContextType>;
  ThreeDsResult?: ThreeDsResultResolvers<ContextType>;
  URL?: GraphQLScalarType;
  UUID?: GraphQLScalarType;
  Verify3dsPayload?: Verify3dsPayloadResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GatewayContext> = ResolversObject<{
  cardData?: CardDataDirectiveResolver<any, any, ContextType>;
}>;
