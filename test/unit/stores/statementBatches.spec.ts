import { describe, expect, it } from 'vitest';
import { distinctRounds, statementBatches } from '../../../src/stores/postgres/batches.ts';

describe('statement batches', () => {
  it('puts items writing distinct rows in one round, in their order', () => {
    expect(distinctRounds(['a', 'b', 'c'], (item) => [item])).toEqual([[0, 1, 2]]);
  });

  it('moves a second write of one row to a later round, after every round holding it', () => {
    const items = [['a'], ['b'], ['a'], ['c'], ['a', 'c'], ['d']];
    expect(distinctRounds(items, (rows) => rows)).toEqual([[0, 1, 3, 5], [2], [4]]);
  });

  it('sends the items asked in one turn as one statement and answers each its own output', async () => {
    const statements: string[][] = [];
    const batches = statementBatches(
      async (items: readonly string[]) => {
        statements.push([...items]);
        return items.map((item) => item.toUpperCase());
      },
      { rowsOf: (item) => [item] },
    );
    const answers = await Promise.all([batches('a'), batches('b'), batches('a')]);
    expect(answers).toEqual(['A', 'B', 'A']);
    expect(statements).toEqual([['a', 'b'], ['a']]);
  });

  it('fails every item of a statement that failed', async () => {
    const batches = statementBatches(
      async (): Promise<string[]> => {
        throw new Error('connection lost');
      },
      { rowsOf: (item: string) => [item] },
    );
    const outcomes = await Promise.allSettled([batches('a'), batches('b')]);
    expect(outcomes.map((o) => (o.status === 'rejected' ? (o.reason as Error).message : 'ok'))).toEqual([
      'connection lost',
      'connection lost',
    ]);
  });
});
