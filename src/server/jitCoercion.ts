import {
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type OperationDefinitionNode,
  typeFromAST,
} from 'graphql';

/**
 * Where graphql-jit's variable coercion can accept what graphql-js refuses: the requests graphql-js must judge
 * first, so that every refusal keeps its words (runCompiled). Where graphql-jit refuses more, graphql-js answers
 * anyway. graphql-jit 0.8 and graphql-js 16, read side by side:
 * - scalars and enums: graphql-jit applies graphql-js's own rules (String, Boolean, Int, Float, ID by type and
 *   range; other scalars through their `parseValue`, refusing `undefined` as graphql-js does, and NaN besides; enums
 *   by `getValue`);
 * - lists: both take an array item by item, and anything else as a list of one;
 * - input objects: both refuse a field the type does not define, a required field missing or null, and a value
 *   that is not an object. Two gaps: graphql-jit takes an array as an object (an empty one as `{}`), and ignores
 *   `@oneOf`.
 * So a request is judged by graphql-js first only when a value falls in one of those gaps: an array where an input
 * object is expected, or a `@oneOf` object without exactly one field set to a value. Walking the variables for
 * these costs a fraction of graphql-js's coercion (a new object per input object, a path per field), which every
 * payout and sale paid twice before.
 */
export interface VariableJudge {
  /** True when graphql-jit's coercion of `variables` may accept what graphql-js's refuses. */
  mayDiffer(variables: Readonly<Record<string, unknown>>): boolean;
}

/** The variables of `operation` whose types hold an input object: the only ones where the engines can differ. */
export function variableJudge(schema: GraphQLSchema, operation: OperationDefinitionNode): VariableJudge {
  const checked: Array<readonly [string, GraphQLInputType]> = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    // An unknown type never passes validation; judged by graphql-js all the same.
    if (type === undefined) return { mayDiffer: () => true };
    if (holdsInputObject(type)) checked.push([definition.variable.name.value, type]);
  }
  return {
    mayDiffer: (variables) => checked.some(([name, type]) => inGap(type, variables[name])),
  };
}

function holdsInputObject(type: GraphQLInputType): boolean {
  if (isNonNullType(type) || isListType(type)) return holdsInputObject(type.ofType);
  return isInputObjectType(type);
}

/** Each input object's fields as a list, made once (the schema never changes). */
const fieldLists = new WeakMap<GraphQLInputObjectType, readonly GraphQLInputField[]>();

function fieldsOf(type: GraphQLInputObjectType): readonly GraphQLInputField[] {
  let fields = fieldLists.get(type);
  if (fields === undefined) {
    fields = Object.values(type.getFields());
    fieldLists.set(type, fields);
  }
  return fields;
}

/** Whether `value` for `type` falls, at any depth, in one of the gaps above. */
function inGap(type: GraphQLInputType, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (isNonNullType(type)) return inGap(type.ofType, value);
  if (isScalarType(type) || isEnumType(type)) return false;
  if (isListType(type)) {
    const items: readonly unknown[] = Array.isArray(value) ? value : [value];
    return items.some((item) => inGap(type.ofType, item));
  }
  if (typeof value !== 'object' || Array.isArray(value)) return true;
  const fields = value as Readonly<Record<string, unknown>>;
  if (type.isOneOf) {
    const set = Object.keys(fields);
    if (set.length !== 1 || fields[set[0] as string] === null) return true;
  }
  for (const field of fieldsOf(type)) {
    const given = fields[field.name];
    if (given !== undefined && inGap(field.type, given)) return true;
  }
  return false;
}
