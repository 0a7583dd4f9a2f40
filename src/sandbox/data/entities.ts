import { alnum, entityAlphabet, Rng } from './random.ts';
import { accountPurposes, companyNames, entityCurrencies } from './reference.ts';
import type { Account, Entity } from './types.ts';

export interface Directory {
  readonly entities: readonly Entity[];
  readonly accounts: readonly Account[];
}

/** 3 or 4 entities, each with 2 or 3 accounts in the currencies of `entityCurrencies`. */
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
  return { entities, accounts };
}
