import type { FieldReader, JsonObject } from '../../../http/fields.ts';
import { isCountryCode, isSubdivision } from './formats.ts';

const required = { required: true } as const;

/**
 * The billing address of a card or network token. When it is sent at all, address1, city, countryCode and
 * postalCode must be sent (spec, area A).
 */
export function readBillingAddress(r: FieldReader, parent: JsonObject | undefined, path: string): void {
  const address = r.object(parent, 'billingAddress', path);
  if (!address) return;
  readRequiredLines(r, address, path);
  r.string(address, 'address2', `${path}.address2`);
  r.string(address, 'address3', `${path}.address3`);
  r.string(address, 'state', `${path}.state`, {
    format: isSubdivision,
    message: 'must be a two-character subdivision code',
  });
}

/** riskData.shipping.address: same completeness rule, with `stateCode` and a phone number. */
export function readShippingAddress(r: FieldReader, parent: JsonObject | undefined, path: string): void {
  const address = r.object(parent, 'address', path);
  if (!address) return;
  readRequiredLines(r, address, path);
  r.string(address, 'address2', `${path}.address2`);
  r.string(address, 'address3', `${path}.address3`);
  r.string(address, 'stateCode', `${path}.stateCode`, {
    format: isSubdivision,
    message: 'must be a two-character subdivision code',
  });
  r.string(address, 'phoneNumber', `${path}.phoneNumber`);
}

function readRequiredLines(r: FieldReader, address: JsonObject, path: string): void {
  r.string(address, 'address1', `${path}.address1`, required);
  r.string(address, 'city', `${path}.city`, required);
  r.string(address, 'postalCode', `${path}.postalCode`, required);
  r.string(address, 'countryCode', `${path}.countryCode`, {
    ...required,
    format: isCountryCode,
    message: 'must be an ISO 3166-1 alpha-2 country code',
  });
}
