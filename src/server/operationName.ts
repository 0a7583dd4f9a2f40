import { containsCardNumber } from '../contract/index.ts';

const namePattern = /^[A-Za-z0-9_]{1,64}$/;

/**
 * The operation name when it is a plain identifier of up to 64 characters that spells no card number, else
 * undefined. Operation names are chosen by callers, and metrics and traces leave the process like logs do.
 */
export function plainOperationName(operationName: string | null | undefined): string | undefined {
  if (operationName === null || operationName === undefined) return undefined;
  // A name can spell a card number (`Pay_4444_3333_2222_1111`).
  return namePattern.test(operationName) && !containsCardNumber(operationName) ? operationName : undefined;
}
