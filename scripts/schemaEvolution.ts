import { type Change, CriticalityLevel, diff } from '@graphql-inspector/core';
import {
  buildSchema,
  GraphQLDeprecatedDirective,
  getDirectiveValues,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
} from 'graphql';

/**
 * Terminology: CHANGELOG.md has a `## Unreleased` section and one `## <version> (<YYYY-MM-DD>)` section per
 * release, newest first, each with `### Breaking`, `### Dangerous` and `### Safe` subsections: the classes
 * `@graphql-inspector/core` gives every change. A *pending* section is one the compared-with commit's changelog did
 * not have yet: Unreleased, or a release cut since (so a branch may release what it changes).
 */

/** The class of a change that a client may have to act on. */
type ChangeClass = 'breaking' | 'dangerous';

/** A breaking or dangerous change between two schemas, as `@graphql-inspector/core` reports it. */
export interface ClassifiedChange {
  readonly class: ChangeClass;
  /** Where in the schema, e.g. `CardBin.anonymousPrepaid` or `ThreeDsDeviceDataInput.timeZone`. */
  readonly path: string;
  readonly message: string;
}

const releaseHeading = /^## (\d+\.\d+\.\d+) \((\d{4}-\d{2}-\d{2})\)$/;
const classHeadings: Readonly<Record<ChangeClass, RegExp>> = {
  breaking: /^### Breaking\b/,
  dangerous: /^### (?:Dangerous|Breaking)\b/,
};

/** The `## ` sections of a changelog: heading line and body, in order. */
function sections(changelog: string): { heading: string; body: string }[] {
  const parts = changelog.split(/^(?=## )/m).slice(1);
  return parts.map((part) => {
    const end = part.indexOf('\n');
    return {
      heading: (end < 0 ? part : part.slice(0, end)).trim(),
      body: end < 0 ? '' : part.slice(end + 1),
    };
  });
}

/**
 * The section of CHANGELOG.md that declares what the next release changes: from the `## Unreleased` heading to the
 * next `## ` heading. Empty when there is none.
 */
export function unreleasedSection(changelog: string): string {
  return sections(changelog).find((s) => /^## Unreleased\b/.test(s.heading))?.body ?? '';
}

/** The bodies of the pending sections: Unreleased, and every release heading `baseChangelog` does not have. */
function pendingSections(changelog: string, baseChangelog: string): string[] {
  const released = new Set(sections(baseChangelog).map((s) => s.heading));
  return sections(changelog)
    .filter((s) => /^## Unreleased\b/.test(s.heading) || !released.has(s.heading))
    .map((s) => s.body);
}

/** The text of a section's subsections whose heading matches. */
function subsections(body: string, heading: RegExp): string {
  return body
    .split(/^(?=### )/m)
    .filter((part) => heading.test(part))
    .join('\n');
}

/** The breaking and dangerous changes from `oldSdl` to `newSdl`, in the order the inspector finds them. */
export async function classifiedChanges(oldSdl: string, newSdl: string): Promise<ClassifiedChange[]> {
  const changes: Change[] = await diff(buildSchema(oldSdl), buildSchema(newSdl));
  return changes.flatMap((c): ClassifiedChange[] => {
    const level = c.criticality.level;
    if (level === CriticalityLevel.NonBreaking) return [];
    const cls: ChangeClass = level === CriticalityLevel.Breaking ? 'breaking' : 'dangerous';
    return [{ class: cls, path: c.path ?? c.type, message: c.message }];
  });
}

/** The breaking changes from `oldSdl` to `newSdl`. */
export async function breakingChanges(oldSdl: string, newSdl: string): Promise<ClassifiedChange[]> {
  return (await classifiedChanges(oldSdl, newSdl)).filter((c) => c.class === 'breaking');
}

/**
 * The changes CHANGELOG.md does not declare. A change is declared when its path, in backticks, appears in a pending
 * section under the subsection of its class (`### Breaking`; a dangerous change also under `### Dangerous`); a
 * type's path also declares its fields' (`CardBin`), so one entry can cover a reworked type. `baseChangelog` is the
 * changelog of the commit compared with (empty: only Unreleased is pending).
 */
export function undeclared(
  changes: readonly ClassifiedChange[],
  changelog: string,
  baseChangelog = changelog,
): ClassifiedChange[] {
  const pending = pendingSections(changelog, baseChangelog);
  const declaredFor = (cls: ChangeClass) =>
    new Set(
      pending.flatMap((body) =>
        [...subsections(body, classHeadings[cls]).matchAll(/`([A-Za-z_][\w.@]*)`/g)].map((m) => m[1]),
      ),
    );
  const declared = { breaking: declaredFor('breaking'), dangerous: declaredFor('dangerous') };
  return changes.filter((c) => {
    const parts = c.path.split('.');
    return !parts.some((_, i) => declared[c.class].has(parts.slice(0, i + 1).join('.')));
  });
}

/** `Removal: YYYY-MM-DD`, the date on or after which a deprecated element may be removed (the policy). */
const removalDate = /Removal: (\d{4}-\d{2}-\d{2})\b/;

/**
 * The deprecated fields, input fields, arguments and enum values whose reason does not name a removal date
 * (`Removal: YYYY-MM-DD`), as the changelog's deprecation policy asks.
 */
export function deprecationsWithoutRemovalDate(sdl: string): string[] {
  const schema = buildSchema(sdl);
  const missing: string[] = [];
  const check = (path: string, node: Parameters<typeof getDirectiveValues>[1]) => {
    const deprecated = getDirectiveValues(GraphQLDeprecatedDirective, node);
    if (deprecated && !removalDate.test(String(deprecated.reason ?? ''))) missing.push(path);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.astNode) check(`${type.name}.${field.name}`, field.astNode);
        for (const arg of 'args' in field ? field.args : []) {
          if (arg.astNode) check(`${type.name}.${field.name}.${arg.name}`, arg.astNode);
        }
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (value.astNode) check(`${type.name}.${value.name}`, value.astNode);
      }
    }
  }
  return missing;
}

/** Headings that break the changelog's structure: a `## ` that is neither Unreleased nor `<version> (<date>)`. */
export function changelogStructureProblems(changelog: string): string[] {
  return sections(changelog)
    .map((s) => s.heading)
    .filter((heading) => !/^## Unreleased$/.test(heading) && !releaseHeading.test(heading))
    .map((heading) => `"${heading}" is neither "## Unreleased" nor "## <major.minor.patch> (<YYYY-MM-DD>)"`);
}
