import { type MediaTypes, mediaTypes } from '../src/contract/index.ts';
import type { RunningSandbox } from '../src/sandbox/server.ts';

const dayMs = 86_400_000;

/** Real sandbox data every scenario asks about, so that each answer has content (no empty pages). */
export interface Fixtures {
  readonly accountNumber: string;
  readonly entity: string;
  /** Statement range: 30 days ending a day before the world's anchor (in the past, within the 31-day limit). */
  readonly statementFrom: string;
  readonly statementTo: string;
  /** Payment item range: 30 calendar days ending yesterday (both before today, within the 30-day limit). */
  readonly itemsStartDate: string;
  readonly itemsEndDate: string;
  readonly media: MediaTypes;
}

/** Takes the first account of the embedded sandbox's generated world and derives ranges from its anchor. */
export function fixturesOf(sandbox: RunningSandbox): Fixtures {
  const { world } = sandbox.state;
  const account = world.accounts[0];
  if (!account) throw new Error('the sandbox world has no accounts');
  const anchor = world.anchor.getTime();
  const statementTo = anchor - dayMs;
  const itemsEnd = anchor - dayMs;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    accountNumber: account.accountNumber,
    entity: account.entity,
    statementFrom: new Date(statementTo - 30 * dayMs).toISOString(),
    statementTo: new Date(statementTo).toISOString(),
    itemsStartDate: day(itemsEnd - 30 * dayMs),
    itemsEndDate: day(itemsEnd),
    media: mediaTypes(sandbox.config.mediaVendor),
  };
}
