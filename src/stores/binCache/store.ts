/**
 * Terminology: a *BIN* is the 6 or 8 leading digits of a card number that name its issuer and product, as the
 * provider's BIN lookup answers them (`bin`, `binLength`). The BIN cache keeps what the provider said about a BIN
 * (issuer, funding type, country...) so that a card form typing the first digits of a card of that BIN can be
 * answered without a lookup.
 *
 * Its key is the BIN itself, in clear: 6 or 8 digits are no card number (PCI DSS lets them be shown and kept), a
 * hash of so few digits would hide nothing (10^8 candidates), and a card number can never become a key, because
 * {@link isBinKey} refuses anything but 6 or 8 digits. Its value is the text its one user writes (the BIN-level
 * fields of an answer as JSON, never anything of one card); entries expire after the store's lifetime. A cache,
 * not a record: losing it (a restart, a Redis outage) only means the next prefix lookups answer without BIN data.
 */
export interface BinCache {
  /** The text kept for `bin`, or undefined when none is (never kept, expired, the store unreachable). */
  recall(bin: string): Promise<string | undefined>;
  /** Keeps `text` for `bin` for the store's lifetime; does nothing when `bin` is not 6 or 8 digits. Never throws. */
  remember(bin: string, text: string): Promise<void>;
}

/** Whether `bin` may be a key of the BIN cache: 6 or 8 digits, the two BIN lengths of the schemes. */
export function isBinKey(bin: string): boolean {
  return /^(?:\d{6}|\d{8})$/.test(bin);
}
