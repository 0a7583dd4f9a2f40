import type { FormattedExecutionResult } from 'graphql';
import { errorCodes } from '../../errors/index.ts';

/**
 * The most an operation refused before the network costs, whatever its document's cost: a card form that sends a
 * half-typed number is told so for one point, not for everything its document could have asked for.
 */
export const refusalCost = 1;

/**
 * Whether an answer is a refusal before the network: nothing answered (no data, or every root field null) and
 * every error is `BAD_USER_INPUT`, each root field's own. The catalogue's promise behind it: an input refused as
 * bad reached no provider and no store, so the work done was reading the document and its input. A root field that
 * answered, or failed any other way (after a provider call, a store read), keeps the whole cost: a refused field
 * beside an expensive one saves nothing.
 */
export function refusedBeforeNetwork(result: FormattedExecutionResult): boolean {
  const { errors, data } = result;
  if (!errors || errors.length === 0) return false;
  if (!errors.every((error) => error.extensions?.code === errorCodes.BAD_USER_INPUT)) return false;
  if (data === undefined || data === null) return true;
  const refusedFields = new Set(
    errors.map((error) => (error.path?.length === 1 ? error.path[0] : undefined)),
  );
  return Object.entries(data).every(([field, value]) => value === null && refusedFields.has(field));
}
