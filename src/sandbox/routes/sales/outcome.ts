import {
  avsNoMatch,
  avsNotChecked,
  cvcNoMatch,
  cvcNotChecked,
  refusedCardHolderName,
  type SaleOutcome,
} from './testValues.ts';
import type { SaleRequest } from './validate.ts';

/** One entry of the response's `riskFactors` (spec area G). */
export interface RiskFactor {
  readonly type: 'avs' | 'cvc';
  readonly risk: 'not_checked' | 'not_matched' | 'not_supplied';
  readonly detail?: 'address' | 'postcode';
}

/** A card whose expiry month has passed on the sandbox clock is refused, as an issuer would. */
function expired(expiry: SaleRequest['cardExpiryDate'], now: Date): boolean {
  const year = now.getUTCFullYear();
  return expiry.year < year || (expiry.year === year && expiry.month < now.getUTCMonth() + 1);
}

/** The issuer's decision on the sale, chosen by test values (see `saleTestValues`). */
export function saleOutcome(sale: SaleRequest, now: Date): SaleOutcome {
  if (sale.cardHolderName === refusedCardHolderName) return 'refused';
  if (expired(sale.cardExpiryDate, now)) return 'refused';
  return 'authorized';
}

function avsRisk(value: string | undefined, detail: 'address' | 'postcode'): RiskFactor | undefined {
  if (value === undefined) return { type: 'avs', risk: 'not_supplied', detail };
  if (value === avsNoMatch) return { type: 'avs', risk: 'not_matched', detail };
  if (value === avsNotChecked) return { type: 'avs', risk: 'not_checked', detail };
  return undefined;
}

function cvcRisk(sale: SaleRequest): RiskFactor | undefined {
  if (sale.cvc === undefined)
    return sale.cvcHref === undefined ? { type: 'cvc', risk: 'not_supplied' } : undefined;
  if (sale.cvc === cvcNoMatch) return { type: 'cvc', risk: 'not_matched' };
  if (sale.cvc === cvcNotChecked) return { type: 'cvc', risk: 'not_checked' };
  return undefined;
}

/**
 * AVS and CVC results as risk factors, AVS first (address, then postcode), then CVC. Each check yields at most
 * one entry; a check that passed yields none, so a fully matched request has no risk factors at all.
 */
export function riskFactors(sale: SaleRequest): RiskFactor[] {
  const address = sale.billingAddress;
  const avs: (RiskFactor | undefined)[] = address
    ? [avsRisk(address.address1, 'address'), avsRisk(address.postalCode, 'postcode')]
    : [{ type: 'avs', risk: 'not_supplied' }];
  return [...avs, cvcRisk(sale)].filter((f): f is RiskFactor => f !== undefined);
}
