import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { SliceOf } from '../../settings/setting.ts';
import type { RedisConnection } from '../../stores/index.ts';
import type { rateLimitSettings } from './settings.ts';

/** Points each caller may spend per window (0: off), and the window in whole seconds (RATE_LIMIT_*). */
export type RateLimitOptions = SliceOf<typeof rateLimitSettings>;

// The budgets' keys in Redis, beside the stores' (src/stores/keys.ts): one deployment per Redis, as for them.
const keyPrefix = 'gateway:ratelimit';

/** A caller's budget after an operation, as reported in `extensions.rateLimit`. */
export interface Budget {
  /** Points this operation cost (0 when it was not charged). */
  readonly cost: number;
  /** Points per window. */
  readonly limit: number;
  readonly remaining: number;
  /** When the window ends and the budget is full again (ISO 8601); null when nothing was spent in it yet. */
  readonly resetAt: string | null;
}

/**
 * The outcome of charging an operation: allowed; refused until the window ends (`retryAfterMs`); or refused for
 * good because it costs more than a whole window's budget (waiting would not help).
 */
export type Charge =
  | { readonly allowed: true; readonly budget: Budget }
  | { readonly allowed: false; readonly budget: Budget; readonly retryAfterMs: number }
  | { readonly allowed: false; readonly budget: Budget; readonly exceedsLimit: true };

/**
 * Cost budgets per caller with rate-limiter-flexible: a fixed window of `points` per `windowSeconds`, in memory
 * (one replica) or in Redis (shared by every replica, atomic by a Lua script). When Redis fails, an in-memory
 * limiter with the same settings takes over (the library's insurance limiter): a Redis outage neither stops
 * every caller nor lifts the limits. The whole budget per process, not a share of it: a caller whose requests
 * all reach one replica (sticky, or few) keeps its budget, and at most the number of processes times the budget
 * gets through (docs/operations.md, "Rate limits"). While the connection is down Redis is not asked at all
 * (`rejectIfRedisNotReady`), so no operation waits for the client's reconnection attempts.
 */
export class CallerBudgets {
  private readonly limiter: RateLimiterAbstract;
  private lastReset = { ms: Number.NaN, iso: '' };

  constructor(
    private readonly options: RateLimitOptions,
    redis?: RedisConnection,
  ) {
    const settings = {
      points: options.points,
      duration: options.windowSeconds,
      keyPrefix,
    };
    this.limiter = redis
      ? new RateLimiterRedis({
          ...settings,
          storeClient: redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(settings),
        })
      : new RateLimiterMemory(settings);
  }

  /** Charges `cost` to `caller`. A refused operation is not charged: its points are given back. */
  async charge(caller: string, cost: number): Promise<Charge> {
    if (cost > this.options.points)
      return { allowed: false, budget: await this.peek(caller), exceedsLimit: true };
    try {
      const res = await this.limiter.consume(caller, cost);
      return { allowed: true, budget: this.budget(cost, res) };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const after = await this.limiter.reward(caller, cost);
      return {
        allowed: false,
        budget: this.budget(0, after),
        retryAfterMs: Math.max(1, rejection.msBeforeNext),
      };
    }
  }

  /**
   * Gives back to `caller` what an operation charged `charged` points was charged beyond `kept` (an operation refused
   * before the network): the budget after it, reporting `kept` as the operation's cost.
   */
  async refund(caller: string, charged: number, kept: number): Promise<Budget> {
    const after = await this.limiter.reward(caller, charged - kept);
    return this.budget(kept, after);
  }

  /** The caller's budget without charging anything (for answers refused before their cost was known). */
  async peek(caller: string): Promise<Budget> {
    const res = await this.limiter.get(caller);
    return res
      ? this.budget(0, res)
      : { cost: 0, limit: this.options.points, remaining: this.options.points, resetAt: null };
  }

  private budget(cost: number, res: RateLimiterRes): Budget {
    return {
      cost,
      limit: this.options.points,
      remaining: Math.max(0, this.options.points - res.consumedPoints),
      resetAt: this.isoOf(Date.now() + res.msBeforeNext),
    };
  }

  /** The window's end as ISO 8601: the same instant for every operation of a window, so written once. */
  private isoOf(ms: number): string {
    if (ms !== this.lastReset.ms) this.lastReset = { ms, iso: new Date(ms).toISOString() };
    return this.lastReset.iso;
  }
}
