import { describe, expect, it } from 'vitest';
import { containsCardNumber, maskCardNumbers, receiptCardNumber } from '../../src/contract/cardNumbers.ts';
import {
  contexts,
  corpus,
  corpusComposition,
  realisticReferences,
  testCardNumbers,
  writtenForms,
} from './cardNumberCorpus.ts';

/** The one rule of what a card number is in free text (src/contract/cardNumbers.ts), judged on its corpus. */
describe('card number rule', () => {
  it('holds the corpus it was decided from: 1,263 references (15 kinds and the 3 of issue 21), 61 test card numbers', () => {
    expect(realisticReferences).toHaveLength(1263);
    expect(Object.keys(corpusComposition())).toHaveLength(16);
    expect(testCardNumbers).toHaveLength(61);
  });

  it('lets every realistic reference through, unmasked (no false positive)', () => {
    const refused = realisticReferences.filter(({ reference }) => containsCardNumber(reference));
    const masked = realisticReferences.filter(({ reference }) => maskCardNumbers(reference) !== reference);
    expect(refused).toEqual([]);
    expect(masked).toEqual([]);
  });

  it('lets through the references of 20 other draws of the corpus too (25,260 references)', () => {
    const refused: string[] = [];
    for (let seed = 1; seed <= 20; seed++) {
      for (const { reference } of corpus(seed)) if (containsCardNumber(reference)) refused.push(reference);
    }
    expect(refused).toEqual([]);
  });

  it('catches every test card number in every grouping and place, leaving no digit of it (no false negative)', () => {
    const missed: string[] = [];
    let texts = 0;
    for (const pan of testCardNumbers) {
      for (const written of writtenForms(pan)) {
        for (const place of contexts) {
          texts += 1;
          const text = place(written);
          const masked = maskCardNumbers(text);
          if (!containsCardNumber(text) || masked.includes(pan.slice(-4)) || !masked.includes('[redacted]')) {
            missed.push(text);
          }
        }
      }
    }
    expect(missed).toEqual([]);
    expect(texts).toBe(3451);
  });

  it.each([
    ['plain', 'pan 4444333322221111 end', 'pan [redacted] end'],
    ['spaces', 'card 4444 3333 2222 1111', 'card [redacted]'],
    ['dashes', '"4444-3333-2222-1111"', '"[redacted]"'],
    ['dots', '4444.3333.2222.1111', '[redacted]'],
    ['underscores (a GraphQL name)', 'Pay_4444_3333_2222_1111', 'Pay_[redacted]'],
    ['mixed separators', '4444 - 3333.2222_1111', '[redacted]'],
    ['Amex grouping', '3782 822463 10005', '[redacted]'],
    ['Diners grouping', '3056 930902 5904', '[redacted]'],
    ['tabs and double spaces', '4444\t3333  2222 1111', '[redacted]'],
    ['13 digits, the shortest card', 'x 4222222222222 y', 'x [redacted] y'],
    ['19 digits in 4-4-4-4-3, whole', '6799 9901 0000 0000 019', '[redacted]'],
    ['glued to letters', 'ref4444333322221111x', 'ref[redacted]x'],
    [
      'after a date, in a chain of digit groups',
      'on 2026-11-28 4444 3333 2222 1111',
      'on 2026-11-28 [redacted]',
    ],
    ['glued to a reference by a dash', 'ORD-20261128-4444333322221111', 'ORD-20261128-[redacted]'],
    ['a card number behind a plus (more than 15 digits)', '+4444 3333 2222 1111', '+[redacted]'],
    ['two numbers', 'a 4444333322221111 b 5555-5555-5555-4444', 'a [redacted] b [redacted]'],
  ])('masks %s', (_name, text, masked) => {
    expect(maskCardNumbers(text)).toBe(masked);
    expect(containsCardNumber(text)).toBe(true);
  });

  it.each([
    ['the references of issue 21', 'ORD-20261128-000042 INV-2026-11-28-0042 typed-client-1764331200000'],
    ['12 digits, even a card prefix passing Luhn', '411111111116'],
    ['a number failing Luhn', '4444333322221112'],
    ['a scheme no card starts with (epoch milliseconds)', '1764331200000'],
    ['more than 19 digits', '44443333222211115555'],
    ['groups that are no card grouping', '4444333-322221111'],
    ['a decimal amount', 'amount 4444333322221111.00'],
    ['a date and time', '2026-11-22T23:41:10Z'],
    ['a UUID whose digit groups read as 4-4-4-3', '411825a7-6708-4590-8609-750a13c68e75'],
    ['four separators apart', '4444    3333    2222    1111'],
    ['groups split by commas', '4444,3333,2222,1111'],
    ['a phone number (leading +, at most 15 digits)', 'call +4915708882613'],
  ])('leaves %s alone', (_name, text) => {
    expect(maskCardNumbers(text)).toBe(text);
    expect(containsCardNumber(text)).toBe(false);
  });

  it('masks as on a receipt when asked (the sandbox request log)', () => {
    expect(maskCardNumbers('card 4444 3333 2222 1111', receiptCardNumber)).toBe('card 444433******1111');
    expect(maskCardNumbers('amex 378282246310005', receiptCardNumber)).toBe('amex 378282*****0005');
  });
});
