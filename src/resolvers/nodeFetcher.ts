import type { GatewayContext } from '../context.ts';
import type { ResolversTypes } from '../generated/resolvers.ts';

/** The model of any Node type (what its resolvers receive as parent). */
export type NodeModel = ResolversTypes['Node'];

/** Fetches one Node type again by the key inside its global id; null when the provider no longer has it. */
export type NodeFetcher = (key: string, ctx: GatewayContext) => Promise<NodeModel | null>;
