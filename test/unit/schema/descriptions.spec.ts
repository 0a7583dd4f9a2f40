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

/** Every description of a type and its members, by coordinate. */
function descriptions(type: GraphQLNamedType): [string, string][] {
  const found: [string, string][] = [];
  const add = (coordinate: string, description: string | null | undefined) => {
    if (description) found.push([coordinate, description]);
  };
  add(type.name, type.description);
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      add(`${type.name}.${field.name}`, field.description);
      if ('args' in field)
        for (const arg of field.args) add(`${type.name}.${field.name}(${arg.name})`, arg.description);
    }
  }
  if (isEnumType(type))
    for (const value of type.getValues()) add(`${type.name}.${value.name}`, value.description);
  return found;
}

/**
 * Whether a description breaks a line inside a paragraph: GraphiQL shows every newline, so prose is one line per
 * paragraph (paragraphs apart by a blank line; list items may start a line).
 */
function hardWrapped(description: string): boolean {
  return /[^\n]\n(?![\n]|[-*] |\d+\. )/.test(description);
}

describe('schema documentation', () => {
  it("describes the schema itself, for the top of GraphiQL's docs", () => {
    expect(schema.description).toMatch(/^A GraphQL API over a card-payments provider/);
  });

  it('writes every description as unwrapped prose: no line break inside a paragraph', () => {
    const all = Object.values(schema.getTypeMap())
      .filter((t) => !t.name.startsWith('__'))
      .flatMap(descriptions);
    expect(all.length).toBeGreaterThan(500);
    expect(
      all.filter(([, description]) => hardWrapped(description)).map(([coordinate]) => coordinate),
    ).toEqual([]);
    expect(hardWrapped('One paragraph\nbroken')).toBe(true);
    expect(hardWrapped('One paragraph.\n\nAnother.\n- a list item')).toBe(false);
  });

  it('talks to frontend developers, not about how the API is built', () => {
    const all = Object.values(schema.getTypeMap())
      .filter((t) => !t.name.startsWith('__'))
      .flatMap(descriptions);
    const talk = /domain file|extend type|always null|symmetry|resolver|dataloader/i;
    expect(all.filter(([, description]) => talk.test(description)).map(([coordinate]) => coordinate)).toEqual(
      [],
    );
  });

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
      'merchant',
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
