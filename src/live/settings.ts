import { describe, msList, type SettingsGroup } from '../settings/setting.ts';

/** How often watched payouts are polled for `Subscription.payoutUpdated`. */
export const liveGroup = {
  title: 'Live payout status',
  summary:
    'A watched payout is polled at the provider, less often as it ages, by one process for all watchers (over Redis with `REDIS_URL`).',
  env: {
    PAYOUT_WATCH_INTERVALS_MS: describe(msList.default([1_000, 5_000, 30_000]), {
      description:
        'How often a watched payout is polled, by its age: the first interval while it is younger than the first age of `PAYOUT_WATCH_AGES_MS`, and so on; the last one after the last age. One more interval than ages.',
      shownDefault: '1000,5000,30000',
    }),
    PAYOUT_WATCH_AGES_MS: describe(msList.default([60_000, 600_000]), {
      description:
        'The age thresholds of `PAYOUT_WATCH_INTERVALS_MS` (by default: every second for the first minute, every 5 s until 10 minutes, then every 30 s).',
      shownDefault: '60000,600000',
    }),
  },
} satisfies SettingsGroup;
