import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type FragmentSpreadNode,
  type GraphQLCompositeType,
  type GraphQLField,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLSchema,
  getNamedType,
  type InlineFragmentNode,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  typeFromAST,
  valueFromAST,
  valueFromASTUntyped,
} from 'graphql';

/**
 * Terminology: the *cost* of an operation is a static estimate of the work it asks for, read from the document
 * before anything runs (as GitHub's and Shopify's public GraphQL APIs charge their rate limits):
 *
 * - every field that returns an object (something the gateway fetches or builds) costs 1; scalars and enums 0;
 * - a field paged with `first` or `last` multiplies the cost of everything under it by that page size (20 when
 *   neither is given, the schema's default page size); `nodes(ids:)` by the number of ids, and the federation's
 *   `_entities(representations:)` by the number of representations; at most 100 either way, the largest the resolvers accept (a larger request is refused as bad input, not charged for);
 * - every mutation field costs 10 more: it moves money or starts an authentication with a provider POST;
 * - fragments count where they are spread; the branches of an abstract type all count (an upper bound);
 * - an operation costs at least 1.
 */
const costModel = {
  objectField: 1,
  mutationField: 10,
  defaultPageSize: 20,
  maxPageSize: 100,
  minimum: 1,
} as const;

/** The values of an operation's variables, as the request sent them. */
export type Variables = { readonly [name: string]: unknown } | undefined;

/**
 * The cost of `operation` (see {@link costModel}); `fragments` are the document's fragment definitions.
 * @internal Exported for its unit test: the cost arithmetic on a parsed operation, with no server.
 */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Variables,
): number {
  const root = schema.getRootType(operation.operation);
  if (!root) return costModel.minimum;
  const walk = new CostWalk(schema, fragments, variables);
  let cost = walk.selectionSet(root, operation.selectionSet, new Set());
  if (operation.operation === 'mutation') {
    cost += costModel.mutationField * walk.rootFields(operation.selectionSet, new Set());
  }
  return Math.max(costModel.minimum, cost);
}

/** The cost of `operation`, one of `document`'s operations, with the document's fragments where they are spread. */
export function documentOperationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Variables,
): number {
  // A cost that reads no variable is the document's alone: parsed documents are cached (and reused) by the server,
  // so such an operation is walked once, not once per request. Most variables (an account number, an id) never
  // reach the cost, which reads only page sizes and list lengths; the walk watches which it reads.
  const known = walked.get(operation);
  if (known?.schema === schema && known.cost !== undefined) return known.cost;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  if (known?.schema === schema) return operationCost(schema, operation, fragments, variables);
  let readVariables = false;
  // An empty object, not undefined, when none were sent: a variable left out then still counts as read.
  const watched = new Proxy(variables ?? {}, {
    get(target, name) {
      readVariables = true;
      return Reflect.get(target, name);
    },
  });
  const cost = operationCost(schema, operation, fragments, watched);
  walked.set(operation, { schema, cost: readVariables ? undefined : cost });
  return cost;
}

/**
 * What the first walk of each operation (by its syntax tree, gone with it) found: its cost when it read no variable;
 * `undefined` when it did, so it is walked per request with the request's variables, unwatched.
 */
const walked = new WeakMap<
  OperationDefinitionNode,
  { readonly schema: GraphQLSchema; readonly cost: number | undefined }
>();

class CostWalk {
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    private readonly variables: Variables,
  ) {}

  /** Sums the selections; `spread` holds the fragments being expanded, so a cycle cannot loop (validation refuses it anyway). */
  selectionSet(parent: GraphQLCompositeType, set: SelectionSetNode, spread: ReadonlySet<string>): number {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) cost += this.field(parent, selection, spread);
      else {
        const inner = this.fragment(selection, spread);
        if (!inner) continue;
        const { fragment } = inner;
        const condition = fragment.typeCondition ? typeFromAST(this.schema, fragment.typeCondition) : parent;
        const type = condition && isCompositeType(condition) ? condition : parent;
        cost += this.selectionSet(type, fragment.selectionSet, inner.spread);
      }
    }
    return cost;
  }

  /** The number of fields on the root type (each a mutation, for a mutation operation). */
  rootFields(set: SelectionSetNode, spread: ReadonlySet<string>): number {
    let count = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== '__typename') count += 1;
        continue;
      }
      const inner = this.fragment(selection, spread);
      if (inner) count += this.rootFields(inner.fragment.selectionSet, inner.spread);
    }
    return count;
  }

  /** A fragment read in place, with the spreads being expanded inside it; none for an unknown or cyclic spread. */
  private fragment(
    selection: InlineFragmentNode | FragmentSpreadNode,
    spread: ReadonlySet<string>,
  ):
    | { readonly fragment: InlineFragmentNode | FragmentDefinitionNode; readonly spread: ReadonlySet<string> }
    | undefined {
    if (selection.kind === Kind.INLINE_FRAGMENT) return { fragment: selection, spread };
    const name = selection.name.value;
    const fragment = this.fragments.get(name);
    return fragment && !spread.has(name) ? { fragment, spread: new Set([...spread, name]) } : undefined;
  }

  private field(parent: GraphQLCompositeType, node: FieldNode, spread: ReadonlySet<string>): number {
    if (!isObjectType(parent) && !isInterfaceType(parent)) return 0;
    const definition = parent.getFields()[node.name.value];
    if (!definition || !node.selectionSet) return 0;
    const type = getNamedType(definition.type);
    if (!isCompositeType(type)) return 0;
    const children = this.selectionSet(type, node.selectionSet, spread);
    const multiplier = Math.min(costModel.maxPageSize, this.multiplier(definition, node));
    return costModel.objectField + multiplier * children;
  }

  /** How many items a field asks for: its page size, or the number of ids. 1 for a field that is not paged. */
  private multiplier(definition: GraphQLField<unknown, unknown>, node: FieldNode): number {
    const given = new Map(node.arguments?.map((a) => [a.name.value, a.value]));
    const accepts = new Set(definition.args.map((a) => a.name));
    const ids = given.get('ids');
    if (ids) {
      const value = valueFromAST(ids, listOfIds, this.variables);
      return Array.isArray(value) ? value.length : 1;
    }
    // Each representation is an entity fetched, like an id of `nodes`; they are objects of any shape (`_Any`).
    const representations = given.get('representations');
    if (representations) {
      const value = valueFromASTUntyped(representations, this.variables);
      return Array.isArray(value) ? value.length : 1;
    }
    if (!accepts.has('first') && !accepts.has('last')) return 1;
    for (const name of ['first', 'last']) {
      const arg = given.get(name);
      // A variable left out (or null) is no page size: the default applies, as in the resolver.
      const value = arg ? valueFromAST(arg, GraphQLInt, this.variables) : undefined;
      if (typeof value === 'number' && value >= 0) return value;
    }
    return costModel.defaultPageSize;
  }
}

const listOfIds = new GraphQLList(new GraphQLNonNull(GraphQLID));
