import { isDeepStrictEqual } from 'node:util';

/**
 * Fails validation when the gateway's answer and the provider's differ. Both sides are first reduced to the same
 * plain view (strings for amounts, epoch ms for instants), so only meaning is compared, not format.
 */
export function sameView(scenario: string, graphql: unknown, rest: unknown): void {
  if (!isDeepStrictEqual(graphql, rest)) {
    throw new Error(
      `${scenario}: the GraphQL answer differs from the REST answer\n` +
        `  GraphQL: ${JSON.stringify(graphql).slice(0, 400)}\n  REST:    ${JSON.stringify(rest).slice(0, 400)}`,
    );
  }
}

/** Fails validation when a list that should have content is empty: an empty page would flatter both sides. */
export function nonEmpty(scenario: string, what: string, items: readonly unknown[]): void {
  if (items.length === 0) throw new Error(`${scenario}: ${what} is empty; pick data that has content`);
}
