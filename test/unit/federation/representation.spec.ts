import { readFileSync } from 'node:fs';
import { Kind, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { entityKeys, readRepresentation } from '../../../src/federation/representation.ts';
import { nodeSources } from '../../../src/resolvers/index.ts';

const entitiesSdl = readFileSync(
  new URL('../../../schema/federation/entities.graphql', import.meta.url),
  'utf8',
);

/** The `@key(fields:)` of each type `entities.graphql` extends, in the order written. */
function declaredKeys(): Record<string, string[]> {
  const keys: Record<string, string[]> = {};
  for (const definition of parse(entitiesSdl).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    keys[definition.name.value] = (definition.directives ?? [])
      .filter((d) => d.name.value === 'key')
      .map((d) => {
        const fields = d.arguments?.find((a) => a.name.value === 'fields')?.value;
        return fields?.kind === Kind.STRING ? fields.value : print(d);
      });
  }
  return keys;
}

const id = (type: string, key: string) => Buffer.from(`${type}:${key}`).toString('base64url');

describe('readRepresentation', () => {
  it('knows exactly the keys the subgraph SDL declares, in the same order', () => {
    expect(entityKeys).toEqual(declaredKeys());
  });

  it('reads a natural key as the node key and a global id as the key inside it', () => {
    const accountNumber = 'AB12CD34EF56GH78';
    expect(readRepresentation({ __typename: 'Account', accountNumber }, 'r.0', nodeSources)).toEqual({
      type: 'Account',
      key: accountNumber,
      field: 'r.0.accountNumber',
    });
    expect(
      readRepresentation({ __typename: 'Account', id: id('Account', accountNumber) }, 'r.1', nodeSources),
    ).toEqual({ type: 'Account', key: accountNumber, field: 'r.1.id' });
  });

  it('uses the first declared key present when a representation holds two', () => {
    const paymentId = '0458748c-c8f4-43bd-ae72-4f56927aa7b8';
    const both = { __typename: 'PaymentItem', id: id('PaymentItem', paymentId), paymentId };
    expect(readRepresentation(both, 'r', nodeSources)).toEqual({
      type: 'PaymentItem',
      key: paymentId,
      field: 'r.paymentId',
    });
  });

  it("refuses a payout id that holds no payout location, and another type's id", () => {
    const read = (representation: unknown) => () => readRepresentation(representation, 'r', nodeSources);
    for (const forged of [id('Payout', '/accounts/balance//AB12CD34EF56GH78'), id('PaymentItem', 'x')]) {
      expect(read({ __typename: 'Payout', id: forged })).toThrow(
        expect.objectContaining({
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              { path: 'r.id', rule: 'INVALID_ID', message: 'is not a Payout id issued by this API' },
            ],
          },
        }),
      );
    }
  });
});
