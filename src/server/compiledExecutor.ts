import {
  type ExecutionArgs,
  type ExecutionResult,
  execute,
  type GraphQLSchema,
  getVariableValues,
  type OperationDefinitionNode,
} from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import { asGraphQLJsError } from './compiledErrors.ts';
import { CompiledPlans, type PlannedRequest } from './compiledPlans.ts';

/** graphql-js's limit on variable coercion errors, as `execute` sets it. */
const maxVariableErrors = 50;

/** What the executor reads of Apollo's gateway request context. */
interface OperationRequest extends PlannedRequest {
  readonly context: unknown;
  readonly request: { readonly operationName?: string; readonly variables?: Record<string, unknown> };
}

/**
 * Runs a validated operation: compiled when CompiledPlans has it, by graphql-js otherwise. One difference remains
 * in what a compiled operation answers: when a non-null field fails in an object, graphql-js stops there (the
 * object's later fields are not resolved if the failure is synchronous, and its other errors are reported only if
 * they came first), while graphql-jit resolves every field and reports every error, those of non-null fields last.
 * The data is the same; the answer may carry more errors, and a nested field after the failed one may have called
 * the provider (at the root, where the fields that call it live, CompiledPlans compiles only what runs alike).
 */
export function compiledExecutor(schema: GraphQLSchema, maxBytes: number) {
  const plans = maxBytes > 0 ? new CompiledPlans(schema, maxBytes) : undefined;
  return async (request: OperationRequest): Promise<ExecutionResult> => {
    const args: ExecutionArgs = {
      schema,
      document: request.document,
      contextValue: request.context,
      variableValues: request.request.variables,
      operationName: request.request.operationName,
    };
    const compiled = plans?.planFor(request);
    return compiled && request.operation ? runCompiled(compiled, request.operation, args) : execute(args);
  };
}

async function runCompiled(
  compiled: CompiledQuery,
  operation: OperationDefinitionNode,
  args: ExecutionArgs,
): Promise<ExecutionResult> {
  const { schema, variableValues } = args;
  const definitions = operation.variableDefinitions ?? [];
  // graphql-jit coerces variables itself, without `@oneOf` and with its own messages: graphql-js judges them first,
  // and answers for itself when it refuses (no resolver has run yet).
  if (definitions.length > 0) {
    const coerced = getVariableValues(schema, definitions, variableValues ?? {}, {
      maxErrors: maxVariableErrors,
    });
    if (coerced.errors) return execute(args);
  }
  const result = await compiled.query(undefined, args.contextValue, variableValues);
  // No `data` means the compiler's own coercion refused what graphql-js accepted: nothing ran, graphql-js decides.
  if (!('data' in result)) return execute(args);
  return result.errors ? { ...result, errors: result.errors.map(asGraphQLJsError) } : result;
}
