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
import { type VariableJudge, variableJudge } from './jitCoercion.ts';

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

/** Per operation (validated documents are cached, so their nodes live on): where its variables need graphql-js. */
const judges = new WeakMap<OperationDefinitionNode, VariableJudge>();

function judgeOf(schema: GraphQLSchema, operation: OperationDefinitionNode): VariableJudge {
  let judge = judges.get(operation);
  if (judge === undefined) {
    judge = variableJudge(schema, operation);
    judges.set(operation, judge);
  }
  return judge;
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
  // graphql-jit coerces variables itself, with its own messages and gaps (jitCoercion.ts): where its judgement may
  // differ, graphql-js judges them first, and answers for itself when it refuses (no resolver has run yet).
  if (definitions.length > 0 && judgeOf(schema, operation).mayDiffer(variableValues ?? {})) {
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
