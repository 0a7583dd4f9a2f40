import { GraphQLScalarType } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Resolvers } from '../../../src/generated/resolvers.ts';
import { resolvers } from '../../../src/resolvers/index.ts';
import { mergeDomainResolvers } from '../../../src/resolvers/mergeDomainResolvers.ts';

const id = () => 'x';

describe('mergeDomainResolvers', () => {
  it('merges the fields of one type spread over several domains and keeps a scalar as it is', () => {
    const scalar = new GraphQLScalarType({ name: 'Thing' });
    const merged = mergeDomainResolvers([
      { Query: { a: id } } as Resolvers,
      { Query: { b: id }, Payout: { id } } as Resolvers,
      { Thing: scalar } as Resolvers,
    ]) as Record<string, unknown>;
    expect(Object.keys(merged).sort()).toEqual(['Payout', 'Query', 'Thing']);
    expect(Object.keys(merged.Query as object).sort()).toEqual(['a', 'b']);
    expect(merged.Thing).toBe(scalar);
  });

  it('refuses a field two domains both define, naming it', () => {
    expect(() =>
      mergeDomainResolvers([{ Query: { a: id } } as Resolvers, { Query: { a: id } } as Resolvers]),
    ).toThrow('resolver Query.a is defined twice');
  });

  it('refuses a scalar defined twice', () => {
    const scalar = new GraphQLScalarType({ name: 'Thing' });
    expect(() =>
      mergeDomainResolvers([{ Thing: scalar } as Resolvers, { Thing: scalar } as Resolvers]),
    ).toThrow('resolver Thing is defined twice');
  });

  it("gives the gateway's scalars as GraphQLScalarType instances", () => {
    const map = resolvers as Record<string, unknown>;
    expect(map.Decimal).toBeInstanceOf(GraphQLScalarType);
    expect(map.DateTime).toBeInstanceOf(GraphQLScalarType);
  });
});
