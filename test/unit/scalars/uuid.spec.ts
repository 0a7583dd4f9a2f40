import { GraphQLUUID } from 'graphql-scalars';
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

describe('UUID output', () => {
  it('answers exactly what graphql-scalars UUID answers, for plain, braced, upper-case and invalid values', () => {
    const values: unknown[] = [
      '7f3c1f0e-1111-4222-8333-944445555666',
      '7F3C1F0E-1111-4222-8333-94444555566A',
      '{7f3c1f0e-1111-4222-8333-944445555666}',
      '7f3c1f0e-1111-4222-8333-94444555566',
      '7f3c1f0e11114222833394444555566a',
      ' 7f3c1f0e-1111-4222-8333-944445555666',
      '7f3c1f0e-1111-4222-8333-944445555666\n',
      'g f3c1f0e-1111-4222-8333-944445555666',
      '',
      42,
      null,
    ];
    for (const value of values) {
      expect(outcome(scalarResolvers.UUID.serialize, value), String(value)).toEqual(
        outcome(GraphQLUUID.serialize, value),
      );
    }
    expect(scalarResolvers.UUID.serialize('7f3c1f0e-1111-4222-8333-944445555666')).toBe(
      '7f3c1f0e-1111-4222-8333-944445555666',
    );
  });
});
