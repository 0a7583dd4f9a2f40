import type { SaleRequest } from '../../datasources/sales/models.ts';
import type { InputPathRules } from '../../errors/index.ts';
import { billingAddress, field } from '../common/requestFields.ts';
import type { CreateCardOnFileSaleInput } from './input.ts';

type Facilitator = NonNullable<CreateCardOnFileSaleInput['merchant']['paymentFacilitator']>;

function paymentFacilitator(pf: Facilitator): NonNullable<SaleRequest['merchant']['paymentFacilitator']> {
  const sub = pf.subMerchant;
  return {
    pfId: pf.pfId,
    ...field('isoId', pf.isoId),
    subMerchant: {
      name: sub.name,
      merchantId: sub.merchantId,
      street: sub.street,
      city: sub.city,
      postalCode: sub.postalCode,
      countryCode: sub.countryCode,
      ...field('state', sub.state),
      ...field('taxId', sub.taxId),
    },
  };
}

function customer(input: NonNullable<CreateCardOnFileSaleInput['customer']>): SaleRequest['customer'] {
  const auth = input.authentication;
  return {
    authentication: {
      eci: auth.eci,
      type: auth.type,
      ...field('authenticationValue', auth.authenticationValue),
      ...field('version', auth.version),
      ...field('transactionId', auth.transactionId),
    },
  };
}

/** The provider's card-on-file sale request (spec area G) for a validated `CreateCardOnFileSaleInput`. */
export function saleRequest(input: CreateCardOnFileSaleInput): SaleRequest {
  const { merchant, paymentInstrument: card } = input;
  return {
    transactionReference: input.transactionReference,
    ...(input.channel === 'MOTO' ? { channel: 'moto' as const } : {}),
    merchant: {
      entity: merchant.entity,
      ...field('mcc', merchant.mcc),
      ...(merchant.paymentFacilitator
        ? { paymentFacilitator: paymentFacilitator(merchant.paymentFacilitator) }
        : {}),
    },
    instruction: {
      value: { amount: input.value.amount, currency: input.value.currency },
      narrative: { line1: input.narrative.line1, ...field('line2', input.narrative.line2) },
      ...field('debtRepayment', input.debtRepayment),
      paymentInstrument: {
        type: 'card/plain',
        cardHolderName: card.cardHolderName,
        cardExpiryDate: card.cardExpiryDate,
        cardNumber: card.cardNumber,
        ...(card.billingAddress ? { billingAddress: billingAddress(card.billingAddress) } : {}),
        ...field('cvc', card.cvc),
        ...field('href', card.href),
        ...field('tokenHref', card.tokenHref),
        ...field('cvcHref', card.cvcHref),
      },
    },
    ...(input.customer ? { customer: customer(input.customer) } : {}),
  };
}

/** Where each field of the sale request came from in `createCardOnFileSale`'s input (same names below each). */
export const saleInputPaths: InputPathRules = [
  ['transactionReference', 'input.transactionReference'],
  ['channel', 'input.channel'],
  ['merchant', 'input.merchant'],
  ['instruction.value', 'input.value'],
  ['instruction.narrative', 'input.narrative'],
  ['instruction.debtRepayment', 'input.debtRepayment'],
  ['instruction.paymentInstrument', 'input.paymentInstrument'],
  ['customer', 'input.customer'],
];

/**
 * What the sale's idempotency fingerprint covers: the request without the CVC. A card security code must not be
 * kept after authorisation in any form, hashed or not; a retry that differs only in its CVC replays.
 */
export function saleFingerprintInput(request: SaleRequest): unknown {
  const { cvc: _cvc, ...instrument } = request.instruction.paymentInstrument;
  return { ...request, instruction: { ...request.instruction, paymentInstrument: instrument } };
}
