import { devCredentials } from '../../src/sandbox/config.ts';
import type { RunningSandbox } from '../../src/sandbox/server.ts';

/** Requests of the sandbox card-on-file sale tests. */

/** The dev credentials as a Basic authorization header. */
export const basic = `Basic ${Buffer.from(`${devCredentials.username}:${devCredentials.password}`).toString('base64')}`;
/** The payments v5 request media type of the default vendor. */
export const requestType = 'application/vnd.provider.payments-v5+json';
/** The payments v5 HAL response media type of the default vendor. */
export const responseType = 'application/vnd.provider.payments-v5.hal+json';
/** The headers of a well-formed sale request. */
export const v5Headers = { authorization: basic, 'content-type': requestType, accept: responseType };

/** The payment account reference `sandbox` gives 4444333322221111 (keyed per instance, so not a constant). */
export function visaPar(sandbox: RunningSandbox): string {
  return sandbox.state.sales.paymentAccountReference('4444333322221111');
}

/** A sale every check passes: full billing address and a CVC, so it has no risk factors. */
export function validSale(transactionReference: string) {
  return {
    transactionReference,
    merchant: { entity: 'SBXE01' },
    instruction: {
      value: { amount: 1250, currency: 'GBP' },
      narrative: { line1: 'Sandbox Shop' },
      paymentInstrument: {
        type: 'card/plain',
        cardHolderName: 'Ada Lovelace',
        cardNumber: '4444333322221111',
        cardExpiryDate: { month: 12, year: 2035 },
        cvc: '123',
        billingAddress: {
          address1: '1 Main Street',
          postalCode: 'SW1A 1AA',
          countryCode: 'GB',
          city: 'London',
        },
      },
    },
  };
}

/** The parts of a sale response the tests read; whole bodies are compared with toEqual. */
export interface SaleBody {
  readonly outcome: string;
  readonly issuer?: unknown;
  readonly riskFactors?: unknown;
  readonly paymentInstrument: { readonly card: { readonly paymentAccountReference: string } };
  readonly _links: Readonly<Record<string, unknown>>;
}

/** Posts a sale to the sandbox at `url`; the body is read as JSON and typed `T` unchecked. */
export async function postSale<T = unknown>(
  url: string,
  body: unknown,
  headers: Record<string, string> = v5Headers,
): Promise<{ status: number; contentType: string | null; body: T }> {
  const res = await fetch(`${url}/payments/sales/migrateCardOnFile`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: res.status, contentType: res.headers.get('content-type'), body: (await res.json()) as T };
}
