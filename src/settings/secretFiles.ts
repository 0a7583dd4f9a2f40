import { readFileSync } from 'node:fs';

/**
 * `<NAME>_FILE`: a secret setting read from a file, as Kubernetes and Docker mount secrets (a file per key), so the
 * value never sits in the process's environment or the deployment's manifest. The file's whole content is the value,
 * less one trailing newline (what `echo` and most editors add). Setting both `NAME` and `NAME_FILE` is a problem: the
 * gateway will not guess which one the operator meant.
 */
export function withSecretFiles(
  env: Readonly<Record<string, string | undefined>>,
  names: readonly string[],
): { env: Record<string, string | undefined>; problems: string[] } {
  const resolved: Record<string, string | undefined> = { ...env };
  const problems: string[] = [];
  for (const name of names) {
    const path = env[`${name}_FILE`];
    if (path === undefined) continue;
    if (env[name] !== undefined) {
      problems.push(`${name} and ${name}_FILE are both set: set one of them`);
      continue;
    }
    try {
      resolved[name] = readFileSync(path, 'utf8').replace(/\r?\n$/, '');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? 'unreadable';
      problems.push(`${name}_FILE: cannot read ${path} (${code})`);
    }
  }
  return { env: resolved, problems };
}
