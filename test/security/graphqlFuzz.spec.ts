import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/identity/globalId.ts';
import { dayBeforeAnchor, statementRange } from '../support/accounts.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { payoutInput, reference, testEntity } from '../support/payouts.ts';
import { answerChallenge, cardInput } from '../support/threeDs.ts';
import { type Answer, problemsOf } from './graphqlFuzzAnswers.ts';
import {
  anyId,
  cardValue,
  cursorNear,
  edited,
  editsOf,
  intLike,
  isRecord,
  jsonish,
  sentStrings,
  stringify,
} from './graphqlFuzzArbitraries.ts';
import { type Known, mutations, type Operation, queries } from './graphqlFuzzOperations.ts';

/**
 * Issue 3, "bad input never breaks the gateway": whatever variables arrive, every answer is a 200 or a 400 with a
 * GraphQL body; every error carries a code and a message, `BAD_USER_INPUT` names each field and its rule, nothing
 * is an internal error or a stack trace, and no card-like number or other value that was sent comes back.
 */

/** `FUZZ_SCALE=20 npx vitest run test/security/graphqlFuzz.spec.ts` runs twenty times the cases, for a deeper hunt. */
const runs = (n: number) => n * Number(process.env.FUZZ_SCALE ?? 1);

let known: Known;

async function post(document: string, variablesText: string): Promise<Answer> {
  const res = await fetch(gw.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: `{"query":${JSON.stringify(document)},"variables":${variablesText}}`,
  });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** Sends `variables` with the operation and expects nothing wrong with the answer. */
async function holds(operation: Operation, variables: unknown) {
  const text = stringify(variables);
  const answer = await post(operation.document, text);
  const problems = problemsOf({ text, strings: sentStrings(variables) }, answer);
  expect(problems, `${operation.name} with ${text.slice(0, 1500)}`).toEqual([]);
}

/** A fresh reference where the template's is still in place, so that edits reach the provider, not a replay. */
function freshReference(variables: unknown, template: Record<string, unknown>): unknown {
  const input = isRecord(variables) ? variables.input : undefined;
  const original = isRecord(template.input) ? template.input.transactionReference : undefined;
  if (isRecord(input) && original !== undefined && input.transactionReference === original) {
    input.transactionReference = reference('fuzz');
  }
  return variables;
}

/** `numRuns` cases of valid variables of one of `operations` with one to four edits. */
async function editedVariablesHold(operations: readonly Operation[], numRuns: number) {
  const cases = fc.constantFrom(...operations).chain((operation) => {
    const template = operation.variables();
    return editsOf(template).map((edits) => ({ operation, template, edits }));
  });
  await fc.assert(
    fc.asyncProperty(cases, async ({ operation, template, edits }) => {
      await holds(operation, freshReference(edited(template, edits), template));
    }),
    { numRuns },
  );
}

function named(operations: readonly Operation[], name: string): Operation {
  const operation = operations.find((o) => o.name === name);
  if (!operation) throw new Error(`no operation ${name}`);
  return operation;
}

/** Reads ids, cursors and a challenge from the running gateway: the valid values edits start from. */
async function readKnown(): Promise<Known> {
  const world = gw.sandbox.state.world;
  const item = world.allPaymentItems()[0];
  const account = world.accounts[0];
  if (!item || !account) throw new Error('the generated world is empty');
  const created = await gw.run<{ createPayout: { payout: { id: string } } }, unknown>(
    'mutation($input: CreatePayoutInput!) { createPayout(input: $input) { payout { id } } }',
    { input: payoutInput() },
  );
  const challengeTransaction = 'fuzz-challenge';
  const challenged = await gw.run<
    { authenticate3ds: { challenge: { reference: string; url: string; jwt: string } } },
    unknown
  >(
    'mutation($input: Authenticate3dsInput!) { authenticate3ds(input: $input) { challenge { reference url jwt } } }',
    { input: cardInput('3ds2-challenge-identified', { transactionReference: challengeTransaction }) },
  );
  const challenge = challenged.data?.authenticate3ds.challenge;
  if (challenge) await answerChallenge(challenge, 'pass');
  const itemsFilter = {
    entity: item.entity,
    startDate: dayBeforeAnchor(world, 25),
    endDate: dayBeforeAnchor(world, 1),
  };
  const itemsPage = await gw.run<{ paymentItems: { pageInfo: { endCursor: string | null } } }, unknown>(
    'query($filter: PaymentItemFilter!) { paymentItems(filter: $filter, first: 2) { pageInfo { endCursor } } }',
    { filter: itemsFilter },
  );
  const range = statementRange(world, 1, 10);
  const statementPage = await gw.run<
    { account: { statement: { pageInfo: { endCursor: string | null } } } },
    unknown
  >(
    'query($n: String!, $from: DateTime!, $to: DateTime!) { account(accountNumber: $n) { statement(from: $from, to: $to, first: 2) { pageInfo { endCursor } } } }',
    { n: account.accountNumber, ...range },
  );
  const payoutId = created.data?.createPayout.payout.id;
  const itemsCursor = itemsPage.data?.paymentItems.pageInfo.endCursor;
  const statementCursor = statementPage.data?.account.statement.pageInfo.endCursor;
  if (!payoutId || !challenge || !itemsCursor || !statementCursor)
    throw new Error('could not read the known values');
  return {
    payoutId,
    challengeTransaction,
    challengeReference: challenge.reference,
    itemsFilter,
    itemsCursor,
    range,
    statementCursor,
    accountNumber: account.accountNumber,
    accountEntity: account.entity,
    ubr: item.ubr,
    paymentId: item.paymentId,
    accountId: toGlobalId('Account', account.accountNumber),
    itemId: toGlobalId('PaymentItem', item.paymentId),
  };
}

