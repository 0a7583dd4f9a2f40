import { describe, expect, it } from 'vitest';
import { fromGlobalId, opaqueTypeOf, toGlobalId, toOpaqueId } from '../../../src/identity/globalId.ts';

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

  it('tells an opaque id of a type node does not take from a foreign one', () => {
    const id = toOpaqueId('StatementItem', 'QS7M0UKCLFL8MODV:123');
    expect(id).toBe(Buffer.from('StatementItem:QS7M0UKCLFL8MODV:123').toString('base64url'));
    expect(fromGlobalId(id)).toBeUndefined();
    expect(opaqueTypeOf(id)).toBe('StatementItem');
    expect(opaqueTypeOf(toGlobalId('Payout', '/payouts/1'))).toBeUndefined();
    expect(opaqueTypeOf(Buffer.from('StatementItem:').toString('base64url'))).toBeUndefined();
  });
});
