/**
 * How often a watched resource is polled as it ages: `intervalsMs[i]` while its age is below `agesMs[i]`, the
 * last interval after the last age. Fresh payouts move within seconds; old ones over days, so polling them every
 * second would only spend the provider's capacity.
 */
export interface Cadence {
  /** One more entry than `agesMs`; the last one is the cap. */
  readonly intervalsMs: readonly number[];
  /** Ascending age thresholds, in milliseconds. */
  readonly agesMs: readonly number[];
}

/** The interval to wait before the next poll of a resource `ageMs` old. */
export function intervalAt(cadence: Cadence, ageMs: number): number {
  const step = cadence.agesMs.findIndex((limit) => ageMs < limit);
  const index = step === -1 ? cadence.intervalsMs.length - 1 : step;
  return cadence.intervalsMs[index] ?? cadence.intervalsMs[cadence.intervalsMs.length - 1] ?? 1_000;
}
