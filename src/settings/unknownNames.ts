/**
 * Environment variables that look like the gateway's settings but are none (a typo: `RATE_LIMIT_POINT`,
 * `LOGLEVEL`, `TRUSTED_DOCUMENT_ENFORCE`), each with the nearest known name: a typo otherwise runs silently with the
 * default. A name looks like ours when it starts with the first word of a known one (`RATE_`, `TRUSTED_`) or is
 * within an edit or two of one. Variables others set in the same environment are left alone: Node's own (`NODE_*`),
 * OpenTelemetry's (`OTEL_*`), the proxy ones, Kubernetes' service links (`<NAME>_SERVICE_HOST`,
 * `<NAME>_PORT_4000_TCP`), and every `<SECRET>_FILE`.
 */
export interface UnknownSetting {
  readonly name: string;
  /** The known name it most likely meant, if one is close. */
  readonly nearest: string | undefined;
}

/**
 * Kubernetes' service environment variables, which can share prefixes with ours (`METRICS_SERVICE_HOST`,
 * `METRICS_PORT_9464_TCP`, and `METRICS_PORT=tcp://…`, which a typo of ours never holds).
 */
function isServiceLink(name: string, value: string | undefined): boolean {
  if (/_SERVICE_(HOST|PORT)(_|$)/.test(name) || /_PORT_\d+_(TCP|UDP|SCTP)(_(PROTO|PORT|ADDR))?$/.test(name)) {
    return true;
  }
  return name.endsWith('_PORT') && /^(tcp|udp|sctp):\/\//.test(value ?? '');
}

/**
 * Prefixes we share with variables others define: Node's (`NODE_OPTIONS`), OpenTelemetry's SDK
 * (`OTEL_SERVICE_NAME`, `OTEL_RESOURCE_ATTRIBUTES`, read by the tracing feature's SDK itself) and the proxy ones.
 */
const othersPrefixes = new Set(['NODE_', 'OTEL_', 'HTTP_']);
const othersNames = new Set(['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY']);

/** Edit distance (Levenshtein) between two names; lengths far apart are never near, so they are not computed. */
function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return Number.POSITIVE_INFINITY;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The known name nearest to `name`: one edit away for a short name (`HOME` is not a typo of `HOST`), two for a
 * longer one; the closest first.
 */
function nearestOf(name: string, known: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    const d = distance(name, candidate);
    if (d <= (candidate.length > 8 ? 2 : 1) && (!best || d < best.distance)) {
      best = { name: candidate, distance: d };
    }
  }
  return best?.name;
}

/** Every variable of `env` that looks like a setting of `known` but is not one, in name order. */
export function unknownSettings(
  env: Readonly<Record<string, string | undefined>>,
  known: readonly string[],
): UnknownSetting[] {
  const names = new Set(known);
  const prefixes = new Set(
    known.map((name) => `${name.split('_')[0]}_`).filter((prefix) => !othersPrefixes.has(prefix)),
  );
  const unknown: UnknownSetting[] = [];
  for (const name of Object.keys(env).sort()) {
    if (names.has(name) || (name.endsWith('_FILE') && names.has(name.slice(0, -'_FILE'.length)))) continue;
    if (isServiceLink(name, env[name]) || othersNames.has(name)) continue;
    if (name.startsWith('NODE_') || name.startsWith('OTEL_')) continue;
    const nearest = nearestOf(name, known);
    const ours = [...prefixes].some((prefix) => name.startsWith(prefix));
    if (ours || nearest !== undefined) unknown.push({ name, nearest });
  }
  return unknown;
}

/** One line for an unknown setting: what it is, and the name it probably meant. */
export function unknownSettingLine({ name, nearest }: UnknownSetting): string {
  const hint = nearest ? `: did you mean ${nearest}?` : '';
  return `${name} is not a setting of the gateway and is ignored${hint} (docs/configuration.md lists every setting)`;
}
