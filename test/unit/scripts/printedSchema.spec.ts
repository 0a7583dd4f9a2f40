import { mergeTypeDefs } from '@graphql-tools/merge';
import { buildASTSchema, buildSchema, isInputObjectType, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { printSchemaSdl, readPrintedSchema } from '../../../scripts/schemaSdl.ts';
import { loadTypeDefs } from '../../../src/server/schemaFiles.ts';

describe('the printed schema.graphql', () => {
  it('is exactly what `npm run schema:print` prints from schema/*.graphql', () => {
    expect(readPrintedSchema()).toBe(printSchemaSdl());
  });

  it('builds the same schema as the server builds from schema/*.graphql', () => {
    const served = buildASTSchema(mergeTypeDefs(loadTypeDefs()));
    expect(printSchema(buildSchema(readPrintedSchema() ?? ''))).toBe(printSchema(served));
  });

  it('keeps @oneOf on every instrument input, which a schema from introspection loses', () => {
    const schema = buildSchema(readPrintedSchema() ?? '');
    const oneOf = Object.values(schema.getTypeMap())
      .filter((t) => isInputObjectType(t) && t.isOneOf)
      .map((t) => t.name)
      .sort();
    expect(oneOf).toEqual(['Authenticate3dsInstrumentInput', 'CardBinLookupInput', 'PayoutInstrumentInput']);
  });
});
