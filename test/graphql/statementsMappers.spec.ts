import { describe, expect, it } from 'vitest';
import { nonEmpty, optionalMoney, providerMoney } from '../../src/resolvers/common/providerValues.ts';
import { paymentStateOf } from '../../src/resolvers/paymentItems/view.ts';
import {
  clearedOf,
  fundingTypeOf,
  statementMoney,
  transferTypeOf,
} from '../../src/resolvers/statements/view.ts';

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

  it('maps EXECUTED and nothing else to a known payment state', () => {
    expect(['EXECUTED', 'PENDING', undefined].map(paymentStateOf)).toEqual(['EXECUTED', 'OTHER', null]);
  });

  it('turns provider decimals into money exactly and refuses unusable ones as a contract violation', () => {
    expect(providerMoney('123456789012345678.25', 'GBP')).toEqual({
      amount: '123456789012345678.25',
      currency: 'GBP',
      minorUnits: '12345678901234567825',
    });
    expect(optionalMoney('5', undefined)).toBeNull();
    expect(() => providerMoney('12.00', 'XXQ')).toThrow(
      expect.objectContaining({ extensions: { code: 'UPSTREAM_CONTRACT_VIOLATION' } }),
    );
    const entry = { statementCurrency: undefined } as unknown as Parameters<typeof statementMoney>[0];
    expect(() => statementMoney(entry, '1.00')).toThrow(
      expect.objectContaining({ extensions: { code: 'UPSTREAM_CONTRACT_VIOLATION' } }),
    );
  });

  it('reads an empty provider string as absent', () => {
    expect([nonEmpty(''), nonEmpty(undefined), nonEmpty('GB')]).toEqual([null, null, 'GB']);
  });
});
