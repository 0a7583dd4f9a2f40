import { availableParallelism } from 'node:os';
import { z } from 'zod';

/** The environment variables of running past one process and of the subscription streams; spread into config.ts. */
export const scaleEnv = {
  /** Gateway processes on this machine (node:cluster): a whole number, or `auto` for one per CPU. */
  WORKERS: z
    .string()
    .refine((v) => v === 'auto' || (/^[1-9]\d{0,2}$/.test(v) && Number(v) <= 256), {
      message: 'must be a whole number from 1 to 256, or auto (one per CPU)',
    })
    .default('1'),
  /** Subscription streams one caller may hold open at once in one process. */
  STREAM_MAX_PER_CALLER: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Subscription streams one process holds open at once, all callers together. */
  STREAM_MAX_TOTAL: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
};

/** How many processes serve, and how many streams each may hold. */
export interface ScaleSettings {
  /** Gateway processes (1: this process serves alone, as without the setting). */
  readonly workers: number;
  /** Concurrent subscription streams, per caller and in total, in each process. */
  readonly streams: { readonly maxPerCaller: number; readonly maxTotal: number };
}

type ScaleEnv = z.output<z.ZodObject<typeof scaleEnv>>;

/**
 * The settings from the parsed environment. Several workers need Redis: each keeps its stores in memory
 * otherwise, so a retried payout reaching another worker would be sent twice, and budgets, payout ownership and
 * live status would differ by worker. That is refused in every environment, development included: a development
 * set-up that double-pays is the one that hides the bug.
 */
export function scaleSettingsFrom(
  e: ScaleEnv & { readonly REDIS_URL?: string | undefined },
  problems: string[],
): ScaleSettings {
  const workers = e.WORKERS === 'auto' ? availableParallelism() : Number(e.WORKERS);
  if (workers > 1 && !e.REDIS_URL) {
    problems.push(
      `WORKERS=${e.WORKERS} (${workers} processes) needs REDIS_URL (and IDEMPOTENCY_FINGERPRINT_KEY): the worker ` +
        'processes must share idempotency records, rate limit budgets, payout ownership and live status. Set ' +
        'REDIS_URL, or WORKERS=1',
    );
  }
  return {
    workers,
    streams: { maxPerCaller: e.STREAM_MAX_PER_CALLER, maxTotal: e.STREAM_MAX_TOTAL },
  };
}
