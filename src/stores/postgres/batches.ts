import DataLoader from 'dataloader';

/**
 * One statement for what concurrent requests ask of the database in the same turn of the event loop: several
 * payouts' claims (or answers) go as one statement, so one round trip, one transaction and one commit flush, instead
 * of one each. A statement costs the gateway about as much CPU as the rest of a payout's store work (a write and a
 * read on its connection, a turn of the pool, a result to parse); under load, each turn of the event loop starts
 * several payouts, and they share it.
 *
 * DataLoader, without its cache (every write is its own), dispatched by `setImmediate`: after the I/O callbacks of
 * the current turn, so the requests read in that turn join the batch; a quiet gateway sends its single statement
 * without waiting for anything. Each item keeps its own outcome: its row in the statement's answer, in the order given.
 */
export type StatementBatches<I, O> = (item: I) => Promise<O>;

/** Options of {@link statementBatches}. */
export interface StatementBatchOptions<I> {
  /**
   * The rows an item writes. Two items writing the same row never share a statement (PostgreSQL's upsert cannot
   * change a row twice in one statement): the later one goes in the next statement, in order.
   */
  readonly rowsOf: (item: I) => readonly string[];
}

/**
 * Items as they are asked, run by `run` in statements of distinct rows. `run` answers one output per item, in
 * order; when it fails, every item of that statement fails with its error.
 */
export function statementBatches<I, O>(
  run: (items: readonly I[]) => Promise<readonly O[]>,
  options: StatementBatchOptions<I>,
): StatementBatches<I, O> {
  const loader = new DataLoader<I, O, I>(
    async (items) => {
      const outputs: O[] = new Array(items.length);
      for (const round of distinctRounds(items, options.rowsOf)) {
        const answered = await run(round.map((i) => items[i] as I));
        round.forEach((i, at) => {
          outputs[i] = answered[at] as O;
        });
      }
      return outputs;
    },
    { cache: false, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );
  return (item) => loader.load(item);
}

/**
 * Item indexes in rounds where no two items write the same row; each item in the first round it fits.
 * @internal Exported for its unit test: the rounds' arithmetic, without a database.
 */
export function distinctRounds<I>(items: readonly I[], rowsOf: (item: I) => readonly string[]): number[][] {
  const rounds: { indexes: number[]; rows: Set<string> }[] = [];
  items.forEach((item, index) => {
    const rows = rowsOf(item);
    // After the last round holding one of its rows, so that writes of one row keep their order.
    let last = -1;
    rounds.forEach((round, r) => {
      if (rows.some((row) => round.rows.has(row))) last = r;
    });
    let round = rounds[last + 1];
    if (!round) {
      round = { indexes: [], rows: new Set() };
      rounds.push(round);
    }
    round.indexes.push(index);
    for (const row of rows) round.rows.add(row);
  });
  return rounds.map((round) => round.indexes);
}
