import { plainOperationName } from '../../server/operationName.ts';

/** Distinct operation names kept as labels; a gateway's clients have far fewer documents than this. */
const defaultMaxNames = 200;

/**
 * Turns a GraphQL operation name into a label value. Metric labels must come from a small set, yet operation names
 * are chosen by callers: a name that is not a plain identifier of up to 64 characters, and every new name once
 * `maxNames` are in use, is counted as `other`, so a caller cannot grow the metrics without bound.
 */
export class OperationLabels {
  private readonly seen = new Set<string>();

  constructor(private readonly maxNames = defaultMaxNames) {}

  /** `anonymous` for an operation without a name. */
  labelOf(operationName: string | null | undefined): string {
    if (operationName === null || operationName === undefined || operationName === '') return 'anonymous';
    // Only names that passed the checks below are kept, so a known one needs no regular expression or card scan.
    if (this.seen.has(operationName)) return operationName;
    if (plainOperationName(operationName) === undefined) return 'other';
    if (this.seen.size >= this.maxNames) return 'other';
    this.seen.add(operationName);
    return operationName;
  }
}
