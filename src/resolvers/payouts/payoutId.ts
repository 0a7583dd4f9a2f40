import { badUserInput } from '../../errors/index.ts';
import { fromGlobalId } from '../../identity/globalId.ts';
import { isPayoutLocation } from './location.ts';

const notAPayoutId = 'is not a payout id issued by this API';

/** The payout resource location inside a caller's global id; BAD_USER_INPUT on `field` when it holds none. */
export function payoutLocationOf(id: string, field = 'id'): string {
  const decoded = fromGlobalId(id);
  if (decoded?.type !== 'Payout' || !isPayoutLocation(decoded.key)) {
    throw badUserInput([{ path: field, rule: 'INVALID_ID', message: notAPayoutId }]);
  }
  return decoded.key;
}
