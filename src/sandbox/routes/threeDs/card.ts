import { binFor, type Network } from '../../data/testCards.ts';
import { findToken } from '../../data/tokens.ts';
import type { Instrument } from './validation/instrument.ts';

/** What 3DS needs to know about the card behind an instrument; never the number itself. */
export interface CardProfile {
  readonly network: Network;
  /** Set for a domestic-scheme card: the answer then carries the domestic-scheme fields. */
  readonly domesticBrand?: string;
  /** Shown on the challenge page, as an issuer's page would. */
  readonly lastFour?: string;
}

/** Card numbers, network tokens and the cards behind stored tokens are looked up in the test card table. */
export function cardProfile(instrument: Instrument): CardProfile {
  const number = cardNumberOf(instrument);
  // A wallet token hides its card; validation only lets through hrefs of stored tokens.
  if (number === undefined) return { network: 'visa' };
  const card = binFor(number);
  return {
    network: card.network,
    // The domestic scheme's 3DS answers spell its name in capitals (`CB`), unlike the BIN data's `cartesBancaires`.
    ...(card.domesticScheme ? { domesticBrand: card.network.toUpperCase() } : {}),
    lastFour: number.slice(-4),
  };
}

function cardNumberOf(instrument: Instrument): string | undefined {
  switch (instrument.type) {
    case 'card/front':
      return instrument.cardNumber;
    case 'card/networkToken':
      return instrument.tokenNumber;
    case 'card/tokenized':
      return findToken(instrument.href)?.pan;
    default:
      return undefined;
  }
}
