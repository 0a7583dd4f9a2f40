import type { BillingAddress } from '../../datasources/upstream/sharedModels.ts';

type Nullable<T> = { readonly [K in keyof T]?: T[K] | null | undefined };

/** `{key: value}` when value is present, `{}` otherwise: the provider gets no nulls for absent fields. */
export function field<K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } {
  return value === null || value === undefined ? {} : ({ [key]: value } as { [P in K]?: V });
}

/** A validated `AddressInput` as the provider's billing address (payouts and card-on-file sales share it). */
export function billingAddress(address: Nullable<BillingAddress>): BillingAddress {
  return {
    ...field('address1', address.address1),
    ...field('address2', address.address2),
    ...field('address3', address.address3),
    ...field('postalCode', address.postalCode),
    ...field('city', address.city),
    ...field('state', address.state),
    ...field('countryCode', address.countryCode),
  };
}
