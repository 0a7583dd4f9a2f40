import { mergeTypeDefs } from '@graphql-tools/merge';
import { buildASTSchema, type GraphQLNamedType, isEnumType, isObjectType, isUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { federationSubgraph } from '../../../src/federation/index.ts';
import { loadTypeDefs } from '../../../src/server/schemaFiles.ts';

const schema = buildASTSchema(mergeTypeDefs(federationSubgraph(loadTypeDefs()).typeDefs));
const defaultSchema = buildASTSchema(mergeTypeDefs(loadTypeDefs()));

/** Every description of a type, its fields, their arguments and its enum values, by coordinate (null: none). */
function descriptions(type: GraphQLNamedType): [string, string | null | undefined][] {
  const found: [string, string | null | undefined][] = [[type.name, type.description]];
  if (isObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (defaultSchema.getQueryType()?.getFields()[field.name]) continue;
      found.push([`${type.name}.${field.name}`, field.description]);
      for (const arg of field.args) found.push([`${type.name}.${field.name}(${arg.name})`, arg.description]);
    }
  }
  if (isEnumType(type))
    for (const value of type.getValues()) found.push([`${type.name}.${value.name}`, value.description]);
  return found;
}

describe('the subgraph schema', () => {
  const added = Object.values(schema.getTypeMap()).filter(
    (t) => !defaultSchema.getType(t.name) || t.name === 'Query',
  );

  it('adds exactly the federation plumbing to the default schema', () => {
    expect(added.map((t) => t.name).sort()).toEqual(
      ['FieldSet', 'Query', '_Any', '_Entity', '_Service', 'link__Import', 'link__Purpose'].sort(),
    );
    const entity = schema.getType('_Entity');
    expect(isUnionType(entity) && entity.getTypes().map((t) => t.name)).toEqual([
      'Account',
      'Payout',
      'PaymentItem',
    ]);
  });

  it('describes every element it adds, as unwrapped prose', () => {
    const directives = ['link', 'key'].flatMap((name) => {
      const directive = schema.getDirective(name);
      return [
        [`@${name}`, directive?.description],
        ...(directive?.args ?? []).map((a) => [`@${name}(${a.name})`, a.description] as const),
      ] as [string, string | null | undefined][];
    });
    const all = [...added.flatMap(descriptions), ...directives];
    expect(all.filter(([, d]) => !d?.trim() || /[^\n]\n(?!\n)/.test(d)).map(([c]) => c)).toEqual([]);
  });
});
