import { type CircuitArea, circuitAreas } from './area.ts';

/**
 * Terminology: the gateway's *standing* with the provider, per area, is whether the provider takes its requests:
 * `accepted`, or refused for a reason that is the operator's to fix, never the caller's: the gateway's own
 * credentials (a 401), its entitlements (a 403) or its rate (a 429). A caller meets these as
 * `UPSTREAM_CREDENTIALS_REJECTED`, `UPSTREAM_NOT_ENTITLED` and `UPSTREAM_RATE_LIMITED`; the operator as one log
 * line at each change, a gauge and `/readyz`.
 */
export type Standing = 'accepted' | 'credentialsRejected' | 'notEntitled' | 'rateLimited';

/** A change of an area's standing, with what the provider said when it changed. */
export interface StandingChange {
  readonly area: CircuitArea;
  readonly standing: Standing;
  readonly previous: Standing;
  /** The status that changed it (2xx when accepted again). */
  readonly status: number;
}

/** What a provider status says of the standing: a refusal of ours, acceptance, or nothing (other errors). */
function standingOf(status: number): Standing | undefined {
  if (status === 401) return 'credentialsRejected';
  if (status === 403) return 'notEntitled';
  if (status === 429) return 'rateLimited';
  // Any answer the provider processed says it takes our requests; a 4xx of the input or a 5xx says nothing of it.
  if (status >= 200 && status < 300) return 'accepted';
  return undefined;
}

/**
 * Each area's standing, moved by the status of each answer the provider gives and told to `onChange` only when it
 * changes, so a refusal that lasts is one line however many requests meet it. A 403 is often for one entity:
 * an area whose other entities are answered flips back to `accepted` at their next answer, and each flip is told.
 */
export class ProviderStanding {
  readonly #standing = new Map<CircuitArea, Standing>(circuitAreas.map((area) => [area, 'accepted']));

  constructor(private readonly onChange: (change: StandingChange) => void) {}

  /** The provider answered a request of `area` with `status`. */
  answered(area: CircuitArea, status: number): void {
    const standing = standingOf(status);
    const previous = this.#standing.get(area) ?? 'accepted';
    if (standing === undefined || standing === previous) return;
    this.#standing.set(area, standing);
    this.onChange({ area, standing, previous, status });
  }

  /** Every area's standing as of now (read-only), e.g. for a readiness probe. */
  states(): Record<CircuitArea, Standing> {
    return Object.fromEntries(this.#standing) as Record<CircuitArea, Standing>;
  }
}

/** The operator's line for each standing: what the callers now get, and what to look at. */
const lines: Readonly<Record<Standing, string>> = {
  credentialsRejected:
    "the provider refuses the gateway's credentials (HTTP 401): this area's requests answer UPSTREAM_CREDENTIALS_REJECTED until UPSTREAM_USERNAME and UPSTREAM_PASSWORD are fixed",
  notEntitled:
    "the provider says the gateway is not entitled (HTTP 403): this area's requests answer UPSTREAM_NOT_ENTITLED; check the provider account's entitlements",
  rateLimited:
    "the provider limits the gateway's rate (HTTP 429): this area's requests answer UPSTREAM_RATE_LIMITED until it takes them again",
  accepted: "the provider takes this area's requests again",
};

/** Says a change of standing in one `warn` line: the area, the new and the previous standing, the status. */
export function sayStandingChange(
  logger: { warn(fields: object, message: string): void } | undefined,
  change: StandingChange,
): void {
  logger?.warn({ ...change }, lines[change.standing]);
}
