/**
 * Wallet instrument types of the provider's contract.
 *
 * The spec writes them with the wallet's name left out: `card/wallet+<wallet_a>pay` (3-D Secure) and
 * `card/networkToken+<wallet_b>pay` (payouts). The provider's own examples fill the placeholder with `googlepay`
 * (3-D Secure) and `applepay` (payouts). Terminology: a wallet's *suffix* is what fills `<wallet>pay` after the
 * `+`; the instrument type of an area is that area's prefix followed by the suffix.
 */

/** Suffixes of the wallets the provider's examples name. */
export const documentedWalletSuffixes = { applePay: 'applepay', googlePay: 'googlepay' } as const;

/** What the spec's placeholder `<wallet>pay` admits: lower-case letters and digits ending in `pay`. */
const walletSuffixPattern = /^[a-z0-9]+pay$/;

/** The part of a wallet instrument type before the suffix, per provider area. */
const walletInstrumentPrefixes = { threeDs: 'card/wallet+', payouts: 'card/networkToken+' } as const;

/** The provider areas whose instruments can be a wallet. */
export type WalletArea = keyof typeof walletInstrumentPrefixes;

/** A wallet instrument type of an area, as the spec's placeholder shapes it. */
export type WalletInstrumentType<A extends WalletArea> =
  `${(typeof walletInstrumentPrefixes)[A]}${string}pay`;

/** The instrument type of a wallet in an area, e.g. `card/wallet+googlepay`; `suffix` ends in `pay`. */
export function walletInstrumentType<A extends WalletArea>(area: A, suffix: string): WalletInstrumentType<A> {
  // Every suffix passed here matches walletSuffixPattern (the enum's by its list, the configured ones by
  // parseWalletSetting); the compiler cannot see a regular expression, so the template type is restated.
  return `${walletInstrumentPrefixes[area]}${suffix}` as WalletInstrumentType<A>;
}

/** True when `type` is a wallet instrument type of the area, for any wallet the placeholder admits. */
export function isWalletInstrumentType(area: WalletArea, type: string): boolean {
  const prefix = walletInstrumentPrefixes[area];
  return type.startsWith(prefix) && walletSuffixPattern.test(type.slice(prefix.length));
}

/**
 * Reads a wallet setting, `name:suffix,name:suffix` (e.g. `SAMSUNG_PAY:samsungpay`): wallets the provider
 * supports that our schema's enum does not name. Returns the name-to-suffix map and every problem found.
 */
export function parseWalletSetting(text: string): { wallets: Map<string, string>; problems: string[] } {
  const wallets = new Map<string, string>();
  const problems: string[] = [];
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const [name = '', suffix = '', ...rest] = entry.split(':').map((part) => part.trim());
    if (rest.length > 0 || !/^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(name) || !walletSuffixPattern.test(suffix)) {
      problems.push(
        `UPSTREAM_WALLETS: "${entry}" must be name:suffix, the name letters, digits and _ (up to 40), the suffix lower-case letters and digits ending in "pay"`,
      );
    } else if (wallets.has(name)) {
      problems.push(`UPSTREAM_WALLETS: the name ${name} is given twice`);
    } else {
      wallets.set(name, suffix);
    }
  }
  return { wallets, problems };
}
