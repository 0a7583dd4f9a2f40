import {
  documentedWalletSuffixes,
  type WalletArea,
  type WalletInstrumentType,
  walletInstrumentType,
} from '../../contract/index.ts';
import { badUserInput } from '../../errors/index.ts';
import type { Wallet } from '../../generated/resolvers.ts';
import { graphqlEnum, optionalCallerText } from '../../validation/fields.ts';

/**
 * Wallets by name: the one mapping from a caller's wallet to the provider's instrument type, used by 3-D Secure
 * and payouts. The schema's `Wallet` enum names the wallets of the provider's examples; the operator adds others
 * with UPSTREAM_WALLETS, and a caller selects those with `walletName` (a typed enum cannot list names that only
 * a deployment knows, and an open string beside the enum keeps the enum the documented, typed path).
 */

/** Each enum value's suffix, the name the provider's examples give it in `<wallet>pay`. */
const enumSuffixes = {
  APPLE_PAY: documentedWalletSuffixes.applePay,
  GOOGLE_PAY: documentedWalletSuffixes.googlePay,
} as const satisfies Record<Wallet, string>;

/**
 * The wallet a caller who names none gets: the one of the provider's example in each area. It keeps inputs
 * written before wallets had names working, and it is what those inputs meant on the provider.
 */
const exampleWallets: Readonly<Record<WalletArea, Wallet>> = { threeDs: 'GOOGLE_PAY', payouts: 'APPLE_PAY' };

/** A caller's choice of wallet, as the wallet inputs carry it (at most one of the two is set). */
export interface WalletChoice {
  readonly wallet?: Wallet | null;
  readonly walletName?: string | null;
}

/** The wallets a gateway knows: the enum's, plus the configured ones (name to suffix). */
export class WalletCatalog {
  constructor(private readonly configured: ReadonlyMap<string, string> = new Map()) {}

  /**
   * The provider's instrument type for a choice in an area.
   * @param path the GraphQL input path of the wallet input, for the error naming `walletName`.
   * @throws GraphQLError `BAD_USER_INPUT` when `walletName` is not a configured wallet (nothing was sent).
   */
  instrumentType<A extends WalletArea>(area: A, choice: WalletChoice, path: string): WalletInstrumentType<A> {
    const { wallet, walletName } = choice;
    if (walletName !== undefined && walletName !== null) {
      const suffix = this.configured.get(walletName);
      if (suffix === undefined) {
        throw badUserInput([
          { path: `${path}.walletName`, rule: 'NOT_ALLOWED', message: this.unknownNameRule() },
        ]);
      }
      return walletInstrumentType(area, suffix);
    }
    return walletInstrumentType(area, enumSuffixes[wallet ?? exampleWallets[area]]);
  }

  /** The rule a wrong name breaks; it lists the configured names (settings, not caller data). */
  private unknownNameRule(): string {
    const names = [...this.configured.keys()];
    return names.length === 0
      ? 'must name a wallet configured in UPSTREAM_WALLETS, and none is configured: use wallet'
      : `must be one of the wallets configured in UPSTREAM_WALLETS: ${names.join(', ')}`;
  }
}

/** The fields by which a wallet input names its wallet. */
export const walletChoiceFields = {
  wallet: graphqlEnum<Wallet>().nullish(),
  walletName: optionalCallerText,
};

/**
 * The rule between them, as `refine` arguments: at most one may be set. Whether `walletName` is configured is
 * checked by {@link WalletCatalog.instrumentType}, which knows the setting.
 */
export const atMostOneWallet: [
  (input: WalletChoice) => boolean,
  { path: string[]; error: string; params: { rule: 'NOT_ALLOWED' } },
] = [
  (input) => input.wallet == null || input.walletName == null,
  {
    path: ['walletName'],
    error: 'set at most one of wallet and walletName',
    params: { rule: 'NOT_ALLOWED' },
  },
];
