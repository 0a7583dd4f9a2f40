import { describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../../src/identity/globalId.ts';

describe('global IDs', () => {
  it('round-trips a payout resource path', () => {
    const id = toGlobalId('Payout', '/payouts/abc123');
    expect(id).toBe('UGF5b3V0Oi9wYXlvdXRzL2FiYzEyMw');
    expect(fromGlobalId(id)).toEqual({ type: 'Payout', key: '/payouts/abc123' });
  });

  it('rejects ids of unknown types, without a key, or not base64url', () => {
    expect(fromGlobalId(Buffer.from('User:1').toString('base64url'))).toBeUndefined();
    expect(fromGlobalId(Buffer.from('Account:').toString('base64url'))).toBeUndefined();
    expect(fromGlobalId('not an id!')).toBeUndefined();
  });
});
