import { z } from 'zod';
import { describe, featureSettings, type SettingsGroup } from '../settings/setting.ts';

/**
 * The development key: fixed, so that ids survive a restart of a development gateway and every process of one
 * machine shares them; public, so never accepted in production (a key anyone can read signs anything).
 */
const developmentKey = 'development-global-id-key-not-a-secret';

/** What signs the global ids that carry what a caller was entitled to (src/identity/signing.ts). */
const globalIdGroup = {
  title: 'Global ids',
  summary:
    "A payout's global id carries the merchant entity and reference it was handed out for, signed, so that `node(id:)` and `payout(id:)` answer it for that caller without a lookup table.",
  env: {
    GLOBAL_ID_KEY: describe(z.string().min(32).optional(), {
      secret: true,
      description:
        'Secret (32+ characters) that signs the global ids of payouts. The same on every replica and across restarts: an id signed under another key is refused (`FORBIDDEN`, as an unknown payout). Changing it makes every payout id clients hold unreadable by id (they read the payout again by reference, which hands out a new id).',
      production: 'Required: the gateway refuses to start without it.',
      shownDefault: 'a fixed development key',
    }),
  },
} satisfies SettingsGroup;

/** The ids' signing key; production without one is a problem. */
export const globalIdSettings = featureSettings(globalIdGroup, (e, core, problems) => {
  if (core.nodeEnv === 'production' && !e.GLOBAL_ID_KEY) {
    problems.push(
      'GLOBAL_ID_KEY (32+ characters) is required in production: it signs payout ids, the same on every replica',
    );
  }
  return { key: e.GLOBAL_ID_KEY ?? developmentKey };
});
