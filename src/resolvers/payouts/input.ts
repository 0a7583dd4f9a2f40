import { z } from 'zod';
import { postalBillingAddress } from '../../validation/addresses.ts';
import { cardExpiryDate, cardNumber } from '../../validation/card.ts';
import { cardNumberFree } from '../../validation/cardNumberFree.ts';
import { absoluteHttpUrl, filledTextUpTo, narrative, optionalCallerText } from '../../validation/fields.ts';
import { merchantEntity } from '../../validation/identifiers.ts';
import { minorUnitsValue } from '../../validation/minorUnits.ts';
import { atMostOneWallet, walletChoiceFields } from '../common/wallets.ts';
import type { PayoutInstrumentRules } from '../context.ts';

const cardHolderName = optionalCallerText;

/**
 * A payout's caller reference: area B gives it no length ("unique, caller-generated; identifies the payout for its
 * whole life"). The 50 characters of area C are the account-payouts search's (payouts to bank accounts), not a card
 * payout's, so they are not applied here: refusing what the provider may accept is the worse mistake. The bound is
 * the gateway's own, generous, because the reference travels in the URL of the recovery by reference
 * (`GET /payouts/query?transactionReference=…`). Not blank, like the references of sales and 3-D Secure: a reference
 * of spaces names nothing a person could search for. Never a card number: the reference is echoed, kept in the
 * payout's records and sent in that URL.
 */
const payoutTransactionReference = cardNumberFree(filledTextUpTo(255));

/** `PayoutInstrumentInput` (@oneOf: GraphQL already guarantees exactly one member is set). */
const payoutInstrument = z.object({
  card: z
    .object({
      cardHolderName,
      cardNumber,
      cardExpiryDate,
      billingAddress: postalBillingAddress.nullish(),
    })
    .nullish(),
  tokenizedCard: z.object({ cardHolderName, href: absoluteHttpUrl }).nullish(),
  networkToken: z
    .object({
      cardHolderName,
      tokenNumber: cardNumber,
      expiryDate: cardExpiryDate,
      billingAddress: postalBillingAddress.nullish(),
    })
    .nullish(),
  walletNetworkToken: z
    .object({
      cardHolderName,
      dpan: cardNumber,
      expiryDate: cardExpiryDate.nullish(),
      billingAddress: postalBillingAddress.nullish(),
      ...walletChoiceFields,
    })
    .refine(...atMostOneWallet)
    .nullish(),
});

/**
 * `CreatePayoutInput` (spec area B). Rules the gateway cannot know are left to the provider: the full address
 * for Canadian cards of network A depends on the card's network and issuing country.
 */
const createPayoutInput = z
  .object({
    method: z.enum(['BASIC_DISBURSEMENT', 'FAST_ACCESS']),
    transactionReference: payoutTransactionReference,
    entity: merchantEntity,
    narrative,
    value: minorUnitsValue,
    instrument: payoutInstrument,
  })
  .superRefine((input, ctx) => {
    // The spec: the wallet's device PAN is accepted by basic disbursement only.
    if (input.instrument.walletNetworkToken && input.method !== 'BASIC_DISBURSEMENT') {
      ctx.addIssue({
        code: 'custom',
        path: ['instrument', 'walletNetworkToken'],
        message: 'is accepted by the BASIC_DISBURSEMENT method only',
        params: { rule: 'NOT_ALLOWED' },
      });
    }
  });

export type CreatePayoutInput = z.output<typeof createPayoutInput>;

/**
 * {@link createPayoutInput} with the network token's billing address allowed or not: the spec allows a billing
 * address only with a card or a wallet's network token; newer versions also with a network token (a setting, not
 * code).
 */
function payoutInputWithNetworkTokenAddress(allowed: boolean) {
  return createPayoutInput.superRefine((input, ctx) => {
    if (input.instrument.networkToken?.billingAddress && !allowed) {
      ctx.addIssue({
        code: 'custom',
        path: ['instrument', 'networkToken', 'billingAddress'],
        message:
          'is allowed only with card or walletNetworkToken by this payout version (UPSTREAM_PAYOUTS_NETWORK_TOKEN_BILLING_ADDRESS)',
        params: { rule: 'NOT_ALLOWED' },
      });
    }
  });
}

// Both variants built once at load: building a zod schema per payout (clone, superRefine, then compiling its fast
// path on first parse) was a tenth of createPayout's CPU.
const withNetworkTokenAddress = payoutInputWithNetworkTokenAddress(true);
const withoutNetworkTokenAddress = payoutInputWithNetworkTokenAddress(false);

/**
 * The spec's payout instrument rules (only `card/plain` and the wallet token carry a billing address): what the
 * gateway applies unless configured for a newer payout version (UPSTREAM_PAYOUTS_NETWORK_TOKEN_BILLING_ADDRESS).
 */
export const specPayoutInstrumentRules: PayoutInstrumentRules = { networkTokenBillingAddress: false };

/** {@link createPayoutInput} under the payout version's instrument rules. */
export function createPayoutInputUnder(rules: PayoutInstrumentRules) {
  return rules.networkTokenBillingAddress ? withNetworkTokenAddress : withoutNetworkTokenAddress;
}

/** The arguments of `payoutByReference`. */
export const payoutReferenceArgs = z.object({
  transactionReference: payoutTransactionReference,
  entity: merchantEntity,
});
