import { makeExecutableSchema } from '@graphql-tools/schema';
import { getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { variableJudge } from '../../../src/server/jitCoercion.ts';
import { loadTypeDefs } from '../../../src/server/schemaFiles.ts';

const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });

function judge(query: string) {
  const operation = getOperationAST(parse(query));
  if (!operation) throw new Error('no operation');
  return variableJudge(schema, operation);
}

const payout = judge(
  'mutation ($input: CreatePayoutInput!, $n: Int) { createPayout(input: $input) { replayed } }',
);
const input = {
  method: 'BASIC_DISBURSEMENT',
  transactionReference: 'po-1',
  entity: 'ENT1',
  narrative: { line1: 'Shop' },
  value: { minorUnits: '250', currency: 'GBP' },
  instrument: {
    card: { cardHolderName: 'A', cardNumber: '4444333322221111', cardExpiryDate: { month: 1, year: 2030 } },
  },
};

describe('where graphql-jit may judge variables differently from graphql-js', () => {
  it('leaves a well-formed payout to graphql-jit alone, and operations of scalar variables always', () => {
    expect(payout.mayDiffer({ input })).toBe(false);
    expect(payout.mayDiffer({})).toBe(false);
    expect(payout.mayDiffer({ input: null })).toBe(false);
    expect(judge('query ($s: String, $n: Int!) { __typename }').mayDiffer({ s: [], n: {} })).toBe(false);
  });

  it('asks graphql-js first for a @oneOf without exactly one value, or an array where an object goes', () => {
    const instrument = (value: unknown) => ({ input: { ...input, instrument: value } });
    expect(payout.mayDiffer(instrument({}))).toBe(true);
    expect(payout.mayDiffer(instrument({ card: null }))).toBe(true);
    expect(
      payout.mayDiffer(instrument({ card: input.instrument.card, tokenizedCard: { location: '/tokens/1' } })),
    ).toBe(true);
    expect(payout.mayDiffer(instrument([]))).toBe(true);
    expect(payout.mayDiffer({ input: [] })).toBe(true);
    expect(payout.mayDiffer({ input: { ...input, value: [] } })).toBe(true);
    expect(payout.mayDiffer({ input: 'po-1' })).toBe(true);
  });

  it('asks graphql-js first for a type the schema does not have', () => {
    expect(judge('query ($x: Nowhere) { __typename }').mayDiffer({})).toBe(true);
  });
});
