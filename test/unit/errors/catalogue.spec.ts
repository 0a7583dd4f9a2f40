import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorCodes, ruleCodes } from '../../../src/errors/index.ts';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

/** The codes of a README table's first column, from the table whose header row starts with `| <header> |`. */
function tableCodes(header: string): string[] {
  const start = readme.indexOf(`| ${header} |`);
  expect(start).toBeGreaterThan(-1);
  const rows = readme.slice(start).split('\n');
  const table = rows.slice(
    2,
    rows.findIndex((row, i) => i > 0 && !row.startsWith('|')),
  );
  return table.flatMap((row) =>
    [...(row.split('|')[1] ?? '').matchAll(/`([A-Z_]+)`/g)].map((m) => m[1] ?? ''),
  );
}

describe('the README error catalogue', () => {
  it('lists every error code the gateway raises, each with what to do and whether to retry', () => {
    const listed = tableCodes('Code');
    for (const code of Object.values(errorCodes)) expect(listed).toContain(code);
    expect(readme).toContain('| Code | When it happens | What to do | Retry? |');
  });

  it('lists every fieldErrors rule code and no other', () => {
    expect(tableCodes('Rule').sort()).toEqual(Object.values(ruleCodes).sort());
  });
});
