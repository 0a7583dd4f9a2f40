import { describe, expect, it } from 'vitest';
import type { ErrorCode, FieldRuleCode } from '../../client/generated/schemaEnums.ts';
import { errorCodes, ruleCodes } from '../../src/errors/index.ts';
import { setUpTestGateway } from '../support/gateway.ts';

const enumQuery = /* GraphQL */ `
  {
    codes: __type(name: "ErrorCode") { enumValues { name } }
    rules: __type(name: "FieldRuleCode") { enumValues { name } }
  }
`;

/** The error catalogue as a frontend meets it: enums of the served schema, and the codes errors carry. */
describe('error codes in the schema', () => {
  const gw = setUpTestGateway();

  it('serves enum ErrorCode and enum FieldRuleCode with exactly the catalogue', async () => {
    const result = await gw.run<
      { codes: { enumValues: { name: string }[] }; rules: { enumValues: { name: string }[] } },
      undefined
    >(enumQuery);
    const names = (values: { name: string }[] | undefined) => values?.map((v) => v.name).sort();
    expect(names(result.data?.codes.enumValues)).toEqual(Object.values(errorCodes).sort());
    expect(names(result.data?.rules.enumValues)).toEqual(Object.values(ruleCodes).sort());
  });

  it('answers a bad input with a code and rules of those enums, typed by the generated client unions', async () => {
    const result = await gw.run('{ payout(id: "not-an-id") { id } }');
    const code: ErrorCode | undefined = result.errors?.[0]?.extensions?.code as ErrorCode | undefined;
    const rules = (result.errors?.[0]?.extensions?.fieldErrors as { rule: FieldRuleCode }[] | undefined)?.map(
      (e) => e.rule,
    );
    expect([code, rules]).toEqual(['BAD_USER_INPUT', ['INVALID_ID']]);
  });
});
