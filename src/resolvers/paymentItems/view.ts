import { type PaymentItem, paymentStates } from '../../datasources/paymentItems/models.ts';
import type { PaymentState } from '../../generated/resolvers.ts';
import type { Edge, StitchedConnection } from '../../pagination/index.ts';
import { enumReader } from '../common/enumNames.ts';
import { lenientEnumKey } from '../common/providerValues.ts';

/** What the `PaymentItem` resolvers receive: the provider's item as read. */
export type PaymentItemModel = PaymentItem;
/** A page of a search; `totalCount` is read only when selected (a search by filters may need every window). */
export type PaymentItemConnectionModel = StitchedConnection<PaymentItem>;
export type PaymentItemEdgeModel = Edge<PaymentItem>;

const paymentState = enumReader(paymentStates, lenientEnumKey);

/** The provider's payment state as our enum (`OTHER` beyond the states it knows); null when absent. */
export function paymentStateOf(raw: string | undefined): PaymentState | null {
  return raw === undefined ? null : (paymentState(raw) ?? 'OTHER');
}
