import type { Authenticate3dsInput } from '../generated/graphql.ts';

/** Test helpers of the 3-D Secure integration tests: inputs, and a browser's side of the challenge. */

export const entity = 'MYENT1';
export const returnUrl = 'https://shop.example/3ds/return';
export const visaCredit = '4444333322221111';
export const mastercardCredit = '5555555555554444';
/** The sandbox's domestic-scheme card: its answers carry the domestic-scheme fields. */
export const domesticCard = '4970100000000063';

/** A valid card authentication whose outcome is picked by `testValue` (the card holder name). */
export function cardInput(
  testValue: string,
  overrides: Partial<Authenticate3dsInput> = {},
  cardNumber = visaCredit,
): Authenticate3dsInput {
  return {
    transactionReference: `order-${testValue}`,
    merchant: { entity },
    paymentInstrument: {
      card: { cardHolderName: testValue, cardNumber, cardExpiryDate: { month: 12, year: 2035 } },
    },
    value: { amount: '250', currency: 'GBP' },
    deviceData: { acceptHeader: 'text/html', userAgentHeader: 'Mozilla/5.0 (test)' },
    challenge: { returnUrl },
    ...overrides,
  };
}

/** The `exp` claim of a challenge JWT as an ISO string. */
export function jwtExpiry(jwt: string): string {
  const payload = jwt.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number };
  return new Date(claims.exp * 1000).toISOString();
}

export interface PageResponse {
  readonly status: number;
  readonly html: string;
}

async function postForm(url: string, fields: Record<string, string>): Promise<PageResponse> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, html: await res.text() };
}

/**
 * What the customer's browser does with a challenge: posts the JWT to the challenge url (the merchant page's
 * form), then presses Pass or Fail on the issuer's page, whose form action is read from the page as a browser
 * would. Returns the final page (the auto-submitting form back to the returnUrl).
 */
export async function answerChallenge(
  challenge: { readonly url: string; readonly jwt: string },
  decision: 'pass' | 'fail',
): Promise<PageResponse> {
  const page = await postForm(challenge.url, { JWT: challenge.jwt });
  if (page.status !== 200) return page;
  const action = /<form method="post" action="([^"]+)"/.exec(page.html)?.[1];
  if (action === undefined) throw new Error('the challenge page has no form');
  return postForm(new URL(action, challenge.url).href, { JWT: challenge.jwt, decision });
}
