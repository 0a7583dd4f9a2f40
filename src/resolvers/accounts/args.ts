import { z } from 'zod';
import { accountNumber, merchantEntity } from '../../validation/identifiers.ts';

/** Arguments of `Query.account`; the account number is checked before the provider sees it. */
export const accountArgs = z.object({ accountNumber });

/** Arguments of `Query.accounts`: the balance-by-entity endpoint takes entities of 1 to 32 characters. */
export const accountsArgs = z.object({ entity: merchantEntity });
