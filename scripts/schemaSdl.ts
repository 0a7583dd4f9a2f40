import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printedSchema } from '../src/server/schemaFiles.ts';

/** Where the printed schema lives: the top level, where a frontend's codegen config points. */
export const printedSchemaPath = fileURLToPath(new URL('../schema.graphql', import.meta.url));

const header =
  '# The whole public schema, printed from schema/*.graphql by `npm run schema:print`. Do not edit: CI fails\n' +
  '# when it differs from what the script prints. Point client codegen here (see client/scalars.ts).\n\n';

/** `schema.graphql`: the header, then the printed schema (src/server/schemaFiles.ts, also served by the gateway). */
export function printSchemaSdl(): string {
  return `${header}${printedSchema()}`;
}

/** Domain SDL files merged into one printed document (definitions before extensions), checked to build. */
export function mergeSdl(typeDefs: readonly string[]): string {
  return printedSchema(typeDefs).slice(0, -1);
}

/** The committed `schema.graphql`, or null when there is none yet. */
export function readPrintedSchema(): string | null {
  try {
    return readFileSync(printedSchemaPath, 'utf8');
  } catch {
    return null;
  }
}
