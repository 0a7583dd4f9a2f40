import type { ConcreteRequest } from 'relay-runtime';

/**
 * Relay's compiled artifacts for the few test operations a Relay environment runs, written by hand in the shape
 * relay-compiler emits (ConcreteRequest: the reader fragment, the normalization operation, the request text), so
 * the tests run relay-runtime's real store without adding the compiler. Only what these operations select:
 * scalar fields, linked fields with variable arguments, and inline fragments on a concrete type.
 */
interface Scalar {
  readonly kind: 'ScalarField';
  readonly alias: null;
  readonly name: string;
  readonly args: null;
  readonly storageKey: null;
}
interface Linked {
  readonly kind: 'LinkedField';
  readonly alias: null;
  readonly name: string;
  readonly args:
    | readonly { readonly kind: 'Variable'; readonly name: string; readonly variableName: string }[]
    | null;
  readonly concreteType: string | null;
  readonly plural: boolean;
  readonly selections: readonly Selection[];
  readonly storageKey: null;
}
interface Inline {
  readonly kind: 'InlineFragment';
  readonly type: string;
  readonly abstractKey: null;
  readonly selections: readonly Selection[];
}
type Selection = Scalar | Linked | Inline;

export const scalar = (name: string): Scalar => ({
  kind: 'ScalarField',
  alias: null,
  name,
  args: null,
  storageKey: null,
});

export function linked(
  name: string,
  selections: readonly Selection[],
  options: {
    readonly concreteType?: string | null;
    readonly plural?: boolean;
    readonly args?: readonly string[];
  } = {},
): Linked {
  const args =
    options.args?.map((arg) => ({ kind: 'Variable' as const, name: arg, variableName: arg })) ?? null;
  return {
    kind: 'LinkedField',
    alias: null,
    name,
    args,
    concreteType: options.concreteType ?? null,
    plural: options.plural ?? false,
    selections,
    storageKey: null,
  };
}

export const inlineOn = (type: string, selections: readonly Selection[]): Inline => ({
  kind: 'InlineFragment',
  type,
  abstractKey: null,
  selections,
});

/** A query's artifact: its name, variables, selections and the text sent (the .graphql document's). */
export function queryArtifact(
  name: string,
  variables: readonly string[],
  selections: readonly Selection[],
  text: string,
): ConcreteRequest {
  const argumentDefinitions = variables.map((variable) => ({
    kind: 'LocalArgument' as const,
    name: variable,
    defaultValue: null,
  }));
  return {
    kind: 'Request',
    fragment: { kind: 'Fragment', name, type: 'Query', metadata: null, argumentDefinitions, selections },
    operation: { kind: 'Operation', name, argumentDefinitions, selections },
    params: { id: null, cacheID: name, name, operationKind: 'query', text, metadata: {} },
  };
}
