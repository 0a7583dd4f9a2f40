import { type MediaTypes, mediaTypes } from '../../src/contract/index.ts';
import type { RunningSandbox } from '../../src/sandbox/server.ts';

const dayMs = 86_400_000;

/**
 * Real sandbox data every scenario asks about, so that each answer has content (no empty pages). Plain data: the
 * upstream process sends it to the benchmark over IPC.
 */
export interface Fixtures {
  readonly accountNumber: string;
  /** A second account of the same entity, for the fan-out scenario. */
  readonly otherAccountNumber: string;
  readonly entity: string;
  /** Statement range: 30 days ending a day before the world's anchor (in the past, within the 31-day limit). */
  readonly statementFrom: string;
  readonly statementTo: string;
  /** Payment item range: 30 calendar days ending yesterday (both before today, within the 30-day limit). */
  readonly itemsStartDate: string;
  readonly itemsEndDate: string;
  readonly media: MediaTypes;
  /** Basic credentials the upstream accepts. */
  readonly username: string;
  readonly password: string;
}

/** Takes the first entity with two accounts in the sandbox's generated world and derives ranges from its anchor. */
export function fixturesOf(sandbox: RunningSandbox): Fixtures {
  const { world } = sandbox.state;
  const account = world.accounts[0];
  if (!account) throw new Error('the sandbox world has no accounts');
  const other = world.accounts.find(
    (a) => a.entity === account.entity && a.accountNumber !== account.accountNumber,
  );
  if (!other) throw new Error(`entity ${account.entity} has only one account`);
  const anchor = world.anchor.getTime();
  const statementTo = anchor - dayMs;
  const itemsEnd = anchor - dayMs;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    accountNumber: account.accountNumber,
    otherAccountNumber: other.accountNumber,
    entity: account.entity,
    statementFrom: new Date(statementTo - 30 * dayMs).toISOString(),
    statementTo: new Date(statementTo).toISOString(),
    itemsStartDate: day(itemsEnd - 30 * dayMs),
    itemsEndDate: day(itemsEnd),
    media: mediaTypes(sandbox.config.mediaVendor),
    username: sandbox.config.username,
    password: sandbox.config.password,
  };
}
