import { z } from 'zod';
import { merchantEntity, paymentItemEntity } from '../../validation/identifiers.ts';

/** Arguments of `Query.merchant`: an entity as every other entity argument takes it (1 to 32 characters). */
export const merchantArgs = z.object({ entity: merchantEntity });

/**
 * The merchant as the payment item search names it (6 letters or digits without I or O): checked before the
 * search so that its refusal names the merchant's `entity`, which `Merchant.paymentItems`' filter does not hold.
 */
export const searchableMerchant = z.object({ entity: paymentItemEntity });
