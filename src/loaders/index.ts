import type { DataSources } from '../datasources/create.ts';
import { type AccountLoaders, createAccountLoaders } from './accounts.ts';
import { type CardBinLoaders, createCardBinLoaders } from './cardBin.ts';
import { createPaymentItemLoaders, type PaymentItemLoaders } from './paymentItems.ts';
import { createPayoutLoaders, type PayoutLoaders } from './payouts.ts';

/**
 * Per-request loaders (readOnce.ts): identical upstream reads within one operation are made once. Built fresh for every
 * request, so nothing is cached across callers; each area's loaders only when the operation first asks for them
 * (a balance query needs none of the payout, payment item and BIN loaders, a mutation usually none at all).
 */
export interface Loaders {
  readonly accounts: AccountLoaders;
  readonly paymentItems: PaymentItemLoaders;
  readonly payouts: PayoutLoaders;
  readonly cardBin: CardBinLoaders;
}

export function createLoaders(dataSources: DataSources): Loaders {
  return new LazyLoaders(dataSources);
}

/** Getters on a class, not an object literal per request: the literal defined four accessors on every request. */
class LazyLoaders implements Loaders {
  #accounts: AccountLoaders | undefined;
  #paymentItems: PaymentItemLoaders | undefined;
  #payouts: PayoutLoaders | undefined;
  #cardBin: CardBinLoaders | undefined;

  constructor(private readonly dataSources: DataSources) {}

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
}
