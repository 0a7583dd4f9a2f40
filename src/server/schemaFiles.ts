import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const schemaDir = fileURLToPath(new URL('../../schema/', import.meta.url));

/** The SDL of every domain, `common.graphql` first because it declares the root types the others extend. */
export function loadTypeDefs(): string[] {
  const files = readdirSync(schemaDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'common.graphql' ? -1 : b === 'common.graphql' ? 1 : a.localeCompare(b)));
  return files.map((f) => readFileSync(`${schemaDir}${f}`, 'utf8'));
}
