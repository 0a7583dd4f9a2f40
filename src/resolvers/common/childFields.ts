import {
  type FieldNode,
  GraphQLIncludeDirective,
  type GraphQLResolveInfo,
  GraphQLSkipDirective,
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  isObjectType,
  Kind,
  type SelectionSetNode,
} from 'graphql';
import type { GatewayContext } from '../context.ts';

/**
 * Work a field of the object a resolver returns can start before that object is resolved, given the object's key
 * and the resolver's `info` (e.g. `account` starting the statements it selects beside its own lookup). It returns
 * nothing: whatever it starts must land where the child field's own resolver finds it (the request's loaders) and
 * must reach the caller only through that resolver, so authorization stays where it is.
 */
export type EarlyStart = (key: string, info: GraphQLResolveInfo, ctx: GatewayContext) => void;

/**
 * The arguments of each `fieldName` field selected directly on the object the current field returns (through
 * fragments too, leaving out those `@skip`/`@include` drop), as its resolver will receive them. A selection whose
 * arguments cannot be read is left out: its own resolver reports the problem.
 */
export function childFieldArgs(info: GraphQLResolveInfo, fieldName: string): Record<string, unknown>[] {
  const type = getNamedType(info.returnType);
  const definition = isObjectType(type) ? type.getFields()[fieldName] : undefined;
  if (!definition) return [];
  const found: FieldNode[] = [];
  const visited = new Set<string>();
  const collect = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (!included(selection, info)) continue;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === fieldName) found.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        collect(selection.selectionSet);
      } else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        collect(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) collect(node.selectionSet);
  const args: Record<string, unknown>[] = [];
  for (const node of found) {
    try {
      args.push(getArgumentValues(definition, node, info.variableValues));
    } catch {
      // Arguments that do not coerce: the child field's resolver meets the same error and reports it.
    }
  }
  return args;
}

function included(selection: Parameters<typeof getDirectiveValues>[1], info: GraphQLResolveInfo): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, selection, info.variableValues)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, selection, info.variableValues)?.if !== false;
}
