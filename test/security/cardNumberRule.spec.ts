import { describe, expect, it } from 'vitest';
import { containsCardNumber, maskCardNumbers, receiptCardNumber } from '../../src/contract/cardNumbers.ts';

/** The one rule of what a card number looks like in free text (src/contract/cardNumbers.ts). */
describe('card number rule', () => {
  it.each([
    ['plain', 'pan 4444333322221111 end', 'pan [redacted] end'],
    ['spaces', 'card 4444 3333 2222 1111', 'card [redacted]'],
    ['dashes', '"4444-3333-2222-1111"', '"[redacted]"'],
    ['dots', '4444.3333.2222.1111', '[redacted]'],
    ['underscores (a GraphQL name)', 'Pay_4444_3333_2222_1111', 'Pay_[redacted]'],
    ['mixed separators', '4444 - 3333.2222_1111', '[redacted]'],
    ['Amex grouping', '3782 822463 10005', '[redacted]'],
    ['tabs and double spaces', '4444\t3333  2222 1111', '[redacted]'],
    ['12 digits, the shortest card', 'x 123456789012 y', 'x [redacted] y'],
    ['19 digits', '6304000000000000000', '[redacted]'],
    ['Luhn-broken', '4444333322221112', '[redacted]'],
    ['glued to letters', 'ref4444333322221111x', 'ref[redacted]x'],
    ['longer than a card: masked whole', '12345678901234567890123', '[redacted]'],
    ['digits in the shape of a UUID', '44443333-2222-1111-4444-333322221111', '[redacted]'],
    ['a card number behind a plus (more than 15 digits)', '+4444 3333 2222 1111', '+[redacted]'],
    ['two numbers', 'a 4444333322221111 b 5555-5555-5555-4444', 'a [redacted] b [redacted]'],
  ])('masks %s', (_name, text, masked) => {
    expect(maskCardNumbers(text)).toBe(masked);
    expect(containsCardNumber(text)).toBe(true);
  });

  it.each([
    ['11 digits', '12345678901'],
    ['a decimal amount', 'amount 1234567890123456.78'],
    ['a date and time', '2026-11-22T23:41:10Z'],
    ['a UUID (an id, even when its groups join into 12+ digits)', '123e4567-e89b-12d3-a456-426614174000'],
    ['four separators apart', '4444    3333    2222    1111'],
    ['groups split by commas', '4444,3333,2222,1111'],
    ['a phone number (leading +, at most 15 digits)', 'call +44 20 7946 0001'],
  ])('leaves %s alone', (_name, text) => {
    expect(maskCardNumbers(text)).toBe(text);
    expect(containsCardNumber(text)).toBe(false);
  });

  it('masks as on a receipt when asked (the sandbox request log), longer runs wholly', () => {
    expect(maskCardNumbers('card 4444 3333 2222 1111', receiptCardNumber)).toBe('card 444433******1111');
    expect(maskCardNumbers('12345678901234567890', receiptCardNumber)).toBe('*'.repeat(20));
  });
});
