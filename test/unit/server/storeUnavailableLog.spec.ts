import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/logger.ts';
import { StoreUnavailableLog } from '../../../src/server/storeUnavailableLog.ts';

const message =
  'answered STORE_UNAVAILABLE: a store cannot be reached, so payouts and sales are refused unsent ' +
  '(answers: since the last such line; at most one line a minute)';

describe('StoreUnavailableLog', () => {
  it('logs the first answer at once, then at most one line a minute with the answers since the last line', () => {
    const lines: string[] = [];
    const logger = createLogger('warn', { write: (line: string) => void lines.push(line) });
    let now = 1_000_000;
    const log = new StoreUnavailableLog(logger, () => now);
    const logged = () =>
      lines.map((line) => {
        const { time: _time, ...rest } = JSON.parse(line) as Record<string, unknown>;
        return rest;
      });

    log.answered();
    expect(logged()).toEqual([{ level: 40, code: 'STORE_UNAVAILABLE', answers: 1, msg: message }]);
    for (let i = 0; i < 5; i++) log.answered();
    now += 59_999;
    log.answered();
    expect(logged()).toHaveLength(1);
    now += 1;
    log.answered();
    expect(logged().slice(1)).toEqual([{ level: 40, code: 'STORE_UNAVAILABLE', answers: 7, msg: message }]);
    // Long after, the next outage's first answer is said at once again.
    now += 3_600_000;
    log.answered();
    expect(logged().slice(2)).toEqual([{ level: 40, code: 'STORE_UNAVAILABLE', answers: 1, msg: message }]);
  });
});
