/** Whether a card is an anonymous prepaid card. */
export type AnonymousPrepaid =
  /** The card is prepaid and anonymous: nobody's identity was checked when it was issued (sandbox value `anonymous`). */
  | 'ANONYMOUS'
  /** The card is not prepaid, or it is prepaid but registered to a known card holder (provider value `notPrepaidOrNonAnonymous`). */
  | 'NOT_PREPAID_OR_NON_ANONYMOUS'
  /** The provider does not know, or sent a value this API does not know yet; read the raw value beside this field. */
  | 'UNKNOWN';

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

/** Who a card is issued to. */
export type CardCategory =
  /** A card issued to a business: corporate, purchasing or fleet cards (provider value `commercial`). */
  | 'COMMERCIAL'
  /** A card issued to a private person (provider value `consumer`). */
  | 'CONSUMER'
  /** A category this API does not know yet; read the raw value beside this field. */
  | 'UNKNOWN';

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

/** The order of a list that is sorted by time (statement entries, payment items). Paging works the same in both orders: `first`/`after` reads onward in the chosen order, `last`/`before` back towards its start, and a cursor is valid only in the order it came from. */
export type ListOrder =
  /** Newest first: exactly the reverse of `OLDEST_FIRST`, so `first: 20` is the 20 most recent. */
  | 'NEWEST_FIRST'
  /** Oldest first, the provider's order (the default). */
  | 'OLDEST_FIRST';

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

/** Channel through which a sale was ordered. */
export type SaleChannel =
  /** Mail order or telephone order. */
  | 'MOTO';

/** The issuer's decision on a sale. The provider's spec shows no outcome values ("Outcome values and transitions: not shown"): `AUTHORIZED` (`authorized`) and `REFUSED` (`refused`) are this API's sandbox's words. Any other word arrives as `UNKNOWN`; the provider's word is always in `rawOutcome`. */
export type SaleOutcome =
  /** The sale was authorized and will be settled (provider word `authorized`, a sandbox value). */
  | 'AUTHORIZED'
  /** The issuer refused the sale (provider word `refused`, a sandbox value). */
  | 'REFUSED'
  /** An outcome this API does not know yet; read `rawOutcome`. */
  | 'UNKNOWN';

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

/** A digital wallet that issues payment tokens. The provider's documents name wallets in its instrument types (`card/wallet+googlepay`, `card/networkToken+applepay`); this enum holds the wallets they name. A wallet the provider supports but this enum lacks is selected by name (`walletName`) once the gateway's operator has added it to the `UPSTREAM_WALLETS` setting. */
export type Wallet =
  /** Apple Pay. The provider's payout example pays to an Apple Pay device account number. */
  | 'APPLE_PAY'
  /** Google Pay. The provider's 3-D Secure example authenticates a Google Pay token. */
  | 'GOOGLE_PAY';
