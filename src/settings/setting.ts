import { z } from 'zod';

/**
 * Terminology: a *setting* is one environment variable: its zod schema (type, rules, default) carrying its
 * documentation as metadata (`describe`). A *settings group* is the settings of one feature, declared in the
 * feature's folder; src/config.ts assembles every group into the one schema the environment is parsed with,
 * and docs/configuration.md is generated from the same groups (`npm run config:reference`).
 */

/** What an operator reads about a setting in docs/configuration.md. */
export interface SettingDoc {
  /** What it does, for an operator. */
  readonly description: string;
  /** How production differs (a different default, a requirement); absent when it does not. */
  readonly production?: string;
  /** The default as an operator would write it, when the schema's own default is not what they set. */
  readonly shownDefault?: string;
  /**
   * A credential (or a URL that carries one): it may also be given as `<NAME>_FILE`, the path of a file holding it,
   * as container platforms mount secrets (src/settings/secretFiles.ts).
   */
  readonly secret?: true;
  /**
   * What an empty value means, for the few settings where it is a value of its own (a header turned off); every
   * other setting set empty is unset (src/config.ts).
   */
  readonly emptyMeans?: string;
}

/** The settings of one feature: what it is for, and its variables. */
export interface SettingsGroup<Shape extends z.ZodRawShape = z.ZodRawShape> {
  /** Heading in docs/configuration.md. */
  readonly title: string;
  /** When an operator needs these settings, in a sentence or two. */
  readonly summary: string;
  readonly env: Shape;
}

/** Attaches a setting's documentation to its schema (zod's global metadata registry). */
export function describe<T extends z.ZodType>(schema: T, doc: SettingDoc): T {
  return schema.meta({ ...doc });
}

/** `true` or `false`, exactly. */
export const booleanFlag = z.enum(['true', 'false']).transform((v) => v === 'true');
export const port = z.coerce.number().int().min(0).max(65_535);
export const positiveMs = z.coerce.number().int().min(1).max(600_000);
/** A comma-separated list of whole milliseconds, e.g. `1000,5000,30000`. */
export const msList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'a comma-separated list of whole milliseconds')
  .transform((v) => v.split(',').map(Number));

/** The names of the settings marked `secret` in these groups. */
export function secretNames(groups: readonly SettingsGroup[]): string[] {
  return groups.flatMap((group) =>
    Object.entries(group.env)
      .filter(([, schema]) => (z.globalRegistry.get(schema) as Partial<SettingDoc> | undefined)?.secret)
      .map(([name]) => name),
  );
}

/** The names of the settings for which an empty value means something (`emptyMeans`), not "unset". */
export function emptyValueNames(groups: readonly SettingsGroup[]): string[] {
  return groups.flatMap((group) =>
    Object.entries(group.env)
      .filter(([, schema]) => (z.globalRegistry.get(schema) as Partial<SettingDoc> | undefined)?.emptyMeans)
      .map(([name]) => name),
  );
}

/** What a feature's slice may read besides its own settings: facts of the core, read first. */
export interface CoreFacts {
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  /** No caller credential is configured (API_KEYS, JWT_*): anyone may call, where that is allowed. */
  readonly openAccess: boolean;
}

/** The parsed values of a group's settings. */
export type GroupEnv<G extends SettingsGroup> = z.output<z.ZodObject<G['env']>>;

/**
 * Declares a feature's settings (src/features/<feature>/settings.ts): its group (docs/configuration.md, the parsed
 * environment) and how its slice of the config is read, a problem pushed on `problems` (all are listed at once).
 * src/config.ts lists them, one line each.
 */
export function featureSettings<G extends SettingsGroup, Slice>(
  group: G,
  read: (env: GroupEnv<G>, core: CoreFacts, problems: string[]) => Slice,
) {
  return { group, read };
}

/** The slice a feature's settings read: its type inferred from the reader, never written beside it. */
export type SliceOf<F> = F extends { readonly read: (...args: never[]) => infer Slice } ? Slice : never;
