import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { describe, type SettingsGroup } from '../settings/setting.ts';

/** More than one process on a machine. */
export const scaleGroup = {
  title: 'Processes',
  summary: 'Worker processes sharing the port on one machine.',
  env: {
    WORKERS: describe(
      z
        .string()
        .refine((v) => v === 'auto' || (/^[1-9]\d{0,2}$/.test(v) && Number(v) <= 256), {
          message: 'must be a whole number from 1 to 256, or auto (one per CPU)',
        })
        .default('1'),
      {
        description:
          'Gateway processes on this machine, sharing `PORT` (node:cluster): a whole number from 1 to 256, or `auto` for one per CPU. More than 1 needs `REDIS_URL` and `DATABASE_URL` (start-up is refused without them, in development too).',
      },
    ),
  },
} satisfies SettingsGroup;

type ScaleEnv = z.output<z.ZodObject<typeof scaleGroup.env>>;

/**
 * The settings from the parsed environment. Several workers need PostgreSQL and Redis: each keeps its money records
 * in memory without a database, so a retried payout reaching another worker would be sent twice, and without Redis
 * budgets and live status would differ by worker. That is refused in every environment, development included: a
 * development set-up that double-pays is the one that hides the bug.
 */
export function scaleSettingsFrom(
  e: ScaleEnv & { readonly REDIS_URL?: string | undefined; readonly DATABASE_URL?: string | undefined },
  problems: string[],
): { readonly workers: number } {
  const workers = e.WORKERS === 'auto' ? availableParallelism() : Number(e.WORKERS);
  const missing = [e.DATABASE_URL ? [] : ['DATABASE_URL'], e.REDIS_URL ? [] : ['REDIS_URL']].flat();
  if (workers > 1 && missing.length > 0) {
    problems.push(
      `WORKERS=${e.WORKERS} (${workers} processes) needs ${missing.join(' and ')}: the worker processes must share ` +
        'idempotency records and payout ownership (PostgreSQL), rate limit budgets and live status (Redis). Set ' +
        `${missing.join(' and ')}, or WORKERS=1`,
    );
  }
  return { workers };
}
