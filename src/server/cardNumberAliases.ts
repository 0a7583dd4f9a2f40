import { GraphQLError, type ValidationRule } from 'graphql';
import { containsCardNumber } from '../contract/index.ts';

/**
 * Refuses a document whose alias holds a card number (`card_4444_3333_2222_1111: account(...)`). An alias is the
 * one piece of a caller's text that the answer repeats verbatim, as a key of `data`, where no masking can reach it
 * without changing the shape the client asked for; refusing it keeps a card number out of the answer, of a client's
 * normalized cache and of any proxy log. The message names the rule, never the alias.
 */
export const cardNumberAliasesRule: ValidationRule = (context) => ({
  Field(node) {
    if (node.alias && containsCardNumber(node.alias.value)) {
      context.reportError(
        new GraphQLError('An alias must not hold a card number: the answer would repeat it as a key.', {
          nodes: node.alias,
        }),
      );
    }
  },
});
