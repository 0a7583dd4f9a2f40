import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type FragmentSpreadNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  getNamedType,
  type InlineFragmentNode,
  isAbstractType,
  isCompositeType,
  isNonNullType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { mayOutliveRequest } from './documentRetention.ts';

/**
 * THE rule of compiled execution: whether graphql-jit may run an operation, judged once per document and operation
 * (CompiledPlans keeps the verdict). Everything else graphql-jit is spared is a fallback decided per request
 * (variables graphql-js refuses, an operation the compiler refuses: compiledExecutor.ts).
 *
 * An operation is compiled only when both of these hold:
 * 1. Its document may outlive the request (documentRetention.ts: no card data in its text or at a `@cardData`
 *    argument), since a compiled operation is kept and found again by the text's hash.
 * 2. It runs alike under both engines ({@link runsAlikeCompiled}).
 */
export function compiles(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): boolean {
  return mayOutliveRequest(schema, document) && runsAlikeCompiled(schema, document, operation);
}

/**
 * Whether graphql-jit answers an operation with graphql-js's data and errors and runs the same resolvers.
 *
 * Where the two differ: when a non-null field fails synchronously, graphql-js stops resolving that object (its
 * later fields do not run, their errors are never raised) and nulls its parent; graphql-jit resolves every field of
 * the object and reports every error. So an operation is compiled only when, in every selection set at any depth
 * (fragments read in place, whatever their type condition or directives: a superset of what can run), nothing
 * that runs a resolver (the field's own, or one under it) comes after a non-null field that may fail at once. A
 * field may fail at once when a resolver of its own that is not an `async` function may throw, or when a non-null
 * field under it may fail at once (its null reaches it); an `async` resolver's failure comes after graphql-js
 * started every field of the object, as graphql-jit does.
 * Resolvers are where provider calls and failures live; a field read from its parent by the default resolver
 * cannot fail on the views this gateway builds (plain data, validated by the data sources' zod models: no
 * functions, no missing non-null value, no value its scalar refuses), so it runs alike wherever it comes.
 *
 * Not compiled either: subscriptions (graphql-js's `execute` runs them here), and mutations of several root fields
 * (run one after the other, the rest skipped after a failed non-null one, whatever its timing).
 *
 * One difference is left, and allowed: when several fields fail asynchronously, the errors may be listed in
 * another order (the GraphQL spec gives them none); the same errors, each with its path.
 */
function runsAlikeCompiled(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): boolean {
  if (operation.operation === 'subscription') return false;
  const root = schema.getRootType(operation.operation);
  if (!root) return false;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const walk = new SelectionWalk(schema, fragments);
  if (operation.operation === 'mutation' && walk.fieldCount(root, operation.selectionSet) > 1) return false;
  return walk.judge(root, operation.selectionSet) !== undefined;
}

/** Whether `fn` is an `async` function: whatever happens in it, it returns a promise and never throws. */
function isAsyncFunction(fn: unknown): boolean {
  return typeof fn === 'function' && fn.constructor.name === 'AsyncFunction';
}

/** What the fields judged so far in a selection set do. */
interface Judged {
  /** A field of theirs, or under them, has a resolver of its own. */
  runsResolvers: boolean;
  /** A non-null field among them may fail at once, which nulls the parent and stops graphql-js in this object. */
  nullsParent: boolean;
}

class SelectionWalk {
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  ) {}

  /** The selection set of a fragment spread or inline fragment, and the type it is read on. */
  private fragment(
    selection: InlineFragmentNode | FragmentSpreadNode,
    parent: GraphQLCompositeType,
  ): { readonly type: GraphQLCompositeType; readonly selectionSet: SelectionSetNode } | undefined {
    const node =
      selection.kind === Kind.INLINE_FRAGMENT ? selection : this.fragments.get(selection.name.value);
    if (node === undefined) return undefined;
    const type = node.typeCondition ? this.schema.getType(node.typeCondition.name.value) : parent;
    return isCompositeType(type) ? { type, selectionSet: node.selectionSet } : undefined;
  }

  /** Fields of a selection set, fragments read in place (a mutation's root is judged by it). */
  fieldCount(parent: GraphQLCompositeType, selectionSet: SelectionSetNode): number {
    let n = 0;
    for (const s of selectionSet.selections) {
      if (s.kind === Kind.FIELD) n += 1;
      else {
        const inner = this.fragment(s, parent);
        // A fragment that cannot be read counts as several fields: not compiled.
        n += inner ? this.fieldCount(inner.type, inner.selectionSet) : 2;
      }
    }
    return n;
  }

  /** The definitions a field of `name` on `type` may run: one per possible object type. */
  private definitions(type: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown>[] {
    const types = isAbstractType(type)
      ? this.schema.getPossibleTypes(type)
      : isObjectType(type)
        ? [type]
        : [];
    return types.flatMap((t) => t.getFields()[name] ?? []);
  }

  /**
   * What a selection set does, or undefined when the engines could run it differently: whether it runs resolvers
   * of its own (at any depth), and whether a failure in it can null its parent (a non-null field that may fail).
   */
  judge(parent: GraphQLCompositeType, selectionSet: SelectionSetNode): Judged | undefined {
    const summary = { runsResolvers: false, nullsParent: false };
    if (!this.judgeInto(parent, selectionSet, summary)) return undefined;
    return summary;
  }

  private judgeInto(parent: GraphQLCompositeType, selectionSet: SelectionSetNode, at: Judged): boolean {
    for (const selection of selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) {
        // Validation refuses fragment cycles, so reading a spread in place ends.
        const inner = this.fragment(selection, parent);
        if (inner === undefined || !this.judgeInto(inner.type, inner.selectionSet, at)) return false;
        continue;
      }
      const name = selection.name.value;
      if (name.startsWith('__')) continue;
      const fields = this.definitions(parent, name);
      const first = fields[0];
      if (first === undefined) return false;
      let below: Judged = { runsResolvers: false, nullsParent: false };
      if (selection.selectionSet) {
        const type = getNamedType(first.type);
        const judged = isCompositeType(type) ? this.judge(type, selection.selectionSet) : undefined;
        if (judged === undefined) return false;
        below = judged;
      }
      const resolved = fields.some((f) => f.resolve !== undefined);
      const runsResolvers = resolved || below.runsResolvers;
      // After a non-null field that may have failed synchronously, graphql-js runs nothing more of this object.
      if (at.nullsParent && runsResolvers) return false;
      at.runsResolvers ||= runsResolvers;
      // An async resolver fails only later, when graphql-js has started every field of the object too; its value
      // is completed later as well, so a failure under it reaches it later. Otherwise a field may fail at once
      // when a resolver of its own may throw, or a non-null field under it failed at once.
      const later = fields.every((f) => isAsyncFunction(f.resolve));
      const failsAtOnce = !later && (resolved || below.nullsParent);
      at.nullsParent ||= fields.some((f) => isNonNullType(f.type)) && failsAtOnce;
    }
    return true;
  }
}
