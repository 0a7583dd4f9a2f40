import type { PayoutCard, PayoutInstrumentKind } from '../../generated/resolvers.ts';
import type { MaskedPayoutCard, PayoutOwnership } from '../../stores/ownership/index.ts';
import type { CreatePayoutInput } from './input.ts';
import { payoutMethods } from './request.ts';

/**
 * A card number's BIN is shown only when at least five digits stay hidden beside it and the last four: first
 * six and last four of a 15- or 16-digit number is the usual receipt mask, of a 12-digit one it is nearly all.
 */
const shortestNumberWithBin = 15;

function masked(instrument: string, digits: string | null, withBin: boolean): MaskedPayoutCard {
  return {
    instrument,
    bin: digits !== null && withBin && digits.length >= shortestNumberWithBin ? digits.slice(0, 6) : null,
    last4: digits === null ? null : digits.slice(-4),
  };
}

/**
 * The sent card, masked: the kind of instrument, the BIN of a card number, the last four digits of a number,
 * network token or device account number (what a wallet shows), nothing of a stored card's location.
 */
function maskedPayoutCard(instrument: CreatePayoutInput['instrument']): MaskedPayoutCard | undefined {
  const { card, tokenizedCard, networkToken, walletNetworkToken } = instrument;
  if (card) return masked('card', card.cardNumber, true);
  if (tokenizedCard) return masked('tokenizedCard', null, false);
  if (networkToken) return masked('networkToken', networkToken.tokenNumber, false);
  if (walletNetworkToken) return masked('walletNetworkToken', walletNetworkToken.dpan, false);
  return undefined;
}

/** The record of a payout `createPayout` sends: entity, flow, reference, amount and the masked card. */
export function createdPayoutRecord(input: CreatePayoutInput): PayoutOwnership {
  const card = maskedPayoutCard(input.instrument);
  return {
    entity: input.entity,
    method: payoutMethods[input.method],
    transactionReference: input.transactionReference,
    amount: { minorUnits: String(input.value.amount), currency: input.value.currency },
    ...(card ? { card } : {}),
  };
}

const instrumentKinds: Readonly<Record<string, PayoutInstrumentKind>> = {
  card: 'CARD',
  tokenizedCard: 'TOKENIZED_CARD',
  networkToken: 'NETWORK_TOKEN',
  walletNetworkToken: 'WALLET_NETWORK_TOKEN',
};

/** The recorded mask as `PayoutCard`; null for a kind this gateway does not know (a record written by a newer one). */
export function maskedCardView(card: MaskedPayoutCard): PayoutCard | null {
  const instrument = instrumentKinds[card.instrument];
  return instrument ? { instrument, bin: card.bin, last4: card.last4 } : null;
}
