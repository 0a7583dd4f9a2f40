import type { Feature } from '../../http/feature.ts';
import type { Logger } from '../../logger.ts';
import { applyCors, type CorsSettings } from './cors.ts';
import { RefusedOrigins } from './refusedOrigins.ts';

export type { CorsSettings } from './cors.ts';

/**
 * CORS by an allowlist of origins (CORS_ORIGINS, CORS_CREDENTIALS; loopback origins in development), before every
 * operation route: an allowed origin is named back, a refused one is logged once and its preflight answered 403.
 * Always installed: with no origin listed, every cross-origin page is refused, which is the policy too.
 */
export function cors(settings: CorsSettings, logger: Logger): Feature {
  const refused = new RefusedOrigins(logger);
  return { beforeOperation: (req, res) => applyCors(req, res, settings, refused) };
}
