import {
  buildSchema,
  type GraphQLNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../../../src/server/schemaFiles.ts';

const schema = buildSchema(loadTypeDefs().join('\n'));

/** Every schema element a frontend developer sees in GraphiQL's docs, by coordinate, that has no description. */
function undocumented(type: GraphQLNamedType): string[] {
  const missing: string[] = [];
  const need = (coordinate: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(coordinate);
  };
  need(type.name, type.description);
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const field of Object.values(type.getFields())) {
      need(`${type.name}.${field.name}`, field.description);
      for (const arg of field.args) need(`${type.name}.${field.name}(${arg.name})`, arg.description);
    }
  }
  if (isInputObjectType(type)) {
    for (const field of Object.values(type.getFields()))
      need(`${type.name}.${field.name}`, field.description);
  }
  if (isEnumType(type)) {
    for (const value of type.getValues()) need(`${type.name}.${value.name}`, value.description);
  }
  return missing;
}

describe('schema documentation', () => {
  it('describes every type, field, argument, input field and enum value', () => {
    const ours = Object.values(schema.getTypeMap()).filter(
      (t) => !t.name.startsWith('__') && !['String', 'Int', 'Float', 'Boolean', 'ID'].includes(t.name),
    );
    expect(ours.length).toBeGreaterThan(50);
    expect(ours.flatMap(undocumented)).toEqual([]);
  });

  it('has only the root fields the frontends code against', () => {
    expect(Object.keys(schema.getQueryType()?.getFields() ?? {}).sort()).toEqual([
      'account',
      'accounts',
      'cardBin',
      'node',
      'nodes',
      'paymentItem',
      'paymentItems',
      'paymentItemsByUbr',
      'payout',
      'payoutByReference',
    ]);
    expect(Object.keys(schema.getMutationType()?.getFields() ?? {}).sort()).toEqual([
      'authenticate3ds',
      'createCardOnFileSale',
      'createPayout',
      'verify3ds',
    ]);
  });

  it('uses no unions and no Float anywhere, so money never passes through a float', () => {
    const types = Object.values(schema.getTypeMap());
    expect(types.filter(isUnionType).map((t) => t.name)).toEqual([]);
    expect(
      types
        .filter(isScalarType)
        .map((t) => t.name)
        .sort(),
    ).toEqual([
      'Boolean',
      'CountryCode',
      'Currency',
      'Date',
      'DateTime',
      'Decimal',
      'ID',
      'IPv4',
      'Int',
      'IntOrDigits',
      'JSON',
      'String',
      'URL',
      'UUID',
    ]);
  });
});
