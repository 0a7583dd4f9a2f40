import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { CircuitArea } from '../../datasources/upstream/area.ts';
import type { UpstreamCallRecord, UpstreamObserver } from '../../datasources/upstream/monitor.ts';
import type { StandingChange } from '../../datasources/upstream/standing.ts';
import { errorCatalogue } from '../../errors/codes.ts';
import type { ConflictReason, IdempotencyObserver, UnattendedOutcome } from '../../idempotency/index.ts';
import type { DocumentCacheStats } from '../../server/documentStore.ts';
import type { StoreHealthObserver, WatchedStore } from '../../stores/index.ts';
import { OperationLabels } from './operationLabel.ts';

/** The label objects of one operation's counter (ok, or error by code) and histogram. */
interface OperationLabelSets {
  readonly ok: { readonly operation: string; readonly outcome: 'ok' };
  readonly errors: Map<
    string,
    { readonly operation: string; readonly outcome: 'error'; readonly code: string }
  >;
  readonly duration: { readonly operation: string };
}

/**
 * The `code` label of an answer with errors: a code of the catalogue (src/errors/codes.ts), else `other`, so the
 * label takes a fixed set of values whatever a plugin or library puts in `extensions.code`.
 */
function codeLabel(code: string): string {
  return Object.hasOwn(errorCatalogue, code) ? code : 'other';
}

/**
 * The gateway's Prometheus metrics, in a registry of its own (never prom-client's global one: a process may run
 * several gateways, as the tests do). Labels take bounded values only: operation names (capped, see
 * {@link OperationLabels}), provider areas, HTTP methods and statuses, and fixed sets named in code. Never ids,
 * account numbers, card data or anything else a caller sends.
 */
