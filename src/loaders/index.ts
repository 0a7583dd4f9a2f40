import type { DataSources } from '../datasources/create.ts';
import type { PayoutOwnershipStore } from '../stores/ownership/index.ts';
import { type AccountLoaders, createAccountLoaders } from './accounts.ts';
import { type CardBinLoaders, createCardBinLoaders } from './cardBin.ts';
import { createOwnershipLoaders, type OwnershipLoaders } from './ownership.ts';
import { createPaymentItemLoaders, type PaymentItemLoaders } from './paymentItems.ts';
import { createPayoutLoaders, type PayoutLoaders } from './payouts.ts';

/**
 * Per-request loaders (DataLoader, perRequest.ts): identical reads within one operation are made once, and the reads
 * that have a batch (the ownership records) are made together, one statement per tick. Built fresh for every
 * request, so nothing is cached across callers; each area's loaders only when the operation first asks for them
 * (a balance query needs none of the payout, payment item and BIN loaders, a mutation usually none at all).
 */
export interface Loaders {
  readonly accounts: AccountLoaders;
  readonly paymentItems: PaymentItemLoaders;
  readonly payouts: PayoutLoaders;
  readonly cardBin: CardBinLoaders;
  readonly ownership: OwnershipLoaders;
}

export function createLoaders(dataSources: DataSources, ownership: PayoutOwnershipStore): Loaders {
  return new LazyLoaders(dataSources, ownership);
}

/** Getters on a class, not an object literal per request: the literal defined four accessors on every request. */
class LazyLoaders implements Loaders {
  #accounts: AccountLoaders | undefined;
  #paymentItems: PaymentItemLoaders | undefined;
  #payouts: PayoutLoaders | undefined;
  #cardBin: CardBinLoaders | undefined;
  #ownership: OwnershipLoaders | undefined;

  constructor(
    private readonly dataSources: DataSources,
    private readonly ownershipStore: PayoutOwnershipStore,
  ) {}

  get accounts(): AccountLoaders {
    this.#accounts ??= createAccountLoaders(this.dataSources);
    return this.#accounts;
  }

  get paymentItems(): PaymentItemLoaders {
    this.#paymentItems ??= createPaymentItemLoaders(this.dataSources);
    return this.#paymentItems;
  }

  get payouts(): PayoutLoaders {
    this.#payouts ??= createPayoutLoaders(this.dataSources);
    return this.#payouts;
  }

  get cardBin(): CardBinLoaders {
    this.#cardBin ??= createCardBinLoaders(this.dataSources);
    return this.#cardBin;
  }

  get ownership(): OwnershipLoaders {
    this.#ownership ??= createOwnershipLoaders(this.ownershipStore);
    return this.#ownership;
  }
}
