import { alnum, entityAlphabet, Rng } from './random.ts';
import { accountPurposes, companyNames, entityCurrencies } from './reference.ts';
import type { Account, Entity } from './types.ts';

export interface Directory {
  readonly entities: readonly Entity[];
  readonly accounts: readonly Account[];
}

/**
 * Entities of the shapes the provider's own examples use. The spec gives `merchant.entity` no format (only the
 * payment item search's filter is 6 characters without I or O), so the world also holds entities that search
 * could never name: `default` with an account of the balance endpoint's 16 characters, and `MindPalaceLtd` whose
 * account numbers are not 16 characters long (the statement takes any account number; only the balance lookup
 * by number requires 16). They have accounts, balances and statements, and no payment items.
 */
const documentedEntities = [
  { id: 'default', name: 'Default Merchant', accounts: [{ currency: 'GBP', length: 16 }] },
  {
    id: 'MindPalaceLtd',
    name: 'Mind Palace Ltd',
    accounts: [
      { currency: 'GBP', length: 12 },
      { currency: 'EUR', length: 20 },
    ],
  },
] as const;

/** Whether the payment item search could name `entity` (6 letters or digits, no I or O): only those have items. */
export const searchableEntity = (entity: string): boolean => /^[0-9A-HJ-NP-Z]{6}$/.test(entity);

/**
 * 3 or 4 generated entities, each with 2 or 3 accounts in the currencies of `entityCurrencies`, then the
 * {@link documentedEntities}. The generated part is drawn first, so adding documented entities changed nothing
 * that a seed gave before.
 */
export function generateDirectory(seed: number): Directory {
  const rng = Rng.derive(seed, 'directory');
  const count = rng.int(3, 4);
  const entities: Entity[] = [];
  const accounts: Account[] = [];
  const usedIds = new Set<string>();
  for (let i = 0; i < count; i++) {
    let id = rng.chars(6, entityAlphabet);
    while (usedIds.has(id)) id = rng.chars(6, entityAlphabet);
    usedIds.add(id);
    const name = companyNames[(i + rng.int(0, companyNames.length - 1)) % companyNames.length] ?? 'Merchant';
    entities.push({ id, name });
    const currencies = entityCurrencies[i] ?? entityCurrencies[0] ?? ['GBP'];
    // The first entity always has all three; the others two or three, so the world has 8 to 11 accounts.
    const accountCount = i === 0 ? currencies.length : rng.int(2, currencies.length);
    for (let a = 0; a < accountCount; a++) {
      const currency = currencies[a] ?? 'GBP';
      const purpose = accountPurposes[a % accountPurposes.length] ?? 'Settlement';
      accounts.push({
        accountNumber: rng.chars(16, alnum),
        accountName: `${name} ${purpose} ${currency}`,
        currency,
        entity: id,
      });
    }
  }
  const documented = Rng.derive(seed, 'documented entities');
  for (const entity of documentedEntities) {
    entities.push({ id: entity.id, name: entity.name });
    for (const [a, { currency, length }] of entity.accounts.entries()) {
      const purpose = accountPurposes[a % accountPurposes.length] ?? 'Settlement';
      accounts.push({
        accountNumber: documented.chars(length, alnum),
        accountName: `${entity.name} ${purpose} ${currency}`,
        currency,
        entity: entity.id,
      });
    }
  }
  return { entities, accounts };
}
