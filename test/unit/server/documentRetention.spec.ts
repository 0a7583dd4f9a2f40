import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { mayOutliveRequest } from '../../../src/server/documentRetention.ts';

const schema = buildSchema(`
  directive @cardData on INPUT_FIELD_DEFINITION | ARGUMENT_DEFINITION
  input Card { number: String @cardData, holder: String, expiry: Expiry }
  input Expiry { month: Int, year: Int }
  input Pay { reference: String!, amount: String!, card: Card, cards: [Card!] }
  type Query {
    lookup(pan: String @cardData, entity: String): String
    lookupMany(pans: [String!] @cardData): String
    pay(input: Pay!): String
  }
`);

/** The rule on a document that validates, as Apollo offers only those for keeping. */
function kept(text: string): boolean {
  const document = parse(text);
  expect(validate(schema, document)).toEqual([]);
  return mayOutliveRequest(schema, document);
}

describe('mayOutliveRequest', () => {
  it.each([
    ['no literal at all', '{ lookup }'],
    [
      'literals that are not card data',
      '{ pay(input: { reference: "r-1", amount: "250", card: { holder: "Ada" } }) }',
    ],
    ['a variable at a card-data argument', 'query ($p: String) { lookup(pan: $p, entity: "E1") }'],
    [
      'a variable at a card-data input field',
      'query ($n: String) { pay(input: { reference: "r", amount: "1", card: { number: $n } }) }',
    ],
    ['a whole input in a variable', 'query ($i: Pay!) { pay(input: $i) }'],
    [
      'a default value away from card data',
      'query ($e: String = "E1", $p: String) { lookup(pan: $p, entity: $e) }',
    ],
  ])('keeps a document with %s', (_, text) => {
    expect(kept(text)).toBe(true);
  });

  it.each([
    ['a card number at a card-data argument', '{ lookup(pan: "4444333322221111") }'],
    ['a card number where no card data goes', '{ lookup(entity: "4444 3333 2222 1111") }'],
    ['a card number in a comment', '# 4444333322221111\n{ lookup }'],
    ['a card number in an operation name', 'query Q4444333322221111 { lookup }'],
    ['a token at a card-data argument', '{ lookup(pan: "tok_9f8e") }'],
    ['null at a card-data argument', '{ lookup(pan: null) }'],
    ['a list at a card-data argument, even of variables', 'query ($p: String!) { lookupMany(pans: [$p]) }'],
    [
      'a literal at a card-data input field',
      '{ pay(input: { reference: "r", amount: "1", card: { number: "123" } }) }',
    ],
    [
      'a literal at a card-data field in a list',
      '{ pay(input: { reference: "r", amount: "1", cards: [{ number: "1" }] }) }',
    ],
    [
      'a literal at a card-data field in a fragment',
      'query { ...F } fragment F on Query { lookup(pan: "x") }',
    ],
    ['a default value used at a card-data argument', 'query ($p: String = "x") { lookup(pan: $p) }'],
    [
      'a card-data literal inside an input default',
      'query ($i: Pay! = { reference: "r", amount: "1", card: { number: "x" } }) { pay(input: $i) }',
    ],
  ])('refuses a document with %s', (_, text) => {
    expect(kept(text)).toBe(false);
  });

  it('refuses a document without its text, which it cannot check', () => {
    expect(mayOutliveRequest(schema, parse('{ lookup }', { noLocation: true }))).toBe(false);
  });
});
