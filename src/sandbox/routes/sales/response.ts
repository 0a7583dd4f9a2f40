import { createHash } from 'node:crypto';
import { binFor } from '../../data/testCards.ts';
import type { RiskFactor } from './outcome.ts';
import type { SaleOutcome } from './testValues.ts';
import type { SaleRequest } from './validate.ts';

/** The 201 body of a card-on-file sale (spec area G). Holds the BIN and last four digits, never the number. */
export interface SaleResponse {
  readonly outcome: SaleOutcome;
  readonly issuer?: { readonly authorizationCode: string };
  readonly paymentInstrument: {
    readonly type: string;
    readonly card: {
      readonly number: { readonly bin: string; readonly last4Digits: string };
      readonly issuer: { readonly name: string };
      readonly paymentAccountReference: string;
      readonly countryCode: string;
      readonly fundingType: string;
      readonly brand: string;
      readonly expiryDate: { readonly month: number; readonly year: number };
    };
  };
  readonly riskFactors?: readonly RiskFactor[];
  readonly scheme?: { readonly reference: string };
  readonly _links: Readonly<Record<string, unknown>>;
}

/** What the response needs besides the request: where links point and the card's PAR (keyed by the store). */
export interface ResponseInputs {
  readonly baseUrl: string;
  readonly paymentAccountReference: string;
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** `digits` decimal digits derived from a hex digest, so codes are stable for one sale and differ between sales. */
function digitsFrom(hex: string, digits: number): string {
  return (BigInt(`0x${hex}`) % 10n ** BigInt(digits)).toString().padStart(digits, '0');
}

/**
 * Action links of the sale (names are the sandbox's; the spec shows none for this endpoint). The spec defines no
 * refund, reversal or event endpoints, so following them gets the sandbox's 404.
 */
function links(baseUrl: string, saleId: string, outcome: SaleOutcome): Record<string, unknown> {
  const at = `${baseUrl}/payments/sales/${saleId}`;
  const actions =
    outcome === 'authorized'
      ? {
          'payments:refund': { href: `${at}/refunds/full` },
          'payments:partialRefund': { href: `${at}/refunds/partials` },
          'payments:reversal': { href: `${at}/reversals` },
        }
      : {};
  return {
    ...actions,
    'payments:events': { href: `${at}/events` },
    curies: [{ name: 'payments', href: `${baseUrl}/rels/payments/{rel}`, templated: true }],
  };
}

/** Builds the 201 body; an authorized sale carries the issuer's code and the scheme reference, a refused one not. */
export function saleResponse(
  sale: SaleRequest,
  outcome: SaleOutcome,
  risks: readonly RiskFactor[],
  inputs: ResponseInputs,
): SaleResponse {
  const card = binFor(sale.cardNumber);
  const id = digest(`${sale.entity}\n${sale.transactionReference}`);
  return {
    outcome,
    ...(outcome === 'authorized' ? { issuer: { authorizationCode: digitsFrom(id.slice(0, 12), 6) } } : {}),
    paymentInstrument: {
      type: 'card/plain+masked',
      card: {
        number: { bin: card.bin, last4Digits: sale.cardNumber.slice(-4) },
        issuer: { name: card.issuerName },
        paymentAccountReference: inputs.paymentAccountReference,
        countryCode: card.countryCode,
        fundingType: card.fundingType,
        brand: card.network,
        expiryDate: { month: sale.cardExpiryDate.month, year: sale.cardExpiryDate.year },
      },
    },
    ...(risks.length > 0 ? { riskFactors: risks } : {}),
    ...(outcome === 'authorized' ? { scheme: { reference: digitsFrom(id.slice(12, 40), 15) } } : {}),
    _links: links(inputs.baseUrl, id.slice(0, 32), outcome),
  };
}
