import { buildASTSchema, type GraphQLEnumType, isEnumType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { mergeSdl } from '../../../scripts/schemaSdl.ts';
import { errorCatalogue } from '../../../src/errors/codes.ts';
import { errorCodes, ruleCodes } from '../../../src/errors/index.ts';
import { ruleCatalogue } from '../../../src/errors/ruleCodes.ts';
import { loadTypeDefs } from '../../../src/server/schemaFiles.ts';

// The schema clients generate from: schema.graphql is printed from the same files.
const schema = buildASTSchema(parse(mergeSdl(loadTypeDefs())));

function enumValues(name: string): string[] {
  const type = schema.getType(name);
  if (!isEnumType(type)) throw new Error(`${name} is not an enum of the schema`);
  return (type as GraphQLEnumType).getValues().map((value) => value.name);
}

describe('the error catalogue in the schema', () => {
  it('publishes every error code of src/errors/codes.ts as enum ErrorCode, and no other', () => {
    expect(enumValues('ErrorCode').sort()).toEqual(Object.values(errorCodes).sort());
  });

  it('publishes every fieldErrors rule of src/errors/ruleCodes.ts as enum FieldRuleCode, and no other', () => {
    expect(enumValues('FieldRuleCode').sort()).toEqual(Object.values(ruleCodes).sort());
  });

  it("describes every value with the catalogue's words, for the frontends that generate their types from it", () => {
    const described = (name: string) =>
      Object.fromEntries(
        (schema.getType(name) as GraphQLEnumType).getValues().map((v) => [v.name, v.description]),
      );
    expect(described('ErrorCode')).toEqual(
      Object.fromEntries(Object.entries(errorCatalogue).map(([code, doc]) => [code, doc.summary])),
    );
    expect(described('FieldRuleCode')).toEqual(ruleCatalogue);
  });
});
