import { writeFileSync } from 'node:fs';
import { printedSchemaPath, printSchemaSdl, readPrintedSchema } from './schemaSdl.ts';

// `npm run schema:print` writes schema.graphql; `npm run schema:check` (CI) fails when the committed file differs.
const check = process.argv.includes('--check');
const sdl = printSchemaSdl();
if (check) {
  if (readPrintedSchema() !== sdl) {
    console.error(
      'schema.graphql is out of date with schema/*.graphql: run `npm run schema:print` and commit it.',
    );
    process.exit(1);
  }
  console.log('schema.graphql matches schema/*.graphql');
} else {
  writeFileSync(printedSchemaPath, sdl);
  console.log(`wrote ${printedSchemaPath}`);
}
