import type { IncomingHttpHeaders } from 'node:http';
import { mediaTypes } from '../../../contract/index.ts';
import { fail } from '../../http/errors.ts';
import { acceptedTypes } from '../../http/media.ts';

/**
 * Name of the caller id header. The spec limits "caller id" to 100 characters but does not name the header;
 * the sandbox reads this one.
 */
const callerIdHeader = 'x-caller-id';

const versionMessage = 'An API version is required, but was not specified.';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The version is chosen by the Accept media type. No account-payouts type at all (missing Accept, `*\/*`,
 * `application/json`), a version other than 2, or two different versions in one Accept: SPAV01.
 */
function checkVersion(headers: IncomingHttpHeaders, vendor: string): void {
  const versioned = new RegExp(
    `^application/vnd\\.${escapeRegExp(vendor.toLowerCase())}\\.account-payouts-v(\\d+)\\+json$`,
  );
  const versions = new Set(
    acceptedTypes(headers).flatMap((type) => {
      const version = versioned.exec(type)?.[1];
      return version === undefined ? [] : [version];
    }),
  );
  const expected = /-v(\d+)\+json$/.exec(mediaTypes(vendor).accountPayouts)?.[1];
  if (versions.size !== 1 || !versions.has(expected ?? '2')) fail(400, 'SPAV01', versionMessage);
}

/** A caller id over 100 characters: SPAB01. */
function checkCallerId(headers: IncomingHttpHeaders): void {
  const value = headers[callerIdHeader];
  const callerId = Array.isArray(value) ? value.join(',') : (value ?? '');
  if (callerId.length > 100) fail(400, 'SPAB01', 'There was an error in the request');
}

/** Both header checks, in the order the sandbox applies them (version first). */
export function guard(headers: IncomingHttpHeaders, vendor: string): void {
  checkVersion(headers, vendor);
  checkCallerId(headers);
}
