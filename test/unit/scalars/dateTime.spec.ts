import { GraphQLDateTimeISO } from 'graphql-scalars';
import { describe, expect, it } from 'vitest';
import { scalarResolvers } from '../../../src/scalars/index.ts';

/** What a serializer answers, or the message it throws. */
function outcome(serialize: (value: unknown) => unknown, value: unknown): unknown {
  try {
    return { value: serialize(value) };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

describe('DateTime output', () => {
  it('answers exactly what graphql-scalars DateTimeISO answers, toISOString() strings included', () => {
    const values: unknown[] = [
      '2026-10-23T00:04:46.000Z',
      '2024-02-29T23:59:59.999Z',
      '2023-02-29T00:00:00.000Z',
      '2026-04-31T00:00:00.000Z',
      '2026-13-01T00:00:00.000Z',
      '2026-10-23T24:00:00.000Z',
      '2026-12-31T23:59:60.000Z',
      '2026-10-23t00:04:46.000z',
      '2026-10-23T00:04:46Z',
      '2026-10-23T02:04:46.5+02:00',
      '0001-01-01T00:00:00.000Z',
      new Date('2026-10-23T00:04:46.123Z'),
      1_700_000_000_000,
      'yesterday',
    ];
    for (const value of values) {
      expect(outcome(scalarResolvers.DateTime.serialize, value), String(value)).toEqual(
        outcome(GraphQLDateTimeISO.serialize, value),
      );
    }
    expect(scalarResolvers.DateTime.serialize('2026-10-23T00:04:46.000Z')).toBe('2026-10-23T00:04:46.000Z');
  });
});
