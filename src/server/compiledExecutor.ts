import {
  type ExecutionArgs,
  type ExecutionResult,
  execute,
  type GraphQLSchema,
  getNullableType,
  getVariableValues,
  isEnumType,
  isScalarType,
  type OperationDefinitionNode,
  typeFromAST,
} from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import { asGraphQLJsError } from './compiledErrors.ts';
import { CompiledPlans, type PlannedRequest } from './compiledPlans.ts';

/** graphql-js's limit on variable coercion errors, as `execute` sets it. */
const maxVariableErrors = 50;

/** Which engine answered an operation. */
type ExecutionEngine = 'compiled' | 'graphql-js';

/** Told of every answer's engine (the metrics). */
export interface EngineObserver {
  answeredBy(engine: ExecutionEngine): void;
}

/** What the executor reads of Apollo's gateway request context. */
interface OperationRequest extends PlannedRequest {
  readonly context: unknown;
  readonly request: { readonly operationName?: string; readonly variables?: Record<string, unknown> };
}

/**
 * Runs a validated operation: compiled when CompiledPlans has it (whether it may be is compilationRule.ts's one
 * rule), by graphql-js otherwise. Two fallbacks per request hand a compiled operation back to graphql-js before
 * any resolver ran: variables graphql-js refuses (its own words), and variables graphql-jit's coercion refuses.
 */
export function compiledExecutor(schema: GraphQLSchema, maxBytes: number, observer?: EngineObserver) {
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
    if (compiled && request.operation) return runCompiled(compiled, request.operation, args, observer);
    observer?.answeredBy('graphql-js');
    return execute(args);
  };
}

/** Per operation (validated documents are cached, so their nodes live on): whether graphql-jit judges it alike. */
const judgedAlike = new WeakMap<OperationDefinitionNode, boolean>();

/**
 * Whether graphql-jit refuses every variable value graphql-js refuses, so graphql-js need not look first: each
 * variable is a scalar or an enum, nullable or not. For those graphql-jit 0.8 applies graphql-js 16's own rules
 * (String, Boolean, Int, Float, ID by type and range; other scalars through their `parseValue`, refusing
 * `undefined` as graphql-js does, and NaN besides; enums by `getValue`); where it refuses more, graphql-js answers
 * anyway (the `data` check in runCompiled). Input objects (`@oneOf`, which graphql-jit ignores) and lists are
 * still judged by graphql-js.
 */
function jitJudgesAlike(schema: GraphQLSchema, operation: OperationDefinitionNode): boolean {
  let alike = judgedAlike.get(operation);
  if (alike === undefined) {
    alike = (operation.variableDefinitions ?? []).every((definition) => {
      const type = typeFromAST(schema, definition.type);
      const nullable = type && getNullableType(type);
      return nullable !== undefined && (isScalarType(nullable) || isEnumType(nullable));
    });
    judgedAlike.set(operation, alike);
  }
  return alike;
}

async function runCompiled(
  compiled: CompiledQuery,
  operation: OperationDefinitionNode,
  args: ExecutionArgs,
  observer: EngineObserver | undefined,
): Promise<ExecutionResult> {
  const { schema, variableValues } = args;
  const byGraphqlJs = () => {
    observer?.answeredBy('graphql-js');
    return execute(args);
  };
  const definitions = operation.variableDefinitions ?? [];
  // graphql-jit coerces variables itself, without `@oneOf` and with its own messages: unless it judges them alike,
  // graphql-js judges them first, and answers for itself when it refuses (no resolver has run yet).
  if (definitions.length > 0 && !jitJudgesAlike(schema, operation)) {
    const coerced = getVariableValues(schema, definitions, variableValues ?? {}, {
      maxErrors: maxVariableErrors,
    });
    if (coerced.errors) return byGraphqlJs();
  }
  const result = await compiled.query(undefined, args.contextValue, variableValues);
  // No `data` means the compiler's own coercion refused what graphql-js accepted: nothing ran, graphql-js decides.
  if (!('data' in result)) return byGraphqlJs();
  observer?.answeredBy('compiled');
  return result.errors ? { ...result, errors: result.errors.map(asGraphQLJsError) } : result;
}
