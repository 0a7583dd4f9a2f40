import { mediaTypes } from '../../../contract/index.ts';
import { fail } from '../../http/errors.ts';
import { accepts, contentType } from '../../http/media.ts';
import type { SandboxContext, SandboxRequest } from '../../http/types.ts';
import { threeDsErrorCodes } from './codes.ts';

/**
 * Both 3DS endpoints speak only the verifications v2 HAL media type. A wrong Content-Type is the spec's 415 (which
 * has no customCode in the spec's table); an Accept that excludes the type is 406, with the sandbox's code.
 * Returns the media type to answer with.
 */
export function requireVerificationsMedia(req: SandboxRequest, ctx: SandboxContext): string {
  const type = mediaTypes(ctx.config.mediaVendor).verifications;
  // contentType() is lower-cased and media types are case-insensitive, so a vendor like 'Acme' must match too.
  if (contentType(req.headers) !== type.toLowerCase()) fail(415, undefined, 'Unsupported Media Type');
  if (!accepts(req.headers, type)) {
    fail(406, threeDsErrorCodes.notAcceptable, `Not Acceptable: this endpoint answers with ${type}`);
  }
  return type;
}
