import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { buildASTSchema, type DefinitionNode, isTypeExtensionNode, Kind, parse, print } from 'graphql';
import { StartupError } from '../settings/startupError.ts';
import { version } from '../version.ts';

const schemaDir = fileURLToPath(new URL('../../schema/', import.meta.url));

/**
 * The SDL of every domain, `common.graphql` first because it declares the root types the others extend, in
 * {@link inSchemaOrder}.
 */
export function loadTypeDefs(): string[] {
  const files = schemaFiles()
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'common.graphql' ? -1 : b === 'common.graphql' ? 1 : a.localeCompare(b)));
  return inSchemaOrder(files.map((f) => readFileSync(`${schemaDir}${f}`, 'utf8'))).map(withVersion);
}

/**
 * The `schema` definition's description ends with the gateway's version (package.json's, the one place it is
 * written), so a client reading `__schema { description }` or schema.graphql knows which release it talks to.
 */
function withVersion(sdl: string): string {
  const document = parse(sdl);
  let found = false;
  const definitions = document.definitions.map((node) => {
    if (node.kind !== Kind.SCHEMA_DEFINITION || !node.description) return node;
    found = true;
    const value = `${node.description.value}\n\nVersion ${version} (CHANGELOG.md lists each release's changes).`;
    return { ...node, description: { ...node.description, value } };
  });
  return found ? print({ ...document, definitions }) : sdl;
}

/** The names in `schema/`; a deployment without the folder fails start-up in one line that says what to ship. */
function schemaFiles(): string[] {
  try {
    return readdirSync(schemaDir);
  } catch (err) {
    if (!(err instanceof Error && 'code' in err && err.code === 'ENOENT')) throw err;
    throw new StartupError(
      'schema/',
      `Cannot read the GraphQL schema: the folder ${schemaDir} does not exist. ` +
        'Deploy the schema/ folder of the repository beside dist/ (the gateway reads it at start).',
    );
  }
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
