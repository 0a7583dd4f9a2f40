import type { ResolversTypes } from '../../generated/resolvers.ts';
import type { GatewayContext } from '../context.ts';

/** The model of any Node type (what its resolvers receive as parent). */
export type NodeModel = ResolversTypes['Node'];

/** How `node`/`nodes` fetch one Node type again by the key inside its global id. */
export interface NodeSource {
  /** Whether `key` can be an id this type issued; any other key is a forged or corrupted id. */
  readonly isKey: (key: string) => boolean;
  /**
   * The object, or null when the provider no longer has it or it belongs to an entity the caller may not act
   * for; `argument` names the id's argument in errors (FORBIDDEN when refused before the provider is called).
   */
  readonly fetch: (key: string, ctx: GatewayContext, argument: string) => Promise<NodeModel | null>;
}
