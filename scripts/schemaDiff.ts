import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { breakingChanges, undeclared } from './schemaEvolution.ts';
import { mergeSdl, printSchemaSdl } from './schemaSdl.ts';

// `npm run schema:diff` (CI): the schema against the one of the previous commit on main; fails on a breaking change
// that CHANGELOG.md's Unreleased section does not declare. Skips, with a notice, where there is no history to compare.

const root = fileURLToPath(new URL('..', import.meta.url));

function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/**
 * What to compare with: SCHEMA_BASE_REF when set; on a branch, where it left main (so every breaking change of the
 * branch must be declared, not only the last commit's); on main itself, the previous commit (its first parent).
 */
function baseRef(): string | null {
  const explicit = process.env.SCHEMA_BASE_REF;
  if (explicit) return git('rev-parse', '--verify', `${explicit}^{commit}`);
  const head = git('rev-parse', 'HEAD');
  for (const main of ['origin/main', 'main']) {
    if (!git('rev-parse', '--verify', '--quiet', `${main}^{commit}`)) continue;
    const forkPoint = git('merge-base', 'HEAD', main);
    if (forkPoint && forkPoint !== head) return forkPoint;
    break;
  }
  return git('rev-parse', '--verify', '--quiet', 'HEAD~1^{commit}');
}

/** The schema at `ref`: its printed schema.graphql, or, before there was one, its schema/*.graphql merged. */
function schemaAt(ref: string): string | null {
  const printed = git('show', `${ref}:schema.graphql`);
  if (printed !== null) return printed;
  const files = git('ls-tree', '--name-only', ref, 'schema/');
  const sdl = (files ?? '').split('\n').filter((f) => f.endsWith('.graphql'));
  if (sdl.length === 0) return null;
  return mergeSdl(sdl.map((f) => git('show', `${ref}:${f}`) ?? ''));
}

const base = baseRef();
const old = base ? schemaAt(base) : null;
if (!base || old === null) {
  console.log('schema:diff skipped: no previous commit with a schema to compare with (a shallow clone?)');
  process.exit(0);
}
const changes = await breakingChanges(old, printSchemaSdl());
const missing = undeclared(changes, readFileSync(`${root}CHANGELOG.md`, 'utf8'));
const label = `against ${base.slice(0, 12)}`;
for (const c of changes)
  console.log(`${missing.includes(c) ? 'UNDECLARED' : 'declared'} breaking: ${c.message}`);
if (missing.length > 0) {
  console.error(
    `schema:diff ${label}: ${missing.length} breaking change(s) not declared. Avoid them (add, deprecate, then ` +
      'remove later), or list each path in backticks under "## Unreleased" in CHANGELOG.md, e.g. ' +
      `\`${missing[0]?.path}\`, with what clients must change.`,
  );
  process.exit(1);
}
console.log(`schema:diff ${label}: ${changes.length} breaking change(s), all declared in CHANGELOG.md`);
