import { paths } from '../../contract/index.ts';
import type { UpstreamClient, UpstreamResponse } from '../upstream/client.ts';
import { UpstreamError } from '../upstream/errors.ts';
import { readModel } from '../upstream/validate.ts';
import {
  type Payout,
  type PayoutMethod,
  type PayoutRequest,
  type PayoutUpdate,
  payoutBodySchema,
  payoutLinks,
} from './models.ts';

const createPaths: Record<PayoutMethod, string> = {
  basicDisbursement: paths.payoutsBasicDisbursement,
  fastAccess: paths.payoutsFastAccess,
};

/**
 * Payouts to cards (spec area B), in the payouts media type of the configured version. After the create, the
 * provider's links are followed, never rebuilt: a payout's location is only obtainable from its responses.
 */
export class PayoutsApi {
  constructor(private readonly client: UpstreamClient) {}

  /**
   * Creates a payout. Sent once: on a lost answer the error is `outcomeUnknown`, and the caller recovers the
   * payout with {@link findByReference}.
   */
  async create(method: PayoutMethod, request: PayoutRequest): Promise<Payout> {
    const res = await this.client.post(createPaths[method], request, this.postOptions());
    return this.withLocation(res, 'payout creation');
  }

  /** The payout resource, from its `payouts:payout` href (or a location from {@link resourceLocation}). */
  async get(href: string): Promise<Payout> {
    const res = await this.client.getUrl(href, { accept: this.client.media.payouts.accept });
    const payout = payoutLinks(readModel(res, payoutBodySchema, 'payout'));
    // The polled response may leave out the self link; the resource is the one we asked for.
    return { ...payout, links: { payout: payout.links.payout ?? href, update: payout.links.update } };
  }

  /**
   * The updated outcome behind a `payouts:update` href, or null when the provider has none yet. The spec says only
   * that "when no update exists an error is returned" ("an error whose code is not shown"), so any refusal of the
   * link itself (a 4xx: 404, 400, 409, 410, 422…) reads as "no update" and the payout's own outcome stands. What is
   * not about the link stays an error: the provider refusing the gateway (401, 403, 429) and its failures (5xx).
   */
  async getUpdate(href: string): Promise<PayoutUpdate | null> {
    const res = await this.client.getUrl(href, { accept: this.client.media.payouts.accept });
    try {
      return payoutLinks(readModel(res, payoutBodySchema, 'payout update'));
    } catch (err) {
      if (err instanceof UpstreamError && (err.kind === 'notFound' || err.kind === 'rejected')) return null;
      throw err;
    }
  }

  /** Recovers a payout (and its lost location) by the caller's transactionReference and the merchant entity. */
  async findByReference(transactionReference: string, entity: string): Promise<Payout> {
    const res = await this.client.get(paths.payoutsQuery, {
      query: { transactionReference, entity },
      accept: this.client.media.payouts.accept,
    });
    return this.withLocation(res, 'payout query');
  }

  /**
   * The origin-relative location of a payout href (no host), for the payout's global ID; {@link get} accepts it
   * back. A link to another origin is a contract violation.
   */
  resourceLocation(href: string): string {
    return this.client.locationOf(href);
  }

  private withLocation(res: UpstreamResponse, what: string): Payout {
    const payout = payoutLinks(readModel(res, payoutBodySchema, what));
    const location = payout.links.payout;
    if (location === undefined) {
      throw new UpstreamError(
        'contractViolation',
        `Upstream ${what} response does not match the contract: _links.payouts:payout.href: missing`,
        { status: res.status },
      );
    }
    return { ...payout, links: { payout: location, update: payout.links.update } };
  }

  private postOptions() {
    const { contentType, accept } = this.client.media.payouts;
    return { contentType, accept };
  }
}
