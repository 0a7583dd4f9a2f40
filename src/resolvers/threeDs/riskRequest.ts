import type { RiskData } from '../../datasources/threeDs/requestModels.ts';
import type { RiskDataInputValue } from './riskInput.ts';
import { accountTypeWire, shippingMethodWire, shippingTimeFrameWire } from './wire.ts';

/** `undefined` for null, so that the field is left out of the JSON body. */
export const opt = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** `riskData` in the provider's shape: enum names as its strings, dates as YYYY-MM-DD, amounts in minor units. */
export function toRiskData(risk: RiskDataInputValue): RiskData {
  const { account, transaction, shipping } = risk;
  return {
    account: account
      ? {
          previousSuspiciousActivity: opt(account.previousSuspiciousActivity),
          type: account.type ? accountTypeWire[account.type] : undefined,
          email: opt(account.email),
          history: account.history
            ? {
                createdAt: opt(account.history.createdAt),
                modifiedAt: opt(account.history.modifiedAt),
                passwordModifiedAt: opt(account.history.passwordModifiedAt),
                paymentAccountEnrolledAt: opt(account.history.paymentAccountEnrolledAt),
              }
            : undefined,
        }
      : undefined,
    transaction: transaction ? toRiskTransaction(transaction) : undefined,
    shipping: shipping
      ? {
          nameMatchesAccountName: opt(shipping.nameMatchesAccountName),
          method: shipping.method ? shippingMethodWire[shipping.method] : undefined,
          timeFrame: shipping.timeFrame ? shippingTimeFrameWire[shipping.timeFrame] : undefined,
          email: opt(shipping.email),
          address: shipping.address
            ? {
                address1: shipping.address.address1,
                address2: opt(shipping.address.address2),
                address3: opt(shipping.address.address3),
                postalCode: shipping.address.postalCode,
                city: shipping.address.city,
                stateCode: opt(shipping.address.stateCode),
                countryCode: shipping.address.countryCode,
                phoneNumber: opt(shipping.address.phoneNumber),
              }
            : undefined,
        }
      : undefined,
  };
}

type RiskTransaction = NonNullable<RiskDataInputValue['transaction']>;

function toRiskTransaction(transaction: RiskTransaction): NonNullable<RiskData['transaction']> {
  const { history, giftCardsPurchase: gifts } = transaction;
  return {
    reorder: opt(transaction.reorder),
    preOrderDate: opt(transaction.preOrderDate),
    firstName: opt(transaction.firstName),
    lastName: opt(transaction.lastName),
    phoneNumber: opt(transaction.phoneNumber),
    history: history
      ? {
          attemptsLastDay: opt(history.attemptsLastDay),
          attemptsLastYear: opt(history.attemptsLastYear),
          completedLastSixMonths: opt(history.completedLastSixMonths),
          addCardsLastDay: opt(history.addCardsLastDay),
          shippingAddressFirstUsedAt: opt(history.shippingAddressFirstUsedAt),
        }
      : undefined,
    giftCardsPurchase: gifts
      ? {
          totalValue: gifts.totalValue
            ? { amount: opt(gifts.totalValue.amount), currency: opt(gifts.totalValue.currency) }
            : undefined,
          quantity: opt(gifts.quantity),
        }
      : undefined,
  };
}
