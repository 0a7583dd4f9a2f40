import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import {
  coerceInputValue,
  GraphQLError,
  type GraphQLSchema,
  isInputType,
  isNonNullType,
  Kind,
  typeFromAST,
  type VariableDefinitionNode,
} from 'graphql';
import { errorCodes } from '../errors/codes.ts';
import type { FieldError } from '../errors/index.ts';
import { ruleAt } from './coercionRules.ts';

/**
 * graphql-js rejects ill-typed variables before any resolver runs (a missing non-null field, a wrong scalar, two
 * branches of a `@oneOf` input). The error it raises prints the caller's value into its message; the structure
 * (which variable, the path inside it, the broken rule) is what `coerceInputValue` hands its `onError`. Callers get
 * a message built from that structure and the same `fieldErrors` as our own validation, so a form can put every
 * message next to its field and no value comes back.
 */

/** One variable coercion failure, as graphql-js's coercion reports it. */
export type CoercionFailure =
  | { readonly kind: 'missing' | 'null'; readonly variable: string }
  | {
      readonly kind: 'invalid';
      readonly variable: string;
      /** Field names and list indexes inside the variable's value; empty when the value itself is wrong. */
      readonly path: readonly (string | number)[];
      /** The broken rule, graphql-js's or the scalar's own error (its message may quote the value). */
      readonly rule: Error;
    };

/** The variable definition a coercion error names (graphql-js attaches it as the error's only node). */
function variableOf(error: GraphQLError): VariableDefinitionNode | undefined {
  const node = error.nodes?.length === 1 ? error.nodes[0] : undefined;
  return node?.kind === Kind.VARIABLE_DEFINITION ? node : undefined;
}

/** Every failure of one variable, in the order graphql-js raises its errors (it coerces with the same function). */
function failuresOf(
  schema: GraphQLSchema,
  definition: VariableDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
): CoercionFailure[] {
  const variable = definition.variable.name.value;
  const type = typeFromAST(schema, definition.type);
  if (type === undefined || !isInputType(type)) return [];
  if (!Object.hasOwn(variables, variable)) return [{ kind: 'missing', variable }];
  const value = variables[variable];
  if (value === null && isNonNullType(type)) return [{ kind: 'null', variable }];
  const failures: CoercionFailure[] = [];
  coerceInputValue(value, type, (path, _invalid, rule) =>
    failures.push({ kind: 'invalid', variable, path, rule }),
  );
  return failures;
}

const unexplained = new Error('Value is invalid.');

/**
 * Remembers, for each variable coercion error of a request, the structured failure behind it: its plugin records
 * them when Apollo reports the errors, `failureOf` finds them again in `formatError` (same error objects). Keyed
 * weakly by error, so nothing outlives the response.
 */
export class CoercionFailures {
  readonly #byError = new WeakMap<GraphQLError, CoercionFailure>();

  plugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
    const byError = this.#byError;
    return {
      async requestDidStart() {
        return {
          async didEncounterErrors({ errors, request, schema }) {
            const variables = request.variables ?? {};
            const pending = new Map<string, CoercionFailure[]>();
            for (const error of errors) {
              const definition = error instanceof GraphQLError ? variableOf(error) : undefined;
              if (!definition || error.extensions.code !== errorCodes.BAD_USER_INPUT) continue;
              const name = definition.variable.name.value;
              const queue = pending.get(name) ?? failuresOf(schema, definition, variables);
              pending.set(name, queue);
              const failure = queue.shift();
              if (failure) byError.set(error, failure);
            }
          },
        };
      },
    };
  }

  /** The structured failure behind an error, when it is a variable coercion error of a request this saw. */
  failureOf(error: unknown): CoercionFailure | undefined {
    if (!(error instanceof GraphQLError)) return undefined;
    const recorded = this.#byError.get(error);
    if (recorded) return recorded;
    // A coercion error the plugin could not pair with its failure still never answers with its printed value.
    const definition = variableOf(error);
    if (!definition || error.extensions.code !== errorCodes.BAD_USER_INPUT) return undefined;
    return { kind: 'invalid', variable: definition.variable.name.value, path: [], rule: unexplained };
  }
}

/** `input.card` printed as graphql-js prints paths: `.name` for fields, `[0]` for list entries. */
function printedPath(variable: string, path: readonly (string | number)[]): string {
  return variable + path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('');
}

/**
 * The caller's message of a failure, without the value: `Variable "$v" got invalid value at "v.a[0]"; <rule>`
 * (`cleanRule` cuts any value out of the rule), or graphql-js's own words for a missing or null variable, which
 * hold none.
 */
export function failureMessage(
  failure: CoercionFailure,
  original: string,
  cleanRule: (rule: string) => string,
) {
  if (failure.kind !== 'invalid') return original;
  const at = failure.path.length === 0 ? '' : ` at "${printedPath(failure.variable, failure.path)}"`;
  return `Variable "$${failure.variable}" got invalid value${at}; ${cleanRule(failure.rule.message)}`;
}

/** The field error of a failure: the dotted path (`input.list.0.cardNumber`) and the rule in our words. */
export function failureFieldError(failure: CoercionFailure): FieldError {
  if (failure.kind !== 'invalid') {
    return {
      path: failure.variable,
      ...(failure.kind === 'missing'
        ? { rule: 'REQUIRED', message: 'is required' }
        : { rule: 'NOT_NULL', message: 'must not be null' }),
    };
  }
  return ruleAt([failure.variable, ...failure.path].join('.'), failure.rule.message);
}
