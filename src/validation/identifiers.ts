import { z } from 'zod';

/** Schema-level error for a string rule: "is required" when absent, the rule otherwise. */
export function ruleError(rule: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : rule);
}

const ENTITY_RULE = 'must be 6 letters or digits, without I or O';

/**
 * A merchant entity: 6 alphanumeric characters without the letters I or O (either case), as the payment item
 * search validates it. An empty string gets the provider's own distinct "must not be empty".
 */
export const entity = z
  .string({ error: ruleError(ENTITY_RULE) })
  .min(1, { error: 'must not be empty', abort: true })
  .regex(/^[0-9A-HJ-NP-Za-hj-np-z]{6}$/, { error: ENTITY_RULE });

/** The entity of the balance-by-entity lookup, which the spec allows up to 32 characters. */
export const balanceEntity = z.string().min(1).max(32);

/** An account number: 16 letters or digits. */
export const accountNumber = z
  .string({ error: ruleError('must be 16 letters or digits') })
  .regex(/^[0-9A-Za-z]{16}$/, { error: 'must be 16 letters or digits' });

const UBR_RULE = 'must be 8 to 10 letters or digits starting with PN, PZ or PO';

/**
 * A unique bankout reference. The spec says both "8 to 10 alphanumeric characters" and "prefix PN, PZ or PO
 * followed by 6 characters"; read together: the prefix, then 6 to 8 letters or digits (8 to 10 in all), so that
 * neither sentence is broken.
 */
export const ubr = z
  .string({ error: ruleError(UBR_RULE) })
  .regex(/^P[NZO][0-9A-Za-z]{6,8}$/, { error: UBR_RULE });