export class GatewayMetrics implements UpstreamObserver, IdempotencyObserver, StoreHealthObserver {
  private readonly registry = new Registry();
  private readonly operationLabels = new OperationLabels();
  private readonly labelSets = new Map<string, OperationLabelSets>();
  private readonly operations = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations answered, by operation name, outcome (error: the response carried errors) and, for errors, the code of the first error.',
    labelNames: ['operation', 'outcome', 'code'] as const,
    registers: [this.registry],
  });
  private readonly operationDuration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Time from receiving a GraphQL operation to sending its response.',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });
  private readonly upstreamRequests = new Counter({
    name: 'upstream_requests_total',
    help: 'Requests sent to the payment provider, by area, method and response status ("error": no response).',
    labelNames: ['area', 'method', 'status'] as const,
    registers: [this.registry],
  });
  private readonly upstreamDuration = new Histogram({
    name: 'upstream_request_duration_seconds',
    help: 'Time from sending a request to the payment provider to the end of its response (or its failure), by area and response status ("error": no response).',
    labelNames: ['area', 'status'] as const,
    registers: [this.registry],
  });
  private readonly circuitOpen = new Gauge({
    name: 'upstream_circuit_open',
    help: '1 while the circuit breaker of a provider area is open (its calls fail fast), else 0.',
    labelNames: ['area'] as const,
    registers: [this.registry],
  });
  private readonly upstreamRefused = new Gauge({
    name: 'upstream_refused',
    help: "1 while the provider refuses a provider area's requests for a reason that is the operator's to fix (reason: credentialsRejected 401, notEntitled 403, rateLimited 429), as of its last answer there; else 0.",
    labelNames: ['area', 'reason'] as const,
    registers: [this.registry],
  });

  private readonly idempotencyReplays = new Counter({
    name: 'idempotency_replays_total',
    help: "Money-moving mutations answered with an earlier request's result, without paying again, by operation (payout, sale).",
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });
  private readonly idempotencyConflicts = new Counter({
    name: 'idempotency_conflicts_total',
    help: 'Money-moving mutations refused with IDEMPOTENCY_CONFLICT, by operation (payout, sale) and reason (DIFFERENT_INPUT, IN_PROGRESS).',
    labelNames: ['operation', 'reason'] as const,
    registers: [this.registry],
  });
  private readonly idempotencySettled = new Counter({
    name: 'idempotency_unattended_total',
    help: 'Money requests nobody retried, ended by the settle pass, by operation and outcome: completed (found at the provider, answer stored), released (never arrived), unknown (not settled yet), failed (the store failed).',
    labelNames: ['operation', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly engineAnswers = new Counter({
    name: 'graphql_execution_engine_total',
    help: 'GraphQL operations executed, by engine: compiled (graphql-jit, from the second sighting where src/server/compilationRule.ts allows) or graphql-js.',
    labelNames: ['engine'] as const,
    registers: [this.registry],
  });
  private readonly rateLimitRefusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Operations refused by the rate limit before any resolver ran, by reason (rateLimited: the budget is spent for now; costExceedsLimit: more than a whole window).',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  private readonly storeUp = new Gauge({
    name: 'store_up',
    help: 'Whether a store answered its last check (1) or not (0), by store: postgres (the money records; 0: not ready, payouts and sales refused) or redis (0: still ready, rate limits, live status and 3DS verify links per process).',
    labelNames: ['store'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * Counts one answered GraphQL operation: `errorCode` is the code of its first error (an answer is counted once,
   * so `sum by (code)` adds up to the answers with errors), undefined when it carried none.
   */
  operationFinished(
    operationName: string | null | undefined,
    errorCode: string | undefined,
    seconds: number,
  ) {
    const labels = this.operationLabelSets(this.operationLabels.labelOf(operationName));
    this.operations.inc(errorCode === undefined ? labels.ok : this.errorLabels(labels, errorCode));
    this.operationDuration.observe(labels.duration, seconds);
  }

  /** The label object of an answer of `labels`' operation whose first error has `code`, built once. */
  private errorLabels(labels: OperationLabelSets, code: string) {
    const label = codeLabel(code);
    let errorLabels = labels.errors.get(label);
    if (!errorLabels) {
      errorLabels = { operation: labels.duration.operation, outcome: 'error', code: label };
      labels.errors.set(label, errorLabels);
    }
    return errorLabels;
  }

  /** The label objects of one operation label, built once (labels are bounded, see {@link OperationLabels}). */
  private operationLabelSets(operation: string): OperationLabelSets {
    let sets = this.labelSets.get(operation);
    if (!sets) {
      sets = {
        ok: { operation, outcome: 'ok' },
        errors: new Map(),
        duration: { operation },
      };
      this.labelSets.set(operation, sets);
    }
    return sets;
  }

  requestFinished(record: UpstreamCallRecord): void {
    const status = record.status === undefined ? 'error' : String(record.status);
    this.upstreamRequests.inc({ area: record.area, method: record.method, status });
    this.upstreamDuration.observe({ area: record.area, status }, record.durationSeconds);
  }

  replayed(operation: string): void {
    this.idempotencyReplays.inc({ operation });
  }

  conflicted(operation: string, reason: ConflictReason): void {
    this.idempotencyConflicts.inc({ operation, reason });
  }

  settled(operation: string, outcome: UnattendedOutcome | 'failed'): void {
    this.idempotencySettled.inc({ operation, outcome });
  }

  /** An operation refused by the rate limits (their RateLimitObserver, met by shape: metrics never import them). */
  refused(reason: 'rateLimited' | 'costExceedsLimit'): void {
    this.rateLimitRefusals.inc({ reason });
  }

  /** Which engine executed an operation (the server's EngineObserver, met by shape: metrics never import it). */
  answeredBy(engine: 'compiled' | 'graphql-js'): void {
    this.engineAnswers.inc({ engine });
  }

  storeHealthChanged(store: WatchedStore, up: boolean): void {
    this.storeUp.set({ store }, up ? 1 : 0);
  }

  circuitChanged(area: CircuitArea, open: boolean): void {
    this.circuitOpen.set({ area }, open ? 1 : 0);
  }

  standingChanged({ area, standing, previous }: StandingChange): void {
    if (previous !== 'accepted') this.upstreamRefused.set({ area, reason: previous }, 0);
    if (standing !== 'accepted') this.upstreamRefused.set({ area, reason: standing }, 1);
  }

  /** The exposition text and its content type, for GET /metrics. */
  async render(): Promise<{ readonly contentType: string; readonly body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  /** Reports the parsed-document cache's size, read when metrics are scraped. */
  observeDocumentCache(read: () => DocumentCacheStats): void {
    new Gauge({
      name: 'graphql_document_cache_entries',
      help: 'Parsed GraphQL documents kept for reuse (never those whose text carries card data).',
      registers: [this.registry],
      collect() {
        this.set(read().entries);
      },
    });
    new Gauge({
      name: 'graphql_document_cache_bytes',
      help: 'Estimated memory held by the parsed-document cache (source text and syntax trees).',
      registers: [this.registry],
      collect() {
        this.set(read().bytes);
      },
    });
    new Counter({
      name: 'graphql_document_cache_lookups_total',
      help: 'Lookups in the parsed-document cache, by result (miss: the document was parsed and validated).',
      labelNames: ['result'],
      registers: [this.registry],
      collect() {
        const { hits, misses } = read();
        // The cache counts; the counter only reports its totals.
        this.reset();
        this.inc({ result: 'hit' }, hits);
        this.inc({ result: 'miss' }, misses);
      },
    });
  }
}
