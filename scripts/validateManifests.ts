import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

/**
 * `npm run k8s:check`: every object of k8s/*.yaml validated against the Kubernetes API's JSON schemas, as
 * kubernetes-models bundles them (no cluster, no network). Each object's module is found by its apiVersion and kind
 * (`apps/v1` Deployment ▶ kubernetes-models/apps/v1/Deployment); a kind it has no model for is a problem too.
 */

/** A Kubernetes object as written in a manifest. */
export interface ManifestObject {
  readonly apiVersion?: unknown;
  readonly kind?: unknown;
  readonly metadata?: { readonly name?: unknown };
  readonly [field: string]: unknown;
}

interface Model {
  validate(): void;
}

/** The objects of every YAML file in `folder`, with the file each came from. */
export function readManifests(folder: string): { file: string; object: ManifestObject }[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .flatMap((file) =>
      parseAllDocuments(readFileSync(join(folder, file), 'utf8')).map((document) => {
        if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]?.message}`);
        return { file, object: document.toJS() as ManifestObject };
      }),
    );
}

/** The problems of one object against its kind's schema: none when it is valid. */
export async function problemsOf(object: ManifestObject): Promise<string[]> {
  const { apiVersion, kind } = object;
  if (typeof apiVersion !== 'string' || typeof kind !== 'string' || !/^[A-Za-z0-9]+$/.test(kind)) {
    return ['apiVersion and kind are required'];
  }
  let Kind: new (data: ManifestObject) => Model;
  try {
    const module = (await import(/* @vite-ignore */ `kubernetes-models/${apiVersion}/${kind}`)) as Record<
      string,
      new (
        data: ManifestObject,
      ) => Model
    >;
    const found = module[kind];
    if (!found) throw new Error('no model');
    Kind = found;
  } catch {
    return [`${apiVersion} ${kind}: not a Kubernetes kind`];
  }
  try {
    new Kind(object).validate();
    return [];
  } catch (err) {
    return [err instanceof Error ? err.message : String(err)];
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = fileURLToPath(new URL('../k8s/', import.meta.url));
  let failed = false;
  for (const { file, object } of readManifests(folder)) {
    const problems = await problemsOf(object);
    const name = `${file}: ${String(object.kind)} ${String(object.metadata?.name)}`;
    if (problems.length > 0) failed = true;
    console.log(problems.length > 0 ? `${name}\n  - ${problems.join('\n  - ')}` : `${name}: valid`);
  }
  process.exit(failed ? 1 : 0);
}
