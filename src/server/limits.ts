import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import { cardNumberAliasesRule } from './cardNumberAliases.ts';

/**
 * graphql-armor's rules throw by default, which Apollo answers with a 500. Reported as validation errors, an
 * over-limit operation gets a 400 GRAPHQL_VALIDATION_FAILED like any other invalid document.
 */
const reportInstead = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
  ],
};

/** Most aliases in one operation: enough for any screen, too few to multiply one provider call. */
const maxAliases = 30;

/** MAX_QUERY_DEPTH and MAX_QUERY_COST. */
export interface OperationLimits {
  readonly maxDepth: number;
  readonly maxCost: number;
}

/**
 * The validation rules that bound an operation (depth, aliases, graphql-armor's cost) and keep card numbers out of
 * its aliases, added to graphql-js's own:
 * one list for every endpoint that runs operations (/graphql through Apollo, /graphql/stream), so that a document
 * refused on one is refused on the other with the same words.
 */
export function operationLimitRules(limits: OperationLimits): ValidationRule[] {
  return [
    maxDepthRule({ n: limits.maxDepth, ...reportInstead }),
    maxAliasesRule({ n: maxAliases, ...reportInstead }),
    costLimitRule({ maxCost: limits.maxCost, ...reportInstead }),
    cardNumberAliasesRule,
  ];
}
