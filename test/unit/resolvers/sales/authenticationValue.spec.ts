import { describe, expect, it } from 'vitest';
import { authenticationValueIdentity } from '../../../../src/resolvers/sales/authenticationValue.ts';

describe('authenticationValueIdentity', () => {
  const cavv = 'AAABBEg0VhI0VniQEjRWAAAAAAA=';

  it.each([
    ['as sent', cavv],
    ['without padding', 'AAABBEg0VhI0VniQEjRWAAAAAAA'],
    ['with blanks around it', ` ${cavv}\n`],
  ])('gives the canonical base64 of the bytes %s', (_name, text) => {
    expect(authenticationValueIdentity(text)).toBe(`base64:${cavv}`);
  });

  it('reads the URL-safe alphabet as the standard one', () => {
    expect(authenticationValueIdentity('-_-_')).toBe(authenticationValueIdentity('+/+/'));
    expect(authenticationValueIdentity('-_-_')).toBe('base64:+/+/');
  });

  it('takes spellings that differ only in bits no byte uses as one value (a lenient decoder reads them alike)', () => {
    expect(authenticationValueIdentity('AAB=')).toBe(authenticationValueIdentity('AAA='));
  });

  it('keeps two different values apart', () => {
    expect(authenticationValueIdentity('AAAB')).not.toBe(authenticationValueIdentity('AAAC'));
  });

  it.each([
    ['not base64', 'not base64!', 'text:not base64!'],
    ['4n+1 characters (no whole bytes)', ' AAAAB ', 'text:AAAAB'],
  ])('takes a value that is %s as its trimmed text', (_name, text, identity) => {
    expect(authenticationValueIdentity(text)).toBe(identity);
  });
});
