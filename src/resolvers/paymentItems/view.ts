import type { PaymentItem } from '../../datasources/paymentItems/models.ts';
import type { PaymentState } from '../../generated/resolvers.ts';
import type { Connection, Edge } from '../../pagination/index.ts';
import { enumValue } from '../common/providerValues.ts';

/** What the `PaymentItem` resolvers receive: the provider's item as read. */
export type PaymentItemModel = PaymentItem;
export type PaymentItemConnectionModel = Connection<PaymentItem>;
export type PaymentItemEdgeModel = Edge<PaymentItem>;

const paymentStates: Readonly<Record<string, PaymentState>> = { EXECUTED: 'EXECUTED' };

/** The provider's payment state as our enum (`OTHER` beyond the documented `EXECUTED`); null when absent. */
export function paymentStateOf(raw: string | undefined): PaymentState | null {
  return raw === undefined ? null : enumValue(raw, paymentStates, 'OTHER');
}
