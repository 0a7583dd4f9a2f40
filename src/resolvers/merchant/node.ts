import { isMerchantEntity } from '../../validation/identifiers.ts';
import type { NodeSource } from '../common/nodeFetcher.ts';
import type { MerchantModel } from './view.ts';

/**
 * `node(id)` for a merchant: its entity, authorized as `merchant(entity)` authorizes it (FORBIDDEN naming the id's
 * argument, before anything is sent). Fetching it calls nothing at the provider, as `merchant(entity)` does not; its
 * fields make their own calls. Only a valid entity is a key (a card number never is: `isMerchantEntity`).
 */
export const merchantNode: NodeSource = {
  isKey: isMerchantEntity,
  fetch: async (entity, ctx, argument): Promise<MerchantModel> => {
    ctx.entitlement.check(entity, argument);
    return { entity };
  },
};