const gw = setUpTestGateway();
beforeAll(async () => {
  known = await readKnown();
});

describe('gateway robustness against bad input', () => {
  it('answers the valid variables of every operation without errors (the fuzzed inputs start from them)', async () => {
    for (const operation of [...mutations(known), ...queries(known)]) {
      const answer = await post(operation.document, stringify(operation.variables()));
      const body = JSON.parse(answer.text) as { errors?: unknown[] };
      expect({ name: operation.name, status: answer.status, errors: body.errors ?? [] }).toEqual({
        name: operation.name,
        status: 200,
        errors: [],
      });
    }
  });

  it('answers mutations with one to four input fields replaced, removed or added with a clear error or a result', async () => {
    await editedVariablesHold(mutations(known), runs(600));
  });

  it('answers queries with one to four arguments, filters, cursors or ids changed with a clear error or data', async () => {
    await editedVariablesHold(queries(known), runs(500));
  });

  it('answers any variables at all, object or not, with a clear error or a result', async () => {
    const names = fc.constantFrom('input', 'filter', 'id', 'ids', 'n', 'from', 'to', 'first', 'after', 'ubr');
    const variables = fc.oneof(
      { weight: 4, arbitrary: fc.dictionary(names, jsonish) },
      { weight: 1, arbitrary: jsonish },
    );
    const operation = fc.constantFrom(...mutations(known), ...queries(known));
    await fc.assert(fc.asyncProperty(operation, variables, holds), { numRuns: runs(200) });
  });

  it('answers any value in a card number or CVC field without repeating it', async () => {
    const withCards = [...mutations(known), ...queries(known)].flatMap((operation) =>
      (operation.cardPaths ?? []).map((path) => ({ operation, path })),
    );
    const cases = fc.record({ at: fc.constantFrom(...withCards), value: cardValue });
    await fc.assert(
      fc.asyncProperty(cases, async ({ at: { operation, path }, value }) => {
        const template = operation.variables();
        await holds(operation, edited(template, [{ kind: 'replace', path, value }]));
      }),
      { numRuns: runs(150) },
    );
  });

  it('answers statement and payment item pages with any sizes and any cursors near real ones', async () => {
    const paged = queries(known).filter(
      (q) => q.name.startsWith('paymentItems') || q.name.startsWith('account statement'),
    );
    const cursors = fc.oneof(cursorNear(known.itemsCursor), cursorNear(known.statementCursor));
    const paging = fc.record(
      { first: intLike, after: cursors, last: intLike, before: cursors },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paged), paging, async (operation, args) => {
        const { first: _f, after: _a, last: _l, before: _b, ...rest } = operation.variables();
        await holds(operation, { ...rest, ...args });
      }),
      { numRuns: runs(200) },
    );
  });

  it('answers node, nodes and payout with any id, forged or not, with a clear error or data', async () => {
    const nodes = named(queries(known), 'node and nodes');
    const payout = named(queries(known), 'payout and payoutByReference');
    await fc.assert(
      fc.asyncProperty(anyId, fc.array(anyId, { maxLength: 5 }), async (one, many) => {
        await holds(nodes, { id: one, ids: many });
        await holds(payout, { id: one, ref: 'fuzz-unknown', entity: testEntity });
      }),
      { numRuns: runs(150) },
    );
  });
});
