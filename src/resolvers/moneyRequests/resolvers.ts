import type { Resolvers } from '../../generated/resolvers.ts';
import { toOpaqueId } from '../../identity/globalId.ts';
import { moneyRequestsPage } from './page.ts';
import { statusNames } from './view.ts';

/**
 * `Merchant.moneyRequests`: what the gateway sent for the merchant, from its own records (the merchant's entity
 * was authorized by `Query.merchant`). `MoneyRequest.payout` is the payouts domain's (payouts/links.ts).
 */
export const moneyRequestsResolvers: Resolvers = {
  Merchant: {
    moneyRequests: ({ entity }, args, ctx) => moneyRequestsPage(entity, args, ctx),
  },
  MoneyRequestConnection: {
    nodes: (connection) => connection.edges.map((edge) => edge.node),
  },
  MoneyRequest: {
    // The record's key names the merchant, operation and reference; its creation moment tells a reference reused
    // after its record expired (a new request) from the old one.
    id: ({ position }) => toOpaqueId('MoneyRequest', `${position.key}:${position.createdAtUs}`),
    operation: (request) => request.operationName,
    // Milliseconds are what `DateTime` shows; the microseconds stay in the cursor, which orders by them.
    requestedAt: (request) => new Date(Math.floor(request.position.createdAtUs / 1000)),
    status: (request) => statusNames[request.state],
  },
};
