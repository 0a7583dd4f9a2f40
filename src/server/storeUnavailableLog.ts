import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { errorCodes } from '../errors/codes.ts';
import type { Logger } from '../logger.ts';
import { sentErrorCodes } from './sentErrorCodes.ts';

/** At most one line this often while STORE_UNAVAILABLE answers go on: enough to see it, never one per request. */
const everyMs = 60_000;

/**
 * Says at `warn` that callers are being answered STORE_UNAVAILABLE (their payouts and sales refused, nothing
 * sent): the first such answer at once, then at most one line a minute while they go on, each with the number
 * of such answers since the line before. The store's own state (down, back) is the store's to log; this is what
 * callers got, which an operator at LOG_LEVEL=warn otherwise never sees.
 */
export class StoreUnavailableLog {
  private lastLineAt = Number.NEGATIVE_INFINITY;
  private answers = 0;

  constructor(
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** One answer carried STORE_UNAVAILABLE. */
  answered(): void {
    this.answers += 1;
    const now = this.now();
    if (now - this.lastLineAt < everyMs) return;
    this.logger.warn(
      { code: errorCodes.STORE_UNAVAILABLE, answers: this.answers },
      'answered STORE_UNAVAILABLE: a store cannot be reached, so payouts and sales are refused unsent ' +
        '(answers: since the last such line; at most one line a minute)',
    );
    this.lastLineAt = now;
    this.answers = 0;
  }

  /** The Apollo plugin reporting every answer that carries STORE_UNAVAILABLE (once per answer). */
  plugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
    return {
      requestDidStart: async () => ({
        willSendResponse: async ({ response }) => {
          if (sentErrorCodes(response).includes(errorCodes.STORE_UNAVAILABLE)) this.answered();
        },
      }),
    };
  }
}
