import { testTokens, tokenPathPrefix } from '../../data/tokens.ts';

/** One row of the README's table of BIN lookup test values. */
export interface CardBinTestValue {
  readonly request: string;
  readonly answer: string;
}

/**
 * What the BIN lookup answers for each kind of request, for the README. The card rows themselves are the table in
 * `data/testCards.ts`; the token rows are `data/tokens.ts`.
 */
export const cardBinTestValues: readonly CardBinTestValue[] = [
  { request: '`cardNumber` of a listed test card', answer: "200 with that card's row" },
  {
    request: '`cardNumber` of another Luhn-valid number starting 4, 51-55, 22-27, 34, 35, 37, 6011 or 65',
    answer:
      '200 with data derived from the prefix (issuer `UNKNOWN SANDBOX ISSUER`, GB, GBP, anonymousPrepaid `U`)',
  },
  { request: '`cardNumber` with any other prefix (e.g. 1234567812345670)', answer: '404 SBXB04' },
  ...testTokens.map((t) => ({
    request: `\`token\` \`{base_url}${tokenPathPrefix}${t.id}\``,
    answer: `200 with the row of test card ${t.pan.slice(0, 6)}…${t.pan.slice(-4)}`,
  })),
  { request: '`token` of any other location', answer: '404 SBXB03' },
];
