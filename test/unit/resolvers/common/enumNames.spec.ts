import { describe, expect, it } from 'vitest';
import { transferTypes } from '../../../../src/datasources/accounts/models.ts';
import { payoutOutcomes } from '../../../../src/datasources/payouts/models.ts';
import { riskValues } from '../../../../src/datasources/sales/models.ts';
import { challengePreferences } from '../../../../src/datasources/threeDs/models.ts';
import { enumReader, graphqlEnumName, wireValues } from '../../../../src/resolvers/common/enumNames.ts';

describe('provider enumerations as schema enums', () => {
  it('names each provider value by the one convention the compiler checks', () => {
    expect(payoutOutcomes.map(graphqlEnumName)).toEqual([
      'REQUEST_RECEIVED',
      'REQUESTED',
      'PENDING',
      'APPROVED',
      'DISBURSED',
      'REFUSED',
      'ERROR',
      'QUERY_REQUIRED',
    ]);
    expect(transferTypes.map(graphqlEnumName)).toEqual(['PAYOUT', 'PAYOUT_REVERSAL', 'LIQUIDITY_FUNDING']);
    expect(riskValues.map(graphqlEnumName)).toEqual(['NOT_CHECKED', 'NOT_MATCHED', 'NOT_SUPPLIED']);
    expect(graphqlEnumName('01')).toBe('01');
  });

  it('reads only the listed values, exactly unless told how to match', () => {
    const exact = enumReader(payoutOutcomes);
    expect([exact('queryRequired'), exact('QueryRequired'), exact('paidTwice')]).toEqual([
      'QUERY_REQUIRED',
      undefined,
      undefined,
    ]);
    const lenient = enumReader(transferTypes, (raw) => raw.toUpperCase().replace(/[\s-]+/g, '_'));
    expect(lenient('payout-reversal')).toBe('PAYOUT_REVERSAL');
  });

  it('gives the wire value of each schema name', () => {
    expect(wireValues(challengePreferences)).toEqual({
      NO_PREFERENCE: 'noPreference',
      NO_CHALLENGE_REQUESTED: 'noChallengeRequested',
      CHALLENGE_REQUESTED: 'challengeRequested',
      CHALLENGE_MANDATED: 'challengeMandated',
    });
  });
});
