import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Service } from 'kubernetes-models/v1/Service';
import { parseAllDocuments } from 'yaml';

/**
 * `npm run k8s:check`: every object of k8s/*.yaml validated against the Kubernetes API's JSON schemas, as
 * kubernetes-models bundles them (no cluster, no network), by the model of its apiVersion and kind. The kinds k8s/
 * uses are listed below; an object of another kind is a problem until its model is added here.
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

// Each model types its own object; what is checked here is untyped YAML, which is why they are taken as `never`.
const models: Readonly<Record<string, new (data: never) => Model>> = {
  'apps/v1 Deployment': Deployment,
  'batch/v1 Job': Job,
  'policy/v1 PodDisruptionBudget': PodDisruptionBudget,
  'v1 ConfigMap': ConfigMap,
  'v1 Service': Service,
};

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
export function problemsOf(object: ManifestObject): string[] {
  const kind = `${String(object.apiVersion)} ${String(object.kind)}`;
  const Model = models[kind];
  if (!Model) return [`${kind}: not a kind npm run k8s:check knows (scripts/validateManifests.ts)`];
  try {
    new Model(object as never).validate();
    return [];
  } catch (err) {
    return [err instanceof Error ? err.message : String(err)];
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = fileURLToPath(new URL('../k8s/', import.meta.url));
  let failed = false;
  for (const { file, object } of readManifests(folder)) {
    const problems = problemsOf(object);
    const name = `${file}: ${String(object.kind)} ${String(object.metadata?.name)}`;
    if (problems.length > 0) failed = true;
    console.log(problems.length > 0 ? `${name}\n  - ${problems.join('\n  - ')}` : `${name}: valid`);
  }
  process.exit(failed ? 1 : 0);
}
