import { z } from 'zod';
import { describe, featureSettings, type SettingsGroup } from '../../settings/setting.ts';

/** Per-caller budgets of cost points. */
const rateLimitGroup = {
  title: 'Rate limits',
  summary:
    "Each caller spends cost points per window (an operation's cost grows with the provider calls it can make); a spent budget is refused with `RATE_LIMITED` before the provider is called. Shared by replicas through `REDIS_URL`.",
  env: {
    RATE_LIMIT_POINTS: describe(z.coerce.number().int().min(0).max(10_000_000).default(5_000), {
      description:
        'Cost points each caller (API key name or JWT subject; `anonymous` without authentication) may spend per window. `0` turns rate limiting off.',
    }),
    RATE_LIMIT_WINDOW_SECONDS: describe(z.coerce.number().int().min(1).max(86_400).default(60), {
      description: 'Length of the window (fixed, whole seconds); a spent budget is full again when it ends.',
    }),
  },
} satisfies SettingsGroup;

/** Points per caller and window; 0 points: rate limiting is off. */
export const rateLimitSettings = featureSettings(rateLimitGroup, (e) => ({
  points: e.RATE_LIMIT_POINTS,
  windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
}));
