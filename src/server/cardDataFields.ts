import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
  TypeInfo,
  type ValueNode,
  visit,
  visitWithTypeInfo,
} from 'graphql';

/**
 * Where card data goes in an operation: the arguments and input fields the schema marks `@cardData`
 * (schema/common.graphql). The GET rule (getRequests.ts) and the rule for what outlives a request
 * (documentRetention.ts) both read the marks from here.
 */

/** The directive that marks card-data input fields and arguments. */
const directiveName = 'cardData';

interface Marked {
  readonly astNode?: {
    readonly directives?: readonly { readonly name: { readonly value: string } }[];
  } | null;
}

function isMarked(definition: Marked | null | undefined): boolean {
  return definition?.astNode?.directives?.some((d) => d.name.value === directiveName) ?? false;
}

/** Input object types that hold a card-data field, at any depth, per schema. */
const carriersBySchema = new WeakMap<GraphQLSchema, ReadonlySet<string>>();

/** The names of the input object types that hold a `@cardData` field, at any depth. */
export function cardDataCarriers(schema: GraphQLSchema): ReadonlySet<string> {
  const known = carriersBySchema.get(schema);
  if (known) return known;
  const carriers = new Set<string>();
  const visiting = new Set<string>();
  const carries = (type: GraphQLInputType): boolean => {
    const named = getNamedType(type);
    if (!isInputObjectType(named)) return false;
    if (carriers.has(named.name)) return true;
    // A recursive input type is judged by its other fields on the way back up.
    if (visiting.has(named.name)) return false;
    visiting.add(named.name);
    const found = Object.values(named.getFields()).some((field) => isMarked(field) || carries(field.type));
    if (found) carriers.add(named.name);
    return found;
  };
  for (const type of Object.values(schema.getTypeMap())) if (isInputObjectType(type)) carries(type);
  carriersBySchema.set(schema, carriers);
  return carriers;
}

/**
 * Every value written in `document` at a `@cardData` argument or input field: literals and variables, in every
 * operation and fragment, and inside variables' default values (typed by their variable's type).
 */
export function cardDataValues(schema: GraphQLSchema, document: DocumentNode): ValueNode[] {
  const values: ValueNode[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        if (isMarked(typeInfo.getArgument())) values.push(node.value);
      },
      ObjectField(node) {
        const parent = getNamedType(typeInfo.getParentInputType() ?? undefined);
        if (isInputObjectType(parent) && isMarked(parent.getFields()[node.name.value]))
          values.push(node.value);
      },
    }),
  );
  return values;
}
