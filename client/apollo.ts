import type { FieldPolicy, FieldReadFunction, Reference, TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import { connectionFilters, possibleTypes } from './generated/cacheSchema.ts';

/**
 * What an Apollo Client 4 app passes to `new InMemoryCache({ possibleTypes, typePolicies })` for this API.
 * Imports only `@apollo/client` (which the app has) and a file generated from the schema, so it can be imported
 * or copied as is (docs/frontend.md, "Apollo Client").
 *
 * - Every connection field pages with `relayStylePagination`, keyed by every argument that chooses its list (all
 *   but `first`/`after`/`last`/`before`, `order` included: generated, so a filter added to the schema is a key at
 *   once). Pages fetched with `fetchMore` merge into one list per key: read it from `edges`; `nodes` holds the
 *   last page only.
 * - `node(id)`, `nodes(ids)` and `payout(id)` read an object already in the cache by its id (every `Node` is
 *   normalized by `__typename` and `id`, the API answers one object per id), so opening a payout that a list
 *   showed costs no request. `account(accountNumber)` has no such read: its argument is the account number, and
 *   the only key is the opaque `id`, which a client must not build.
 */
export { possibleTypes };

/** The cached `Node` of one of `typenames` with this id, or undefined when none is cached. */
function cachedNode(
  typenames: readonly string[],
  id: unknown,
  options: Parameters<FieldReadFunction>[1],
): Reference | undefined {
  if (typeof id !== 'string') return undefined;
  for (const __typename of typenames) {
    const reference = options.toReference({ __typename, id });
    if (reference && options.canRead(reference)) return reference;
  }
  return undefined;
}

const nodeTypes = possibleTypes.Node ?? [];

const byId: FieldPolicy = {
  read: (existing, options) => existing ?? cachedNode(nodeTypes, options.args?.id, options),
};

const payoutById: FieldPolicy = {
  read: (existing, options) => existing ?? cachedNode(['Payout'], options.args?.id, options),
};

/** `nodes(ids)` from the cache when every id is there; otherwise undefined, and the whole list is fetched. */
const byIds: FieldPolicy = {
  read: (existing, options) => {
    if (existing !== undefined) return existing;
    const ids: unknown = options.args?.ids;
    if (!Array.isArray(ids)) return undefined;
    const found = ids.map((id) => cachedNode(nodeTypes, id, options));
    return found.every((reference) => reference !== undefined) ? found : undefined;
  },
};

/** `relayStylePagination` for each connection field, keyed by its list-choosing arguments. */
function connectionPolicies(): TypePolicies {
  const policies: TypePolicies = {};
  for (const [typename, fields] of Object.entries(connectionFilters)) {
    const policy: Record<string, FieldPolicy> = {};
    for (const [field, filters] of Object.entries(fields)) {
      // `false`, not `[]`, for a list no argument chooses: one list per parent object.
      policy[field] = relayStylePagination(filters.length > 0 ? filters : false);
    }
    policies[typename] = { fields: policy };
  }
  return policies;
}

const connections = connectionPolicies();

/** The type policies of this API's cache (see the module's description). */
export const typePolicies: TypePolicies = {
  ...connections,
  Query: {
    fields: {
      ...connections.Query?.fields,
      node: byId,
      nodes: byIds,
      payout: payoutById,
    },
  },
};
