import { defaultMediaVendor, mediaTypes, paths } from '../../src/contract/index.ts';
import { devCredentials } from '../../src/sandbox/config.ts';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';

/** The verifications v2 HAL media type both 3DS endpoints speak. */
export const verificationsType = mediaTypes(defaultMediaVendor).verifications;

const authorization = `Basic ${Buffer.from(`${devCredentials.username}:${devCredentials.password}`).toString('base64')}`;

interface JsonReply {
  readonly status: number;
  readonly contentType: string | null;
  readonly body: unknown;
}

interface HtmlReply {
  readonly status: number;
  readonly contentType: string | null;
  readonly html: string;
}

/** A sandbox with the control API on, and the calls the 3DS tests make to it over HTTP. */
export interface ThreeDsApi {
  readonly url: string;
  readonly sandbox: RunningSandbox;
  authenticate(body: unknown, headers?: Record<string, string>, path?: string): Promise<JsonReply>;
  verify(body: unknown, headers?: Record<string, string>): Promise<JsonReply>;
  /** Posts an HTML form (application/x-www-form-urlencoded), as a browser would, without credentials. */
  postForm(url: string, fields: Record<string, string>): Promise<HtmlReply>;
  /** Moves the sandbox clock through `POST /_sandbox/clock`. */
  advance(ms: number): Promise<void>;
  close(): Promise<void>;
}

export async function startThreeDsApi(): Promise<ThreeDsApi> {
  const sandbox = await startSandbox({ controlEnabled: true, port: 0 });
  const { url } = sandbox;
  const post = async (path: string, body: unknown, headers: Record<string, string>): Promise<JsonReply> => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': verificationsType, accept: verificationsType, ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      contentType: res.headers.get('content-type'),
      body: text ? JSON.parse(text) : undefined,
    };
  };
  return {
    url,
    sandbox,
    authenticate: (body, headers = {}, path = paths.threeDsAuthenticate) => post(path, body, headers),
    verify: (body, headers = {}) => post(paths.threeDsVerify, body, headers),
    postForm: async (target, fields) => {
      const res = await fetch(target.startsWith('http') ? target : `${url}${target}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      return { status: res.status, contentType: res.headers.get('content-type'), html: await res.text() };
    },
    advance: async (ms) => {
      const res = await fetch(`${url}/_sandbox/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: ms }),
      });
      if (res.status !== 200) throw new Error(`clock advance failed with ${res.status}`);
    },
    close: () => sandbox.close(),
  };
}

export const returnUrl = 'https://merchant.example/3ds/return?order=1';

/** A complete, valid card/front request carrying every optional field of the spec's tables. */
export function fullRequest(
  cardHolderName: string,
  cardNumber = '4444333322221111',
): Record<string, unknown> {
  return {
    transactionReference: `order-${cardHolderName}`,
    merchant: { entity: 'SBXE01' },
    instruction: {
      paymentInstrument: {
        type: 'card/front',
        cardHolderName,
        cardNumber,
        cardExpiryDate: { month: 12, year: 2035 },
        billingAddress: {
          address1: '1 Main Street',
          address2: 'Floor 2',
          address3: 'Suite 5',
          postalCode: 'SW1A 1AA',
          city: 'London',
          state: 'LN',
          countryCode: 'GB',
        },
      },
      value: { currency: 'GBP', amount: 1250 },
    },
    deviceData: {
      acceptHeader: 'text/html',
      userAgentHeader: 'Mozilla/5.0 (X11; Linux x86_64)',
      collectionReference: '0_4XUaSTxRPBrJjAhFGEHWMHnmuXqRA',
      browserLanguage: 'en-GB',
      ipAddress: '192.0.2.10',
      browserJavaEnabled: false,
      browserJavascriptEnabled: true,
      browserColorDepth: '24',
      browserScreenHeight: '1080',
      browserScreenWidth: 1920,
      timeZone: '-60',
    },
    challenge: { windowSize: '390x400', preference: 'challengeRequested', returnUrl },
    riskData: {
      account: {
        previousSuspiciousActivity: false,
        type: 'registeredUser',
        email: 'shopper@example.com',
        history: {
          createdAt: '2020-01-31',
          modifiedAt: '2021-02-28',
          passwordModifiedAt: '2022-03-01',
          paymentAccountEnrolledAt: '2023-04-15',
        },
      },
      transaction: {
        reorder: false,
        preOrderDate: '2030-05-20',
        firstName: 'Sam',
        lastName: 'Shopper',
        phoneNumber: '+441234567890',
        history: {
          attemptsLastDay: 1,
          attemptsLastYear: 3,
          completedLastSixMonths: 2,
          addCardsLastDay: 0,
          shippingAddressFirstUsedAt: '2019-12-31',
        },
        giftCardsPurchase: { totalValue: { currency: 'GBP', amount: 500 }, quantity: 1 },
      },
      shipping: {
        nameMatchesAccountName: true,
        method: 'verifiedAddress',
        timeFrame: 'nextDay',
        email: 'shopper@example.com',
        address: {
          address1: '2 High Street',
          postalCode: 'EC1A 1BB',
          city: 'London',
          stateCode: 'LN',
          countryCode: 'GB',
          phoneNumber: '+441234567891',
        },
      },
    },
  };
}

/** The shortest valid card/front request. */
export function minimalRequest(
  cardHolderName?: string,
  cardNumber = '4444333322221111',
): Record<string, unknown> {
  return {
    transactionReference: `min-${cardHolderName ?? 'anonymous'}`,
    merchant: { entity: 'SBXE01' },
    instruction: {
      paymentInstrument: {
        type: 'card/front',
        ...(cardHolderName === undefined ? {} : { cardHolderName }),
        cardNumber,
        cardExpiryDate: { month: 1, year: 2031 },
      },
      value: { currency: 'EUR', amount: 0 },
    },
    deviceData: { acceptHeader: '*/*', userAgentHeader: 'TestAgent/1.0' },
    challenge: { returnUrl },
  };
}

/** The HAL curies every 3DS answer but alreadyAuthenticated carries. */
export const curies = (url: string) => [
  { name: '3ds', href: `${url}/rels/verifications/customers/{rel}`, templated: true },
];

/** The value of a hidden form field in a challenge page. */
export function hiddenField(html: string, name: string): string | undefined {
  const match = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)">`).exec(html);
  return match?.[1]
    ?.replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
