import { describe, expect, it } from 'vitest';
import { cardBinSchema } from '../../../../src/datasources/cardBin/models.ts';
import { toCardBin } from '../../../../src/resolvers/cardBin/view.ts';
import { cardFundingTypeOf } from '../../../../src/resolvers/common/providerValues.ts';

describe('card BIN mapping (tolerant reading)', () => {
  it('maps a funding type the sandbox does not send to UNKNOWN beside the raw value', () => {
    const bin = cardBinSchema.parse({ bin: '400000', fundingType: 'deferredDebit', brand: 'VISA' });
    expect(toCardBin(bin)).toEqual({
      scheme: 'VISA',
      numberLengths: [13, 14, 15, 16, 17, 18, 19],
      cvcLength: 3,
      binDataKnown: true,
      type: null,
      brands: ['VISA'],
      brand: ['VISA'],
      bin: '400000',
      binLength: null,
      fundingType: 'UNKNOWN',
      rawFundingType: 'deferredDebit',
      issuerName: null,
      countryCode: null,
      currency: null,
      dccAllowed: null,
      anonymousPrepaid: null,
      rawAnonymousPrepaid: null,
      category: null,
      rawCategory: null,
      multipleAccountAccess: null,
      rawMultipleAccountAccess: null,
    });
  });

  it('maps BIN words without regard to case, and words it does not know to UNKNOWN beside the raw value', () => {
    const older = cardBinSchema.parse({
      bin: '400000',
      anonymousPrepaid: 'NOTPREPAIDORNONANONYMOUS',
      category: 'CONSUMER',
      multipleAccountAccess: 'Managed',
    });
    expect(toCardBin(older)).toMatchObject({
      anonymousPrepaid: 'NOT_PREPAID_OR_NON_ANONYMOUS',
      rawAnonymousPrepaid: 'NOTPREPAIDORNONANONYMOUS',
      category: 'CONSUMER',
      rawCategory: 'CONSUMER',
      multipleAccountAccess: 'MANAGED',
      rawMultipleAccountAccess: 'Managed',
    });
    const newer = cardBinSchema.parse({
      bin: '400000',
      anonymousPrepaid: 'anonymousPrepaidCompliant',
      category: 'government',
      multipleAccountAccess: 'notApplicable',
    });
    expect(toCardBin(newer)).toMatchObject({
      anonymousPrepaid: 'UNKNOWN',
      rawAnonymousPrepaid: 'anonymousPrepaidCompliant',
      category: 'UNKNOWN',
      rawCategory: 'government',
      multipleAccountAccess: 'UNKNOWN',
      rawMultipleAccountAccess: 'notApplicable',
    });
  });

  it('reads funding types regardless of case and an absent brand as an empty list', () => {
    expect(['CREDIT', 'Debit', 'prepaid', 'charge'].map(cardFundingTypeOf)).toEqual([
      'CREDIT',
      'DEBIT',
      'PREPAID',
      'CHARGE',
    ]);
    expect(toCardBin(cardBinSchema.parse({ bin: '5', binLength: '1' }))).toMatchObject({
      brands: [],
      brand: [],
      binLength: 1,
      fundingType: null,
    });
  });
});
