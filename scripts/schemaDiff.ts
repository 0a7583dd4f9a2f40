import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  changelogStructureProblems,
  classifiedChanges,
  deprecationsWithoutRemovalDate,
  undeclared,
} from './schemaEvolution.ts';
import { mergeSdl, printSchemaSdl } from './schemaSdl.ts';

// `npm run schema:diff` (CI): the schema against the one of the previous commit on main; fails on a breaking or
// dangerous change that CHANGELOG.md does not declare under its class in a pending section (Unreleased, or a
// release cut since), on a deprecation without a removal date, and on a changelog heading of another shape.
// Skips the comparison, with a notice, where there is no history to compare.

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

const changelog = readFileSync(`${root}CHANGELOG.md`, 'utf8');
const current = printSchemaSdl();
const problems = [
  ...changelogStructureProblems(changelog).map((p) => `CHANGELOG.md: ${p}`),
  ...deprecationsWithoutRemovalDate(current).map(
    (path) => `${path} is @deprecated without "Removal: YYYY-MM-DD" in its reason (CHANGELOG.md's policy)`,
  ),
];
for (const problem of problems) console.error(problem);

const base = baseRef();
const old = base ? schemaAt(base) : null;
if (!base || old === null) {
  console.log('schema:diff skipped: no previous commit with a schema to compare with (a shallow clone?)');
  process.exit(problems.length > 0 ? 1 : 0);
}
const changes = await classifiedChanges(old, current);
const missing = undeclared(changes, changelog, git('show', `${base}:CHANGELOG.md`) ?? '');
const label = `against ${base.slice(0, 12)}`;
for (const c of changes)
  console.log(`${missing.includes(c) ? 'UNDECLARED' : 'declared'} ${c.class}: ${c.message}`);
if (missing.length > 0) {
  console.error(
    `schema:diff ${label}: ${missing.length} change(s) not declared. Avoid breaking ones (add, deprecate, then ` +
      'remove after the removal date), and list each path in backticks under "### Breaking" (or "### Dangerous") ' +
      `of "## Unreleased" in CHANGELOG.md, e.g. \`${missing[0]?.path}\`, with what clients must change.`,
  );
}
if (missing.length > 0 || problems.length > 0) process.exit(1);
console.log(
  `schema:diff ${label}: ${changes.length} breaking or dangerous change(s), all declared in CHANGELOG.md`,
);
