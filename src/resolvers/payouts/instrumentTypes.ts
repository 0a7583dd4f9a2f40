/**
 * The provider's `payoutInstrument.type` for the card variants of `PayoutInstrumentInput`. The wallet variant's
 * type depends on the wallet and comes from the one wallet mapping (`resolvers/common/wallets.ts`).
 */
export const payoutInstrumentTypes = {
  card: 'card/plain',
  tokenizedCard: 'card/tokenized',
  networkToken: 'card/networkToken',
} as const;
