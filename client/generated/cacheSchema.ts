// Generated from schema/*.graphql by npm run codegen (scripts/codegen/cacheSchema.ts): do not edit.

/** Each interface and union of the schema with its object types (Apollo Client `possibleTypes`). */
export const possibleTypes: { readonly [supertype: string]: string[] } = {
  Node: ['Account', 'Merchant', 'PaymentItem', 'Payout'],
  ThreeDsResult: ['Authenticate3dsPayload', 'Verify3dsPayload'],
};

/** Each connection field, by type, with the arguments that choose its list: all but first/after/last/before. */
export const connectionFilters: {
  readonly [typename: string]: { readonly [field: string]: string[] };
} = {
  Account: {
    statement: ['from', 'order', 'to'],
  },
  Merchant: {
    moneyRequests: [],
    paymentItems: ['filter', 'order'],
  },
  Query: {
    paymentItems: ['filter', 'order'],
    paymentItemsByUbr: ['ubr'],
  },
};
