/**
 * The provider's `payoutInstrument.type` for each variant of `PayoutInstrumentInput`.
 *
 * The spec publishes the wallet variant as `card/networkToken+<wallet_b>pay`, with the wallet's name elided. We
 * send `walletb` in its place, the literal the sandbox accepts; against the real provider this one constant is
 * the value to confirm with its implementation manager.
 */
const walletBPayoutInstrumentType = 'card/networkToken+walletbpay';

/** `PayoutInstrumentInput` member name to provider instrument type. */
export const payoutInstrumentTypes = {
  card: 'card/plain',
  tokenizedCard: 'card/tokenized',
  networkToken: 'card/networkToken',
  walletNetworkToken: walletBPayoutInstrumentType,
} as const;
