import { z } from 'zod';
import { merchantEntity } from '../../validation/identifiers.ts';

/** Arguments of `Query.merchant`: an entity as every other entity argument takes it (1 to 32 characters). */
export const merchantArgs = z.object({ entity: merchantEntity });
