import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.ts';

/** A logger writing to a real pino destination (an object with `write`), and the lines it wrote, parsed. */
function loggerWithLines() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  return { logger, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

// A valid Luhn Visa test number: a card number under any version of the card-number rule.
const card = '4111111111111111';

describe('createLogger masks card numbers', () => {
  it('in the bindings of a child, as pino serialises them once when the child is made', () => {
    const { logger, lines, parsed } = loggerWithLines();
    logger.child({ caller: card }).info('hello');
    expect(parsed()).toEqual([{ level: 30, time: expect.any(Number), caller: '[redacted]', msg: 'hello' }]);
    expect(lines.join('')).not.toContain(card);
  });

  it("in a grandchild's bindings, nested values and keys, and the parent's bindings stay", () => {
    const { logger, lines, parsed } = loggerWithLines();
    const child = logger.child({ requestId: `req-${card}`, caller: 'dashboard' });
    child.child({ upstream: { reference: `ref ${card}` }, [card]: 1 }).warn('nested');
    expect(parsed()).toEqual([
      {
        level: 40,
        time: expect.any(Number),
        requestId: 'req-[redacted]',
        caller: 'dashboard',
        upstream: { reference: 'ref [redacted]' },
        '[redacted]': 1,
        msg: 'nested',
      },
    ]);
    expect(lines.join('')).not.toContain(card);
  });

  it('in the fields and the message of a line, as before', () => {
    const { logger, lines, parsed } = loggerWithLines();
    logger.info({ detail: `card ${card}` }, `message ${card}`);
    expect(parsed()).toEqual([
      { level: 30, time: expect.any(Number), detail: 'card [redacted]', msg: 'message [redacted]' },
    ]);
    expect(lines.join('')).not.toContain(card);
  });
});
