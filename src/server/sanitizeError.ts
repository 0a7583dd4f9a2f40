import { maskCardNumbers } from '../errors/maskCardNumbers.ts';

/**
 * graphql-js and graphql-scalars put the offending value into their messages ("cannot represent a non string
 * value: 123", "Value is not a valid UUID: …", "Value "…" does not exist in … enum"). A caller's card number or
 * CVC must never come back in an error, so those values are cut out before any error leaves the server, and any
 * card-number-like run that survives (12-19 digits, also grouped with spaces or dashes) is masked. (A variable
 * coercion error's message is rebuilt from its structure first: see coercionErrors.ts.)
 */
export function sanitizeErrorMessage(message: string): string {
  const cleaned = message
    // graphql-js's token limit (parseOptions.maxTokens) says "more that"; callers get the limit said plainly.
    .replace(
      /^Syntax Error: Document contains more that (\d+) tokens\. Parsing aborted\.$/,
      'Syntax Error: Document contains more than $1 tokens, the most this server parses.',
    )
    .replace(/(cannot represent[^:]*value): [\s\S]*$/, '$1.')
    .replace(
      /(DateTime cannot represent (?:an invalid date-time-string|non string or Date type|an invalid Unix timestamp))[\s\S]*$/,
      '$1.',
    )
    .replace(/(Value is not (?:a valid [^:]+|string)): [\s\S]*$/, '$1.')
    .replace(/Value "[\s\S]*" does not exist in "(\w+)" enum\./, 'Value does not exist in "$1" enum.')
    .replace(/(Expected value of type "[^"]+"), found [\s\S]*?(;|$)/, '$1$2')
    // A syntax error quotes the token it stopped at, e.g. a card number typed inline with a missing colon.
    .replace(
      /(Syntax Error: [\s\S]*?(?:found|Unexpected)) (?:String|Name|Int|Float|BlockString) [\s\S]*$/,
      '$1 a value.',
    );
  return maskCardNumbers(cleaned);
}
