import { type Change, CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

/** A breaking change between two schemas, as `@graphql-inspector/core` reports it. */
export interface BreakingChange {
  /** Where in the schema, e.g. `CardBin.anonymousPrepaid` or `ThreeDsDeviceDataInput.timeZone`. */
  readonly path: string;
  readonly message: string;
}

/**
 * The section of CHANGELOG.md that declares what the next release changes: from the `## Unreleased` heading to the
 * next `## ` heading. Empty when there is none.
 */
export function unreleasedSection(changelog: string): string {
  const start = changelog.search(/^## Unreleased\b/m);
  if (start < 0) return '';
  const rest = changelog.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The breaking changes from `oldSdl` to `newSdl`, in the order the inspector finds them. */
export async function breakingChanges(oldSdl: string, newSdl: string): Promise<BreakingChange[]> {
  const changes: Change[] = await diff(buildSchema(oldSdl), buildSchema(newSdl));
  return changes
    .filter((c) => c.criticality.level === CriticalityLevel.Breaking)
    .map((c) => ({ path: c.path ?? c.type, message: c.message }));
}

/**
 * The breaking changes that CHANGELOG.md does not declare. A change is declared when its path, in backticks, appears
 * in the Unreleased section (`CardBin.anonymousPrepaid`); a type's path also declares its fields' (`CardBin`), so
 * one entry can cover a reworked type.
 */
export function undeclared(changes: readonly BreakingChange[], changelog: string): BreakingChange[] {
  const declared = new Set(
    [...unreleasedSection(changelog).matchAll(/`([A-Za-z_][\w.@]*)`/g)].map((m) => m[1]),
  );
  return changes.filter((c) => {
    const parts = c.path.split('.');
    return !parts.some((_, i) => declared.has(parts.slice(0, i + 1).join('.')));
  });
}
