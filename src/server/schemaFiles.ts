import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { buildASTSchema, type DefinitionNode, isTypeExtensionNode, parse, print } from 'graphql';

const schemaDir = fileURLToPath(new URL('../../schema/', import.meta.url));

/**
 * The SDL of every domain, `common.graphql` first because it declares the root types the others extend, in
 * {@link inSchemaOrder}.
 */
export function loadTypeDefs(): string[] {
  const files = readdirSync(schemaDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'common.graphql' ? -1 : b === 'common.graphql' ? 1 : a.localeCompare(b)));
  return inSchemaOrder(files.map((f) => readFileSync(`${schemaDir}${f}`, 'utf8')));
}

/**
 * Domain SDL with every definition before every extension, each part in file order. A domain declares the link
 * fields it resolves on another domain's type with `extend type`; merged in file order, a type first extended in a
 * file before its own would move there and take the extension's fields first. This way a type sits where its
 * domain defines it, its own fields first, then each extension's in file order, wherever it is declared.
 */
function inSchemaOrder(typeDefs: readonly string[]): string[] {
  const documents = typeDefs.map((sdl) => parse(sdl));
  const part = (keep: (node: DefinitionNode) => boolean) =>
    documents
      .map((document) => ({ ...document, definitions: document.definitions.filter(keep) }))
      .filter((document) => document.definitions.length > 0)
      .map((document) => print(document));
  return [...part((node) => !isTypeExtensionNode(node)), ...part(isTypeExtensionNode)];
}

/**
 * The SDL of every domain merged into one document and printed: what `schema.graphql` holds (below its header) and
 * `GET /schema.graphql` serves, for clients' codegen. Merged from the sources, not from introspection:
 * introspection loses directive uses (`@oneOf` on each instrument input, `@specifiedBy` on scalars, and any
 * directive the schema declares), which turns a one-of input into an object of optional fields in a client's types.
 * Deterministic: the files in the server's order, types and fields in the order they are written. Checked to build,
 * which proves it is a schema a client's tooling accepts, as the server's build does.
 */
export function printedSchema(typeDefs: readonly string[] = loadTypeDefs()): string {
  const document = mergeTypeDefs(inSchemaOrder(typeDefs), { throwOnConflict: true });
  buildASTSchema(document);
  return `${print(document)}\n`;
}
