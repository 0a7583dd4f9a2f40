import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultOldSpaceMiB } from '../src/memory/heapSize.ts';

/**
 * `npm run package`: the runtime as one self-contained folder and tarball, build/gateway-<version>/ and
 * build/gateway-<version>.tar.gz: the compiled code, the schema, the migrations, the production dependencies (as
 * package-lock.json pins them) and `gateway`, the start script. What a host, a container image (Dockerfile) or a
 * test (test/package/package.spec.ts) unpacks and runs, with nothing else of the repository.
 *
 * The embedded sandbox ships with it (dist/sandbox, loaded only without UPSTREAM_BASE_URL; production refuses it
 * unless ALLOW_PRODUCTION_SANDBOX=true), so the package alone can be tried, and tested, without a provider. So do the
 * two files development mode serves (the checkout example page, GraphiQL's example tabs), a few kilobytes.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  description: string;
  type: string;
  engines: Record<string, string>;
  dependencies: Record<string, string>;
  overrides: Record<string, string>;
};
const name = `gateway-${manifest.version}`;
const build = join(root, 'build');
const folder = join(build, name);
const tarball = join(build, `${name}.tar.gz`);

const run = (command: string, args: string[], cwd = root) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });

/** Bytes of every file under `path`. */
function sizeOf(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, entry) => sum + sizeOf(join(path, entry)), 0);
}

const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** The start script: `./gateway` serves; `--version`, `--check`, `migrate` as src/commands/ says. */
const startScript = `#!/bin/sh
# The card-payments GraphQL gateway ${manifest.version}. Settings from the environment (docs/configuration.md);
# secrets also as <NAME>_FILE. No argument: serve. --version, --check, migrate, --help: see --help.
here=$(dirname "$(readlink -f "$0")")
# V8 sizes its heap from a container's limit as if the heap were all the process holds (256 MiB gives a 262 MiB
# heap, nodejs/node#64646); the gateway holds about 100 MB besides. So the old generation gets half the limit:
# MEMORY_LIMIT_MB if set, else the cgroup's (v2, then v1; v1 writes "none" as 2^63, 19 digits), unless
# NODE_OPTIONS names --max-old-space-size itself; with no limit found, ${defaultOldSpaceMiB} MiB as \`npm start\`.
# src/memory/heapSize.ts is the same rule, said in the banner.
given=""
case "\${MEMORY_LIMIT_MB:-}" in
  '') ;;
  *[!0-9]*) echo "MEMORY_LIMIT_MB must be a whole number of MiB, not \\"$MEMORY_LIMIT_MB\\"" >&2; exit 1 ;;
  *) given=$((MEMORY_LIMIT_MB * 1048576)) ;;
esac
old=""
case "\${NODE_OPTIONS:-}" in *max-old-space-size*) ;; *)
  old="--max-old-space-size=${defaultOldSpaceMiB}"
  for limit in "$given" \\
    "$(cat /sys/fs/cgroup/memory.max 2>/dev/null)" "$(cat /sys/fs/cgroup/memory/memory.limit_in_bytes 2>/dev/null)"; do
    case "$limit" in ''|*[!0-9]*) continue ;; esac
    [ \${#limit} -le 18 ] || continue
    mib=$((limit / 2097152)); [ "$mib" -ge 64 ] || mib=64
    old="--max-old-space-size=$mib"; break
  done ;;
esac
exec node --max-semi-space-size=8 $old "$here/dist/main.js" "$@"
`;

rmSync(build, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });

console.log(`== build (tsc)`);
run('npx', ['tsc', '-b', 'tsconfig.build.json']);

console.log(`== copy into build/${name}/`);
cpSync(join(root, 'dist'), join(folder, 'dist'), {
  recursive: true,
  // The incremental build's record and the source maps are for the developer's machine.
  filter: (source) => !source.endsWith('.tsbuildinfo') && !source.endsWith('.map'),
});
for (const path of [
  'schema',
  'migrations',
  'package-lock.json',
  '.env.production.example',
  'docs/frontend.md',
]) {
  cpSync(join(root, path), join(folder, path), { recursive: true });
}
for (const file of ['index.html', 'checkout.js', 'checkout.css', 'return.js']) {
  cpSync(join(root, 'examples/checkout', file), join(folder, 'examples/checkout', file));
}
// package.json less the scripts and development dependencies: what the runtime reads (its version, `type`) and what
// `npm ci --omit=dev` installs from the lock file.
const { name: packageName, version, description, type, engines, dependencies, overrides } = manifest;
writeFileSync(
  join(folder, 'package.json'),
  `${JSON.stringify({ name: packageName, version, private: true, description, type, engines, dependencies, overrides }, null, 2)}\n`,
);
writeFileSync(join(folder, 'gateway'), startScript);
chmodSync(join(folder, 'gateway'), 0o755);

console.log('== production dependencies (npm ci --omit=dev)');
run('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], folder);

console.log('== tarball');
run('tar', ['-czf', tarball, '-C', build, name]);

console.log(
  `build/${name}/ ${mb(sizeOf(folder))} (node_modules ${mb(sizeOf(join(folder, 'node_modules')))}), ` +
    `build/${name}.tar.gz ${mb(sizeOf(tarball))}`,
);
