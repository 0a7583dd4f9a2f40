import { LosslessNumber } from 'lossless-json';
import { mediaTypes } from '../../../contract/index.ts';
import type { PaymentItem } from '../../data/world.ts';
import type { SandboxResponse } from '../../http/types.ts';
import type { Page } from './paging.ts';

/** A payment item as JSON: amounts become JSON numbers with every digit. */
function paymentItemToWire(item: PaymentItem): Record<string, unknown> {
  return {
    ...item,
    sourceAmount: new LosslessNumber(item.sourceAmount),
    targetAmount: new LosslessNumber(item.targetAmount),
  };
}

/** The search envelope of spec area C, served with the account-payouts v2 media type. */
export function searchResponse(page: Page<PaymentItem>, vendor: string): SandboxResponse {
  return {
    status: 200,
    headers: { 'content-type': mediaTypes(vendor).accountPayouts },
    body: {
      items: page.items.map(paymentItemToWire),
      pagination: {
        pageNumber: page.pageNumber,
        pageSize: page.pageSize,
        pageCount: page.pageCount,
        totalNumberOfRecords: page.totalNumberOfRecords,
      },
    },
  };
}
