import { mediaTypes } from '../../../contract/index.ts';
import { findToken } from '../../data/tokens.ts';
import { fail } from '../../http/errors.ts';
import { accepts, isContentType } from '../../http/media.ts';
import type { Handler } from '../../http/types.ts';
import { binData, hasKnownNetworkPrefix } from './binData.ts';
import { cardBinErrors } from './errors.ts';
import { validateBinLookup } from './validate.ts';

function failWith(error: { status: number; customCode: string; message: string }): never {
  fail(error.status, error.customCode, error.message);
}

/**
 * POST /api/cardBin/panLookup: BIN data by card number or by token location. Plain `application/json` both ways
 * plus the required version header, `WP-Api-Version: 1` unless configured otherwise (the provider's documentation;
 * the spec shows neither).
 */
export const panLookup: Handler = (req, ctx) => {
  const json = mediaTypes(ctx.config.mediaVendor).json;
  if (!isContentType(req.headers, json)) fail(415, undefined, 'Unsupported Media Type');
  if (!accepts(req.headers, json)) failWith(cardBinErrors.notAcceptable);
  // Header names are case-insensitive (node lower-cases them); the value must be exactly the one version.
  for (const [name, value] of Object.entries(ctx.config.cardBinVersionHeader)) {
    if (req.headers[name.toLowerCase()] !== value) failWith(cardBinErrors.versionRequired);
  }
  const lookup = validateBinLookup(req.body);

  let pan: string;
  if ('token' in lookup) {
    const token = findToken(lookup.token);
    if (!token) failWith(cardBinErrors.tokenNotFound);
    pan = token.pan;
  } else {
    pan = lookup.cardNumber;
  }
  if (!hasKnownNetworkPrefix(pan)) failWith(cardBinErrors.binNotFound);
  return { status: 200, body: binData(pan), headers: { 'content-type': json } };
};
