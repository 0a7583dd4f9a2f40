import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorCodes, ruleCodes } from '../../../src/errors/index.ts';

// Generated from the catalogue (npm run errors:reference; CI's errors:check fails on drift): this reads the page
// as a reader does, so that a code the generator skipped, or a page committed stale, fails here too.
const page = readFileSync(new URL('../../../docs/errors.md', import.meta.url), 'utf8');

/** The codes of a table's first column, from the table whose header row starts with `| <header> |`. */
function tableCodes(header: string): string[] {
  const start = page.indexOf(`| ${header} |`);
  expect(start).toBeGreaterThan(-1);
  const rows = page.slice(start).split('\n');
  const table = rows.slice(
    2,
    rows.findIndex((row, i) => i > 0 && !row.startsWith('|')),
  );
  return table.flatMap((row) =>
    [...(row.split('|')[1] ?? '').matchAll(/`([A-Z_]+)`/g)].map((m) => m[1] ?? ''),
  );
}

describe('docs/errors.md', () => {
  it('lists every error code the gateway raises, and no other, each with what to do and whether to retry', () => {
    expect(page).toContain('| Code | When it happens | What to do | Retry? |');
    expect(tableCodes('Code')).toEqual(Object.values(errorCodes));
  });

  it('lists every fieldErrors rule code and no other', () => {
    expect(tableCodes('Rule')).toEqual(Object.values(ruleCodes));
  });
});
