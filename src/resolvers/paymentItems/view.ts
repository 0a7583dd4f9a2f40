import type { UpstreamError } from '../../datasources/index.ts';
import { type PaymentItem, paymentStates } from '../../datasources/paymentItems/models.ts';
import type { PaymentState } from '../../generated/resolvers.ts';
import { toGlobalId } from '../../identity/globalId.ts';
import type { Money } from '../../money/index.ts';
import type { Edge, StitchedConnection } from '../../pagination/index.ts';
import { enumReader } from '../common/enumNames.ts';
import { lenientEnumKey, nonEmpty, optionalMoney } from '../common/providerValues.ts';

/**
 * `PaymentItem` as the schema reads it: every field a property of a plain object, built once per item when its page
 * (or the lookup by id) is read, so graphql-js's default resolver reads each. An amount that breaks the provider's
 * contract is its field's value as an error, which graphql-js reports as that field's error.
 */
export interface PaymentItemModel {
  readonly id: string;
  readonly paymentId: string;
  readonly ubr: string | undefined;
  readonly entity: string | undefined;
  readonly transactionReference: string | undefined;
  readonly narrative: string | undefined;
  readonly paymentDatetime: string | undefined;
  readonly payeeName: string | undefined;
  readonly beneficiaryAccountNumber: string | undefined;
  readonly iban: string | null;
  readonly swiftBic: string | undefined;
  readonly bankName: string | undefined;
  readonly bankCode: string | undefined;
  readonly source: Money | UpstreamError | null;
  readonly target: Money | UpstreamError | null;
  readonly countryCode: string | null;
  readonly paymentState: PaymentState | null;
  readonly rawPaymentState: string | undefined;
  readonly payoutRequestId: string | undefined;
  readonly accountNumber: string | undefined;
  readonly bankReference: string | undefined;
  readonly channel: string | undefined;
}

/** A page of a search; `totalCount` is read only when selected (a search by filters may need every window). */
export type PaymentItemConnectionModel = StitchedConnection<PaymentItemModel>;
export type PaymentItemEdgeModel = Edge<PaymentItemModel>;

/**
 * One provider item as {@link PaymentItemModel}. The return type lists every property, so a field added to the
 * model fails to compile until it is set here.
 */
export function paymentItemOf(item: PaymentItem): {
  [K in keyof Required<PaymentItemModel>]: PaymentItemModel[K];
} {
  return {
    id: toGlobalId('PaymentItem', item.paymentId),
    paymentId: item.paymentId,
    ubr: item.ubr,
    entity: item.entity,
    transactionReference: item.transactionReference,
    narrative: item.narrative,
    paymentDatetime: item.paymentDatetime,
    payeeName: item.payeeName,
    beneficiaryAccountNumber: item.beneficiaryAccountNumber,
    iban: nonEmpty(item.iban),
    swiftBic: item.swiftBic,
    bankName: item.bankName,
    bankCode: item.bankCode,
    source: optionalMoney(item.sourceAmount, item.sourceCurrency),
    target: optionalMoney(item.targetAmount, item.targetCurrency),
    countryCode: nonEmpty(item.countryCode),
    paymentState: paymentStateOf(item.paymentState),
    rawPaymentState: item.paymentState,
    payoutRequestId: item.payoutRequestId,
    accountNumber: item.accountNumber,
    bankReference: item.bankReference,
    channel: item.channel,
  };
}

const paymentState = enumReader(paymentStates, lenientEnumKey);

/** The provider's payment state as our enum (`OTHER` beyond the states it knows); null when absent. */
export function paymentStateOf(raw: string | undefined): PaymentState | null {
  return raw === undefined ? null : (paymentState(raw) ?? 'OTHER');
}
