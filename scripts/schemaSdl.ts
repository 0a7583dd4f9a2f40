import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { buildASTSchema, print } from 'graphql';
import { inSchemaOrder, loadTypeDefs } from '../src/server/schemaFiles.ts';

/** Where the printed schema lives: the top level, where a frontend's codegen config points. */
export const printedSchemaPath = fileURLToPath(new URL('../schema.graphql', import.meta.url));

const header =
  '# The whole public schema, printed from schema/*.graphql by `npm run schema:print`. Do not edit: CI fails\n' +
  '# when it differs from what the script prints. Point client codegen here (see client/scalars.ts).\n\n';

/**
 * The SDL of every domain merged into one document and printed. Merged from the sources, not from introspection:
 * introspection loses directive uses (`@oneOf` on each instrument input, `@specifiedBy` on scalars, and any
 * directive the schema declares), which turns a one-of input into an object of optional fields in a client's types.
 * Deterministic: the files in the server's order, types and fields in the order they are written.
 */
export function printSchemaSdl(): string {
  return `${header}${mergeSdl(loadTypeDefs())}\n`;
}

/** Domain SDL files merged into one printed document (definitions before extensions), checked to build. */
export function mergeSdl(typeDefs: readonly string[]): string {
  const document = mergeTypeDefs(inSchemaOrder(typeDefs), { throwOnConflict: true });
  // Building it proves the printed schema is one a client's tooling accepts, as the server's build does.
  buildASTSchema(document);
  return print(document);
}

/** The committed `schema.graphql`, or null when there is none yet. */
export function readPrintedSchema(): string | null {
  try {
    return readFileSync(printedSchemaPath, 'utf8');
  } catch {
    return null;
  }
}
