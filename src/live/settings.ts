import { describe, featureSettings, msList, type SettingsGroup } from '../settings/setting.ts';

/** How often watched payouts are polled for `Subscription.payoutUpdated`. */
const liveGroup = {
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

/** The polling cadence: one more interval than ages, each at least 1 ms. */
export const payoutWatchSettings = featureSettings(liveGroup, (e, _core, problems) => {
  if (e.PAYOUT_WATCH_INTERVALS_MS.length !== e.PAYOUT_WATCH_AGES_MS.length + 1) {
    problems.push('PAYOUT_WATCH_INTERVALS_MS must list one more interval than PAYOUT_WATCH_AGES_MS has ages');
  }
  if (e.PAYOUT_WATCH_INTERVALS_MS.some((ms) => ms < 1)) {
    problems.push('PAYOUT_WATCH_INTERVALS_MS: every interval must be at least 1 ms');
  }
  return { intervalsMs: e.PAYOUT_WATCH_INTERVALS_MS, agesMs: e.PAYOUT_WATCH_AGES_MS };
});
