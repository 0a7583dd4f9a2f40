import { describe, expect, it } from 'vitest';
import { RefusedOrigins } from '../../../src/features/cors/refusedOrigins.ts';
import { createLogger } from '../../../src/logger.ts';

describe('RefusedOrigins', () => {
  it('logs each origin once, and after the bound one line saying so, then nothing', () => {
    const lines: string[] = [];
    const refused = new RefusedOrigins(createLogger('warn', { write: (line) => void lines.push(line) }), 2);
    for (const origin of [
      'https://a.example',
      'https://a.example',
      'https://b.example',
      'https://c.example',
      'https://d.example',
    ]) {
      refused.note(origin);
    }
    expect(
      lines
        .map((line) => JSON.parse(line) as { msg: string; origin?: string })
        .map(({ msg, origin }) => [msg, origin]),
    ).toEqual([
      ['CORS: refused an origin', 'https://a.example'],
      ['CORS: refused an origin', 'https://b.example'],
      ['CORS: more origins refused, no longer logged', undefined],
    ]);
  });
});
