import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountNumber, balanceEntity, entity, ubr, validateInput } from '../../../src/validation/index.ts';
import { fieldErrorsOf } from './support.ts';

describe('entity', () => {
  const schema = z.object({ entity });

  it('accepts 6 letters or digits', () => {
    expect(validateInput(schema, { entity: 'ABC123' }, 'filter')).toEqual({ entity: 'ABC123' });
    expect(validateInput(schema, { entity: 'xyz789' }, 'filter')).toEqual({ entity: 'xyz789' });
  });

  it.each(['ABCD12I', 'AB12', 'ABC12O', 'abc12o', 'ABC-12', 'ABCI23'])('refuses %s', (value) => {
    expect(fieldErrorsOf(schema, { entity: value }, 'filter')).toEqual([
      { path: 'filter.entity', message: 'must be 6 letters or digits, without I or O' },
    ]);
  });

  it('says an empty entity must not be empty, and a missing one is required', () => {
    expect(fieldErrorsOf(schema, { entity: '' }, 'filter')).toEqual([
      { path: 'filter.entity', message: 'must not be empty' },
    ]);
    expect(fieldErrorsOf(schema, {}, 'filter')).toEqual([{ path: 'filter.entity', message: 'is required' }]);
  });
});

describe('balanceEntity', () => {
  it('allows up to 32 characters', () => {
    expect(validateInput(balanceEntity, 'E'.repeat(32), 'entity')).toBe('E'.repeat(32));
    expect(fieldErrorsOf(balanceEntity, 'E'.repeat(33), 'entity')).toEqual([
      { path: 'entity', message: 'must be at most 32 characters long' },
    ]);
  });
});

describe('accountNumber', () => {
  it('is 16 letters or digits', () => {
    expect(validateInput(accountNumber, 'ACC0000000000001', 'accountNumber')).toBe('ACC0000000000001');
    expect(fieldErrorsOf(accountNumber, 'ACC-000000000001', 'accountNumber')).toEqual([
      { path: 'accountNumber', message: 'must be 16 letters or digits' },
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
        { path: 'ubr', message: 'must be 8 to 10 letters or digits starting with PN, PZ or PO' },
      ]);
    },
  );
});
