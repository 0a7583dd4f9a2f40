import { paths } from '../../contract/index.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { readModel } from '../upstream/validate.ts';
import { type Sale, type SaleRequest, saleBodySchema, toSale } from './models.ts';

/** Customer-initiated card-on-file sale (spec area G, payments v5 media types). */
export class SalesApi {
  constructor(private readonly client: UpstreamClient) {}

  /** Runs the sale. Moves money: sent once, never retried (a lost answer is `outcomeUnknown`). */
  async create(request: SaleRequest): Promise<Sale> {
    const res = await this.client.post(paths.cardOnFileSale, request, {
      contentType: this.client.media.sales.contentType,
      accept: this.client.media.sales.accept,
    });
    return toSale(readModel(res, saleBodySchema, 'sale'));
  }
}
