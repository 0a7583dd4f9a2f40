import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  accountNumber,
  isMerchantEntity,
  merchantEntity,
  paymentItemEntity,
  ubr,
} from '../../../src/validation/identifiers.ts';
import { validateInput } from '../../../src/validation/index.ts';
import { fieldErrorsOf } from './support.ts';

describe('paymentItemEntity', () => {
  const schema = z.object({ entity: paymentItemEntity });

  it('accepts 6 letters or digits', () => {
    expect(validateInput(schema, { entity: 'ABC123' }, 'filter')).toEqual({ entity: 'ABC123' });
    expect(validateInput(schema, { entity: 'xyz789' }, 'filter')).toEqual({ entity: 'xyz789' });
  });

  it.each(['ABCD12I', 'AB12', 'ABC12O', 'abc12o', 'ABC-12', 'ABCI23'])('refuses %s', (value) => {
    expect(fieldErrorsOf(schema, { entity: value }, 'filter')).toEqual([
      {
        path: 'filter.entity',
        rule: 'INVALID_FORMAT',
        message: 'must be 6 letters or digits, without I or O',
      },
    ]);
  });

  it('says an empty entity must not be empty, and a missing one is required', () => {
    expect(fieldErrorsOf(schema, { entity: '' }, 'filter')).toEqual([
      { path: 'filter.entity', rule: 'BLANK', message: 'must not be empty' },
    ]);
    expect(fieldErrorsOf(schema, {}, 'filter')).toEqual([
      { path: 'filter.entity', rule: 'REQUIRED', message: 'is required' },
    ]);
  });
});

describe('merchantEntity', () => {
  const rule = 'must be 1 to 32 letters, digits, ".", "_" or "-"';

  it.each(['default', 'MindPalaceLtd', '7Z1UAK', 'E'.repeat(32), 'Mind-Palace_Ltd.2'])(
    'accepts %s',
    (value) => {
      expect(validateInput(merchantEntity, value, 'entity')).toBe(value);
      expect(isMerchantEntity(value)).toBe(true);
    },
  );

  it.each(['E'.repeat(33), '*', 'Mind Palace', ' default', 'a|b', 'a:b', 'a,b'])('refuses %s', (value) => {
    expect(fieldErrorsOf(merchantEntity, value, 'entity')).toEqual([
      { path: 'entity', rule: 'INVALID_FORMAT', message: rule },
    ]);
    expect(isMerchantEntity(value)).toBe(false);
  });

  it('says an empty entity must not be empty, and a missing one is required', () => {
    expect(fieldErrorsOf(merchantEntity, '', 'entity')).toEqual([
      { path: 'entity', rule: 'BLANK', message: 'must not be empty' },
    ]);
    expect(fieldErrorsOf(z.object({ entity: merchantEntity }), {}, 'input')).toEqual([
      { path: 'input.entity', rule: 'REQUIRED', message: 'is required' },
    ]);
  });
});

describe('accountNumber', () => {
  it('is 16 letters or digits', () => {
    expect(validateInput(accountNumber, 'ACC0000000000001', 'accountNumber')).toBe('ACC0000000000001');
    expect(fieldErrorsOf(accountNumber, 'ACC-000000000001', 'accountNumber')).toEqual([
      { path: 'accountNumber', rule: 'INVALID_FORMAT', message: 'must be 16 letters or digits' },
    ]);
  });
});

describe('ubr', () => {
  it.each(['PN123456', 'PZ12345678', 'POabc123x'])('accepts %s', (value) => {
    expect(validateInput(ubr, value, 'ubr')).toBe(value);
  });

  it.each(['PX123456', 'PN12345', 'PN123456789', 'PN12-456', 'pn123456', '12345678'])(
    'refuses %s',
    (value) => {
      expect(fieldErrorsOf(ubr, value, 'ubr')).toEqual([
        {
          path: 'ubr',
          rule: 'INVALID_FORMAT',
          message: 'must be 8 to 10 letters or digits starting with PN, PZ or PO',
        },
      ]);
    },
  );
});
