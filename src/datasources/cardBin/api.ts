import { paths } from '../../contract/index.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { readModel } from '../upstream/validate.ts';
import { type CardBin, type CardBinQuery, type CardBinRequest, cardBinSchema } from './models.ts';

/** Card BIN data (spec area F). A POST, so the card number travels in the body, never in a URL. */
export class CardBinApi {
  constructor(private readonly client: UpstreamClient) {}

  /** BIN attributes of a card number or of a token resource URL. */
  async lookup(query: CardBinQuery): Promise<CardBin> {
    const merchant = { entity: query.entity };
    const body: CardBinRequest =
      'cardNumber' in query ? { merchant, cardNumber: query.cardNumber } : { merchant, token: query.token };
    // Plain JSON; the required version header is the client's (per area).
    const { contentType, accept } = this.client.media.cardBin;
    const res = await this.client.post(paths.cardBinLookup, body, { contentType, accept });
    return readModel(res, cardBinSchema, 'card BIN');
  }
}
