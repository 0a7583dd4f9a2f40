import { isCountryCode, isSubdivision } from './formats.ts';
import type { BodyReader, JsonObject } from './reader.ts';

/**
 * The billing address of a card or network token. When it is sent at all, address1, city, countryCode and
 * postalCode must be sent (spec, area A).
 */
export function readBillingAddress(r: BodyReader, parent: JsonObject | undefined, path: string): void {
  const address = r.object(parent, 'billingAddress', path, false);
  if (!address) return;
  readRequiredLines(r, address, path);
  r.string(address, 'address2', `${path}.address2`, false);
  r.string(address, 'address3', `${path}.address3`, false);
  r.matching(
    address,
    'state',
    `${path}.state`,
    false,
    isSubdivision,
    'must be a two-character subdivision code',
  );
}

/** riskData.shipping.address: same completeness rule, with `stateCode` and a phone number. */
export function readShippingAddress(r: BodyReader, parent: JsonObject | undefined, path: string): void {
  const address = r.object(parent, 'address', path, false);
  if (!address) return;
  readRequiredLines(r, address, path);
  r.string(address, 'address2', `${path}.address2`, false);
  r.string(address, 'address3', `${path}.address3`, false);
  r.matching(
    address,
    'stateCode',
    `${path}.stateCode`,
    false,
    isSubdivision,
    'must be a two-character subdivision code',
  );
  r.string(address, 'phoneNumber', `${path}.phoneNumber`, false);
}

function readRequiredLines(r: BodyReader, address: JsonObject, path: string): void {
  r.string(address, 'address1', `${path}.address1`, true);
  r.string(address, 'city', `${path}.city`, true);
  r.string(address, 'postalCode', `${path}.postalCode`, true);
  r.matching(
    address,
    'countryCode',
    `${path}.countryCode`,
    true,
    isCountryCode,
    'must be an ISO 3166-1 alpha-2 country code',
  );
}
