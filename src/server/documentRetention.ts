import { type DocumentNode, type GraphQLSchema, Kind } from 'graphql';
import { containsCardNumber } from '../contract/index.ts';
import { cardDataValues } from './cardDataFields.ts';

/**
 * Whether a parsed and validated document may outlive its request: be kept in the document cache, or compiled and
 * kept. Whatever is kept is found again by a hash of the document's text, and a hash of a text holding a card
 * number is as good as the number (a card number has few enough unknown digits to try them all), so a document is
 * kept only when its text holds no card data at all:
 *
 * - nothing in its text that the card-number rule matches, wherever it is (a string or Int literal, digits split
 *   over tokens, a name, a comment);
 * - no literal at an argument or input field marked `@cardData` (card number, CVC, tokens, wallet token,
 *   authentication value): only a variable may stand there, and not one with a default value in the document;
 * - a document without its text (no `loc`) cannot be checked and is not kept.
 *
 * Literals anywhere else (references, amounts, names, dates) are not card data, and such documents are kept like
 * any other. The rule is read once per parsed document, when it is first offered for keeping, never per hit.
 */
export function mayOutliveRequest(schema: GraphQLSchema, document: DocumentNode): boolean {
  // The document cache and the compiled plans both ask of the same parsed document: it is judged once. A parsed
  // document is validated against the one schema this process serves, so the document alone is the key.
  let verdict = verdicts.get(document);
  if (verdict === undefined) {
    verdict = judged(schema, document);
    verdicts.set(document, verdict);
  }
  return verdict;
}

const verdicts = new WeakMap<DocumentNode, boolean>();

function judged(schema: GraphQLSchema, document: DocumentNode): boolean {
  const body = document.loc?.source.body;
  if (body === undefined || containsCardNumber(body)) return false;
  const defaulted = variablesWithDefaults(document);
  // Conservative: a list at a card-data field counts as a literal even if it only lists variables.
  return cardDataValues(schema, document).every(
    (value) => value.kind === Kind.VARIABLE && !defaulted.has(value.name.value),
  );
}

/** The variables given a default value in the document's text, in any of its operations. */
function variablesWithDefaults(document: DocumentNode): ReadonlySet<string> {
  const names = new Set<string>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      if (variable.defaultValue !== undefined) names.add(variable.variable.name.value);
    }
  }
  return names;
}
