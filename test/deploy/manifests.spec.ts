import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ManifestObject, problemsOf, readManifests } from '../../scripts/validateManifests.ts';
import { settingsGroups } from '../../src/config.ts';
import { secretNames } from '../../src/settings/setting.ts';
import { packageVersion } from '../support/version.ts';

/**
 * k8s/ and the Dockerfile as an operator deploys them: valid Kubernetes objects (the schemas kubernetes-models
 * bundles), and what the gateway needs of them: the probes on its own endpoints, a grace above its drain, every
 * secret read from the Secret's files, the image of this version running the package's start script.
 */
const folder = fileURLToPath(new URL('../../k8s/', import.meta.url));
const manifests = readManifests(folder);
const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8');

interface Container {
  name: string;
  image: string;
  args?: string[];
  env?: { name: string; value?: string; valueFrom?: unknown }[];
  envFrom?: { configMapRef?: { name: string } }[];
  volumeMounts?: { name: string; mountPath: string }[];
  readinessProbe?: { httpGet?: { path: string; port: string } };
  livenessProbe?: { httpGet?: { path: string; port: string } };
  ports?: { name: string; containerPort: number }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}
interface PodSpec {
  terminationGracePeriodSeconds?: number;
  containers: Container[];
  volumes?: { name: string; secret?: { secretName: string } }[];
}

function objectOf(kind: string): ManifestObject {
  const found = manifests.find(({ object }) => object.kind === kind);
  if (!found) throw new Error(`no ${kind} in k8s/`);
  return found.object;
}
const podOf = (kind: string) => (objectOf(kind).spec as { template: { spec: PodSpec } }).template.spec;

describe('the Kubernetes manifests', () => {
  it('are valid objects of their kinds, one of each the deployment needs', async () => {
    const found = await Promise.all(
      manifests.map(async ({ file, object }) => ({
        file,
        kind: object.kind,
        problems: await problemsOf(object),
      })),
    );
    expect(found).toEqual([
      { file: 'configmap.yaml', kind: 'ConfigMap', problems: [] },
      { file: 'deployment.yaml', kind: 'Deployment', problems: [] },
      { file: 'migrate-job.yaml', kind: 'Job', problems: [] },
      { file: 'pdb.yaml', kind: 'PodDisruptionBudget', problems: [] },
      { file: 'service.yaml', kind: 'Service', problems: [] },
    ]);
  });

  it('a wrong type or an unknown kind is a problem the check reports', () => {
    const deployment = objectOf('Deployment') as { spec: { template: { spec: PodSpec } } };
    const [container] = deployment.spec.template.spec.containers;
    const broken = {
      ...deployment,
      spec: {
        ...deployment.spec,
        template: {
          spec: { containers: [{ ...container, ports: [{ name: 'http', containerPort: 'four' }] }] },
        },
      },
    };
    expect(problemsOf(broken)).toEqual([
      'data/spec/template/spec/containers/0/ports/0/containerPort must be integer',
    ]);
    expect(problemsOf({ apiVersion: 'apps/v1', kind: 'Deploymnet' })).toEqual([
      'apps/v1 Deploymnet: not a kind npm run k8s:check knows (scripts/validateManifests.ts)',
    ]);
  });

  it('probe readiness on /readyz and liveness on /healthz, with a grace above the drain', () => {
    const pod = podOf('Deployment');
    const [gateway] = pod.containers;
    const config = objectOf('ConfigMap').data as Record<string, string>;
    expect({
      readiness: gateway?.readinessProbe?.httpGet,
      liveness: gateway?.livenessProbe?.httpGet,
      port: gateway?.ports?.find((p) => p.name === 'http')?.containerPort,
      listens: [config.HOST, config.PORT],
    }).toEqual({
      readiness: { path: '/readyz', port: 'http' },
      liveness: { path: '/healthz', port: 'http' },
      port: 4000,
      listens: ['0.0.0.0', '4000'],
    });
    // The gateway drains for SHUTDOWN_GRACE_MS and exits 1 at most 5 s later (src/main.ts).
    expect((pod.terminationGracePeriodSeconds ?? 30) * 1000).toBeGreaterThan(
      Number(config.SHUTDOWN_GRACE_MS) + 5_000,
    );
  });

  it('read every secret from the Secret as <NAME>_FILE, none inlined', () => {
    const secrets = secretNames(settingsGroups);
    const config = objectOf('ConfigMap').data as Record<string, string>;
    expect(Object.keys(config).filter((name) => secrets.includes(name.replace(/_FILE$/, '')))).toEqual([]);
    // The gateway's Secret for the Deployment; the owner's, which no gateway pod mounts, for the migration Job.
    for (const [kind, secretName] of [
      ['Deployment', 'card-payments-gateway'],
      ['Job', 'card-payments-gateway-migration'],
    ] as const) {
      const pod = podOf(kind);
      const [container] = pod.containers;
      const mount = container?.volumeMounts?.find((m) => m.name === 'secrets')?.mountPath;
      expect(pod.volumes?.find((v) => v.name === 'secrets')?.secret?.secretName).toBe(secretName);
      for (const variable of container?.env ?? []) {
        const secret = variable.name.replace(/_FILE$/, '');
        expect(secrets).toContain(secret);
        expect(variable.value).toBe(`${mount}/${secret}`);
      }
    }
  });

  it("give the migration Job the owner's URL alone, and the Deployment the DML role's (least privilege)", () => {
    const names = (kind: string) => podOf(kind).containers.flatMap((c) => (c.env ?? []).map((v) => v.name));
    expect(names('Job')).toEqual(['MIGRATION_DATABASE_URL_FILE']);
    expect(names('Deployment')).toContain('DATABASE_URL_FILE');
    expect(names('Deployment')).not.toContain('MIGRATION_DATABASE_URL_FILE');
  });

  it('run this version of the image: the Job migrates, the Deployment serves', () => {
    const image = `card-payments-gateway:${packageVersion}`;
    expect(podOf('Deployment').containers.map((c) => [c.image, c.args])).toEqual([[image, undefined]]);
    expect(podOf('Job').containers.map((c) => [c.image, c.args])).toEqual([[image, ['migrate']]]);
  });
});

describe('the Dockerfile', () => {
  it('runs the packaged start script as a non-root user, with a health check and the drain signal', () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const directives = runtime
      .split('\n')
      .map((line) => /^([A-Z]+) (.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2]]);
    expect(directives.map(([directive]) => directive)).toEqual([
      'FROM',
      'ENV',
      'WORKDIR',
      'COPY',
      'USER',
      'EXPOSE',
      'STOPSIGNAL',
      'HEALTHCHECK',
      'ENTRYPOINT',
    ]);
    const value = (name: string) => directives.find(([directive]) => directive === name)?.[1];
    expect({
      copy: value('COPY'),
      user: value('USER'),
      stop: value('STOPSIGNAL'),
      entry: value('ENTRYPOINT'),
    }).toEqual({
      copy: '--from=package /out/gateway /app',
      user: 'node',
      stop: 'SIGTERM',
      entry: '["/app/gateway"]',
    });
    expect(dockerfile).toContain('RUN npm run package && ');
    expect(dockerfile).toContain(`docker build -t card-payments-gateway:${packageVersion} .`);
  });
});
