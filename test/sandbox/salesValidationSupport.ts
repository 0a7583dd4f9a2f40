/** Bodies and answers of the sandbox card-on-file sale validation tests. */

/** The dotted path of the payment instrument in a sale request. */
export const pi = 'instruction.paymentInstrument';

/** A JSON object as the tests build request bodies. */
export type Json = Record<string, unknown>;

/** A sale carrying only the required fields. */
function requiredOnlySale(transactionReference: string): Json {
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
      },
    },
  };
}

/** Makes sales with only the required fields, each with a transactionReference of its own. */
export function saleSequence(): () => Json {
  let seq = 0;
  return () => requiredOnlySale(`order-v-${++seq}`);
}

/** A copy of `body` with the value at a dotted path replaced (created on the way), or removed when undefined. */
export function withValue(body: Json, path: string, value: unknown): Json {
  const copy = structuredClone(body);
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let at: Json = copy;
  for (const key of keys) {
    if (typeof at[key] !== 'object' || at[key] === null) at[key] = {};
    at = at[key] as Json;
  }
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

/** The 400 SBXS01 answer listing `errors`. */
export const invalid = (errors: Record<string, string[]>) => ({
  status: 400,
  contentType: 'application/json',
  body: { errors, httpStatusCode: 400, customCode: 'SBXS01', message: 'The request body is invalid' },
});

/** A payment facilitator with every field filled in. */
export const facilitator = {
  pfId: 'PF001',
  isoId: 'ISO01',
  subMerchant: {
    city: 'London',
    name: 'Corner Shop',
    postalCode: 'E1 6AN',
    merchantId: 'SUB001',
    countryCode: 'GB',
    street: '2 High Street',
    state: 'LND',
    taxId: 'GB123',
  },
};
