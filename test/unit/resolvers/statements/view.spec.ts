import { describe, expect, it } from 'vitest';
import { toGraphQLError } from '../../../../src/errors/index.ts';
import { nonEmpty, optionalMoney, providerMoney } from '../../../../src/resolvers/common/providerValues.ts';
import { paymentStateOf } from '../../../../src/resolvers/paymentItems/view.ts';
import {
  clearedOf,
  fundingTypeOf,
  statementMoney,
  transferTypeOf,
} from '../../../../src/resolvers/statements/view.ts';

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (err) {
    return err;
  }
  throw new Error('did not throw');
}

/** Values the sandbox never sends but a provider may add over time: each maps to its documented fallback. */
describe('statement and payment item value mapping', () => {
  it('maps the transfer types the spec has seen, in any spelling, and any other one to OTHER', () => {
    expect(
      ['PAYOUT', 'PAYOUT REVERSAL', 'payout-reversal', 'LIQUIDITY FUNDING', 'FEE', ''].map(transferTypeOf),
    ).toEqual(['PAYOUT', 'PAYOUT_REVERSAL', 'PAYOUT_REVERSAL', 'LIQUIDITY_FUNDING', 'OTHER', 'OTHER']);
  });

  it('maps funding types and clearing flags with an unknown fallback', () => {
    expect(['credit', 'DEBIT', 'transfer'].map(fundingTypeOf)).toEqual(['CREDIT', 'DEBIT', 'UNKNOWN']);
    expect(['yes', 'No', 'pending', undefined].map(clearedOf)).toEqual([true, false, null, null]);
  });

  it('gives every payment state the provider answers a value of its own and any other word OTHER', () => {
    expect(['EXECUTED', 'PENDING', 'REJECTED', 'returned', 'SETTLED', undefined].map(paymentStateOf)).toEqual(
      ['EXECUTED', 'PENDING', 'REJECTED', 'RETURNED', 'OTHER', null],
    );
  });

  it('turns provider decimals into money exactly and refuses unusable ones as a contract violation', () => {
    expect(providerMoney('123456789012345678.25', 'GBP')).toEqual({
      amount: '123456789012345678.25',
      currency: 'GBP',
      minorUnits: '12345678901234567825',
    });
    expect(optionalMoney('5', undefined)).toBeNull();
    const entry = { statementCurrency: undefined } as unknown as Parameters<typeof statementMoney>[0];
    // Thrown as the typed upstream error; the one conversion (what formatError applies) names the code.
    for (const breach of [() => providerMoney('12.00', 'XXQ'), () => statementMoney(entry, '1.00')]) {
      expect(breach).toThrow(expect.objectContaining({ kind: 'contractViolation' }));
      expect(toGraphQLError(thrown(breach)).extensions).toEqual({ code: 'UPSTREAM_CONTRACT_VIOLATION' });
    }
  });

  it('reads an empty provider string as absent', () => {
    expect([nonEmpty(''), nonEmpty(undefined), nonEmpty('GB')]).toEqual([null, null, 'GB']);
  });
});
