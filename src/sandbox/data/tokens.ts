/**
 * Stored card tokens the sandbox knows. The spec has no endpoint that creates tokens, so the sandbox ships a fixed
 * table: each token stands for one test card of `testCards.ts`.
 *
 * A token's location is `{base_url}/tokens/{id}`. Lookups match the path only, so the same token works whatever
 * host or port the sandbox is reached at; a path-only reference (`/tokens/{id}`) is accepted too. The BIN lookup
 * takes it as `token`; payouts and 3DS take it as the `href` of a `card/tokenized` instrument.
 */
export interface TestToken {
  /** Last path segment of the token's location. */
  readonly id: string;
  /** The stored card number (one of `testCards`); never leaves the sandbox. */
  readonly pan: string;
  readonly cardExpiryDate: { readonly month: number; readonly year: number };
  readonly cardHolderName: string;
}

/** Path prefix of token resources. */
const tokenPathPrefix = '/tokens/';

const expiry = { month: 12, year: 2035 } as const;

/** @internal The sandbox's test data: its specs go through every entry. */
export const testTokens: readonly TestToken[] = [
  {
    id: 'TKNVISACREDITGB',
    pan: '4444333322221111',
    cardExpiryDate: expiry,
    cardHolderName: 'Test Visa Credit',
  },
  {
    id: 'TKNVISADEBITGB',
    pan: '4917610000000000',
    cardExpiryDate: expiry,
    cardHolderName: 'Test Visa Debit',
  },
  {
    id: 'TKNVISADEBITUS',
    pan: '4000056655665556',
    cardExpiryDate: expiry,
    cardHolderName: 'Test Visa Debit US',
  },
  {
    id: 'TKNVISACREDITCA',
    pan: '4514160123456785',
    cardExpiryDate: expiry,
    cardHolderName: 'Test Visa Canada',
  },
  {
    id: 'TKNVISAPREPAIDIE',
    pan: '4035501000000008',
    cardExpiryDate: expiry,
    cardHolderName: 'Test Visa Prepaid',
  },
  { id: 'TKNMCCREDITUS', pan: '5555555555554444', cardExpiryDate: expiry, cardHolderName: 'Test Mastercard' },
  {
    id: 'TKNMCDEBITGB',
    pan: '5163613613613613',
    cardExpiryDate: expiry,
    cardHolderName: 'Test Debit Mastercard',
  },
  {
    id: 'TKNMCCREDITDE',
    pan: '2221000000000009',
    cardExpiryDate: expiry,
    cardHolderName: 'Test Mastercard DE',
  },
  { id: 'TKNAMEXUS', pan: '343434343434343', cardExpiryDate: expiry, cardHolderName: 'Test Amex' },
  { id: 'TKNDISCOVERUS', pan: '6011000400000000', cardExpiryDate: expiry, cardHolderName: 'Test Discover' },
  { id: 'TKNJCBJP', pan: '3569990010095841', cardExpiryDate: expiry, cardHolderName: 'Test JCB' },
  { id: 'TKNCBFR', pan: '4970100000000063', cardExpiryDate: expiry, cardHolderName: 'Test Carte Bancaire' },
];

/**
 * The location the sandbox hands out for a token, e.g. `http://127.0.0.1:4010/tokens/TKNVISACREDITGB`.
 * @internal Exported for the sandbox specs, which look cards up by token link.
 */
export function tokenHref(baseUrl: string, id: string): string {
  return `${baseUrl}${tokenPathPrefix}${encodeURIComponent(id)}`;
}

/**
 * True when `href` has the form of a resource location: an absolute http(s) URL or an absolute path. Says nothing
 * about whether a token lives there.
 */
export function isResourceUrl(href: string): boolean {
  if (href.startsWith('/')) return !href.startsWith('//') && URL.canParse(href, 'http://sandbox.invalid');
  if (!URL.canParse(href)) return false;
  const { protocol, hostname } = new URL(href);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
}

/** The token stored at `href`, matched by path; undefined when the location holds no token. */
export function findToken(href: string): TestToken | undefined {
  if (!isResourceUrl(href)) return undefined;
  const { pathname } = new URL(href, 'http://sandbox.invalid');
  if (!pathname.startsWith(tokenPathPrefix)) return undefined;
  const id = pathname.slice(tokenPathPrefix.length);
  return testTokens.find((t) => t.id === id);
}
