import type { Feature } from '../../http/feature.ts';
import type { Logger } from '../../logger.ts';
import type { SliceOf } from '../../settings/setting.ts';
import { applyCors } from './cors.ts';
import { RefusedOrigins } from './refusedOrigins.ts';
import type { corsSettings } from './settings.ts';

/**
 * CORS by an allowlist of origins (CORS_ORIGINS, CORS_CREDENTIALS; loopback origins in development), before every
 * operation route: an allowed origin is named back, a refused one is logged once and its preflight answered 403.
 * Always installed: with no origin listed, every cross-origin page is refused, which is the policy too.
 */
export function cors(settings: SliceOf<typeof corsSettings>, logger: Logger): Feature {
  const refused = new RefusedOrigins(logger);
  return { beforeOperation: (req, res) => applyCors(req, res, settings, refused) };
}
