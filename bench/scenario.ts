import type { GraphqlRequest, RawProxyRequest } from './clients.ts';
import type { UpstreamCall } from './upstream/calls.ts';

/**
 * A benchmark scenario: one piece of a frontend's work, done five ways over the same upstream. Each request
 * builder is called once per operation (so S6 to S9 can send a fresh reference each time). The views reduce each
 * answer to the same plain values (amounts as exact strings, instants as epoch ms), so validation compares
 * meaning and not format.
 */
export interface Scenario {
  /** `S1` to `S6` as the issue names them; `S7` the card-on-file sale, added with the durable store; `S8` and `S9` S6 with its input inline (issue 17). */
  readonly id: string;
  readonly name: string;
  /** The GraphQL operation, sent as is to our gateway and to the naive one. */
  graphql(): GraphqlRequest;
  /** The raw proxy's route for the same work. */
  raw(): RawProxyRequest;
  /** The provider calls a client makes itself to get the same data, all at once (the fewest possible). */
  direct(): UpstreamCall[];
  /** The fewest provider calls a gateway can make for one operation (the account lookup is one, for a statement). */
  readonly minimumCalls: number;
  /** The GraphQL `data` as a view. */
  graphqlView(data: unknown): unknown;
  /** The direct calls' bodies (parsed exactly, in `direct()`'s order) as a view. */
  restView(bodies: readonly unknown[]): unknown;
  /** The raw proxy's answer (parsed exactly) as the bodies `restView` takes. */
  rawBodies(answer: unknown): unknown[];
}
