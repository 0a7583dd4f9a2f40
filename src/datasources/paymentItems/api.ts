import { paths } from '../../contract/index.ts';
import type { QueryValue, UpstreamClient } from '../upstream/client.ts';
import { readModel } from '../upstream/validate.ts';
import {
  type PageRequest,
  type PaymentItemFilter,
  type PaymentItemPage,
  paymentItemByIdSchema,
  paymentItemPageSchema,
  plainPaymentItemPage,
} from './models.ts';

/** Payment item search (spec area C): by filters, by UBR, by payment id; always with provider paging. */
export class PaymentItemsApi {
  constructor(private readonly client: UpstreamClient) {}

  /** Payouts matching the filters (entity and a date range of at most 30 days are required). */
  search(filter: PaymentItemFilter, page: PageRequest): Promise<PaymentItemPage> {
    const query: Record<string, QueryValue> = { ...filter };
    return this.fetch(paths.paymentItemsByFilter, query, page);
  }

  /** Payouts sharing a unique bankout reference (a batch shares one). */
  byUbr(ubr: string, page: PageRequest): Promise<PaymentItemPage> {
    return this.fetch(paths.paymentItemsByUbrPrefix + encodeURIComponent(ubr), {}, page);
  }

  /** The payout with this payment id (GUID); the provider answers 404 `SPAN19` when there is none. */
  byPaymentId(paymentId: string, page: PageRequest): Promise<PaymentItemPage> {
    const path = paths.paymentItemsByIdPrefix + encodeURIComponent(paymentId);
    return this.fetch(path, {}, page, paymentItemByIdSchema);
  }

  private async fetch(
    path: string,
    query: Record<string, QueryValue>,
    page: PageRequest,
    schema: typeof paymentItemByIdSchema | typeof paymentItemPageSchema = paymentItemPageSchema,
  ): Promise<PaymentItemPage> {
    const res = await this.client.get(path, {
      query: { ...query, pageNumber: page.pageNumber, pageSize: page.pageSize },
      accept: this.client.media.paymentItems.accept,
    });
    // The lookup by id (one item, two shapes) is read by zod alone; pages of the searches without it when plain.
    const plain = schema === paymentItemPageSchema ? plainPaymentItemPage : undefined;
    return readModel(res, schema, 'payment item search', plain);
  }
}
