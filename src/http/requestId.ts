import { randomUUID } from 'node:crypto';
import { containsCardNumber } from '../contract/index.ts';

/** Up to 64 characters a log search and a header can carry as they are. */
const idShape = /^[A-Za-z0-9._-]{1,64}$/;
/** Six digits are already a card's BIN; an id has no business carrying more in a row. */
const longDigitRun = /\d{6}/;
/** Most request ids are UUIDs, whose hex often has six digits in a row: their shape alone vouches for them. */
const uuidShape = /^(?=.*[a-fA-F])[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}$/;

/**
 * The request id of a request: the caller's own `x-request-id` when it looks like an id, so its logs and ours can
 * be joined; otherwise a fresh UUID. Our id is written on every log line and echoed in the answer, so a value
 * that could be (or hide) card data or anything else is never kept: it must be short, of safe characters, and
 * hold no run of six or more digits nor anything the card-number rule matches (`4444-3333-2222-1111`). A UUID
 * (with at least one hex letter) is accepted as it is.
 */
export function requestIdOf(given: string | readonly string[] | undefined): string {
  if (typeof given !== 'string') return randomUUID();
  const acceptable =
    uuidShape.test(given) || (idShape.test(given) && !longDigitRun.test(given) && !containsCardNumber(given));
  return acceptable ? given : randomUUID();
}
