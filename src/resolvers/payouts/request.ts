import type { PayoutInstrument, PayoutMethod, PayoutRequest } from '../../datasources/payouts/models.ts';
import type { InputPathRules } from '../../errors/index.ts';
import { billingAddress, field } from '../common/requestFields.ts';
import type { WalletCatalog } from '../common/wallets.ts';
import type { CreatePayoutInput } from './input.ts';

/**
 * The provider's `payoutInstrument.type` for the card variants of `PayoutInstrumentInput`. The wallet variant's
 * type depends on the wallet and comes from the one wallet mapping (`resolvers/common/wallets.ts`).
 */
const payoutInstrumentTypes = {
  card: 'card/plain',
  tokenizedCard: 'card/tokenized',
  networkToken: 'card/networkToken',
} as const;

/** GraphQL `PayoutMethod` to the data source's flow. */
export const payoutMethods = {
  BASIC_DISBURSEMENT: 'basicDisbursement',
  FAST_ACCESS: 'fastAccess',
} as const satisfies Record<CreatePayoutInput['method'], PayoutMethod>;

function instrument(input: CreatePayoutInput['instrument'], wallets: WalletCatalog): PayoutInstrument {
  const { card, tokenizedCard, networkToken, walletNetworkToken } = input;
  if (card) {
    return {
      type: payoutInstrumentTypes.card,
      ...field('cardHolderName', card.cardHolderName),
      cardNumber: card.cardNumber,
      cardExpiryDate: card.cardExpiryDate,
      ...(card.billingAddress ? { billingAddress: billingAddress(card.billingAddress) } : {}),
    };
  }
  if (tokenizedCard) {
    return {
      type: payoutInstrumentTypes.tokenizedCard,
      ...field('cardHolderName', tokenizedCard.cardHolderName),
      href: tokenizedCard.href,
    };
  }
  if (networkToken) {
    return {
      type: payoutInstrumentTypes.networkToken,
      ...field('cardHolderName', networkToken.cardHolderName),
      tokenNumber: networkToken.tokenNumber,
      expiryDate: networkToken.expiryDate,
      ...(networkToken.billingAddress ? { billingAddress: billingAddress(networkToken.billingAddress) } : {}),
    };
  }
  if (walletNetworkToken) {
    return {
      type: wallets.instrumentType('payouts', walletNetworkToken, 'input.instrument.walletNetworkToken'),
      ...field('cardHolderName', walletNetworkToken.cardHolderName),
      dpan: walletNetworkToken.dpan,
      // The provider's wallet examples name the DPAN's expiry like a card's, not like the network token's.
      ...field('cardExpiryDate', walletNetworkToken.expiryDate),
      ...(walletNetworkToken.billingAddress
        ? { billingAddress: billingAddress(walletNetworkToken.billingAddress) }
        : {}),
    };
  }
  // @oneOf makes this unreachable through GraphQL; a bug elsewhere must not send an empty instrument.
  throw new Error('createPayout: no payout instrument after validation');
}

/**
 * The provider's payout request (spec area B) for a validated `CreatePayoutInput`.
 * @throws GraphQLError `BAD_USER_INPUT` when the wallet's `walletName` is not configured.
 */
export function payoutRequest(input: CreatePayoutInput, wallets: WalletCatalog): PayoutRequest {
  return {
    transactionReference: input.transactionReference,
    merchant: { entity: input.entity },
    instruction: {
      narrative: { line1: input.narrative.line1, ...field('line2', input.narrative.line2) },
      value: { amount: input.value.amount, currency: input.value.currency },
      payoutInstrument: instrument(input.instrument, wallets),
    },
  };
}

/** Where each field of the payout request came from in `createPayout`'s input, for provider validation errors. */
export function payoutInputPaths(input: CreatePayoutInput): InputPathRules {
  const variant = Object.keys(input.instrument).find(
    (key) => input.instrument[key as keyof CreatePayoutInput['instrument']] != null,
  );
  return [
    ['transactionReference', 'input.transactionReference'],
    ['merchant.entity', 'input.entity'],
    ['instruction.narrative', 'input.narrative'],
    ['instruction.value', 'input.value'],
    ['instruction.payoutInstrument.type', 'input.instrument'],
    [
      'instruction.payoutInstrument',
      variant === undefined ? 'input.instrument' : `input.instrument.${variant}`,
    ],
  ];
}
