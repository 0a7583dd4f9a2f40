/**
 * Provider enumerations as the schema's enums. The data source's model keeps the one list of a provider
 * enumeration's values; the schema's names are derived from it by one convention, checked by the compiler:
 * `requestReceived` is `REQUEST_RECEIVED`, `not_checked` is `NOT_CHECKED`, `PAYOUT REVERSAL` is
 * `PAYOUT_REVERSAL`, `credit` is `CREDIT`. A view that assigns a derived name to a schema enum type fails to
 * compile when the schema lacks that name.
 */

type Underscored<S extends string> = S extends `${infer A} ${infer B}`
  ? `${A}_${Underscored<B>}`
  : S extends `${infer A}-${infer B}`
    ? `${A}_${Underscored<B>}`
    : S;

type WordsOfCamelCase<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${H}`}${WordsOfCamelCase<T>}`
  : S;

/** The schema's name of a provider value (see the module comment). */
export type GraphQLEnumName<P extends string> = Uppercase<
  P extends Uppercase<P> ? Underscored<P> : WordsOfCamelCase<Underscored<P>>
>;

/**
 * The schema's name of a provider value; the runtime twin of {@link GraphQLEnumName}, which it must mirror.
 * @internal Exported for the unit test that pins its result to the GraphQLEnumName type.
 */
export function graphqlEnumName<const P extends string>(value: P): GraphQLEnumName<P> {
  const underscored = value.replace(/[ -]/g, '_');
  const words =
    value === value.toUpperCase()
      ? underscored
      : [...underscored].map((c) => (c === c.toLowerCase() ? c : `_${c}`)).join('');
  // The compiler cannot follow string operations into template literal types; the unit test pins the mirror.
  return words.toUpperCase() as GraphQLEnumName<P>;
}

/**
 * A reader of one provider enumeration: the schema's name of a raw value the model lists, undefined for any
 * other (the caller picks the schema's fallback). `keyOf` says how leniently a raw value matches (exactly by
 * default; e.g. without regard to case).
 */
export function enumReader<const P extends string>(
  values: readonly P[],
  keyOf: (raw: string) => string = (raw) => raw,
): (raw: string) => GraphQLEnumName<P> | undefined {
  const names = new Map<string, GraphQLEnumName<P>>(
    values.map((value) => [keyOf(value), graphqlEnumName(value)]),
  );
  return (raw) => names.get(keyOf(raw));
}

/**
 * The provider's wire value of each schema name, for enums the gateway also sends (e.g. a challenge preference).
 */
export function wireValues<const P extends string>(
  values: readonly P[],
): { readonly [K in P as GraphQLEnumName<K>]: K } {
  // Object.fromEntries loses the key types; the mapped type restates what the entries are.
  return Object.fromEntries(values.map((value) => [graphqlEnumName(value), value])) as {
    readonly [K in P as GraphQLEnumName<K>]: K;
  };
}
