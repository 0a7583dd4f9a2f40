import { z } from 'zod';
import { describe, featureSettings, type SettingsGroup } from '../../settings/setting.ts';
import type { StreamCaps } from './streamSlots.ts';

/** Caps on the subscription streams each process holds open. */
const streamGroup = {
  title: 'Subscription streams',
  summary:
    'Caps on the subscription streams (`/graphql/stream`) each process holds open, per caller and in total.',
  env: {
    STREAM_MAX_PER_CALLER: describe(z.coerce.number().int().min(1).max(100_000).default(20), {
      description:
        'Subscription streams (`/graphql/stream`) one caller may hold open at once in one process; the next is refused with 429 `TOO_MANY_STREAMS` until one ends.',
    }),
    STREAM_MAX_TOTAL: describe(z.coerce.number().int().min(1).max(1_000_000).default(5_000), {
      description:
        'Subscription streams one process holds open at once, all callers together; the next is refused with 503 `TOO_MANY_STREAMS` and `Retry-After`.',
    }),
    STREAM_HEARTBEAT_MS: describe(z.coerce.number().int().min(100).max(60_000).default(5_000), {
      description:
        "Interval of the heartbeat part (`{}`) a multipart subscription at `/graphql` (Apollo Client's protocol) sends while no event comes, so the client and proxies between know the stream is alive (Apollo Router sends one every 5 s).",
    }),
  },
} satisfies SettingsGroup;

/** Concurrent subscription streams, per caller and in total, in each process. */
export const streamSettings = featureSettings(streamGroup, (e) => ({
  maxPerCaller: e.STREAM_MAX_PER_CALLER,
  maxTotal: e.STREAM_MAX_TOTAL,
  heartbeatMs: e.STREAM_HEARTBEAT_MS,
}));

/** The stream settings as the feature takes them: the caps on open streams and the multipart heartbeat. */
export type StreamSettings = StreamCaps & { readonly heartbeatMs: number };
