import { describe, expect, it } from 'vitest';
import { AccountsStatementNodesDocument, PaymentItemsSearchNodesDocument } from '../generated/graphql.ts';
import { dayBeforeAnchor, statementRange } from '../support/accounts.ts';
import { setUpTestGateway } from '../support/gateway.ts';

/** What a frontend found missing in use: entry ids, `nodes`, the amounts' sign, a Decimal display recipe. */
describe('schema polish', () => {
  const gw = setUpTestGateway();

  const world = () => gw.sandbox.state.world;
  // Amounts and balances of one statement share their currency's scale: their digits compare as integers.
  const units = (amount: string) => BigInt(amount.replace('.', ''));
  const statementPage = async (accountNumber: string, first: number, after?: string) => {
    const range = statementRange(world(), 1, 10);
    const result = await gw.run(AccountsStatementNodesDocument, { accountNumber, ...range, first, after });
    expect(result.errors).toBeUndefined();
    const statement = result.data?.account?.statement;
    if (!statement) throw new Error('no statement');
    return statement;
  };

  it('gives statement entries a stable id, the same on every page, and nodes in the order of edges', async () => {
    const accountNumber = world().accounts[0]?.accountNumber ?? '';
    const wide = await statementPage(accountNumber, 4);
    const first = await statementPage(accountNumber, 2);
    const next = await statementPage(accountNumber, 2, first.pageInfo.endCursor ?? undefined);
    const ids = wide.nodes.map((node) => node.id);
    expect(wide.edges.map((edge) => edge.node)).toEqual(
      wide.nodes.map(({ id, statementItemId }) => ({ id, statementItemId })),
    );
    expect([...first.nodes, ...next.nodes].map((node) => node.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(4);
    const [entry] = wide.nodes;
    expect(entry?.id).toBe(
      Buffer.from(`StatementItem:${accountNumber}:${entry?.statementItemId}`).toString('base64url'),
    );
  });

  it('reports amounts as sizes and the direction as fundingType: each balance follows from the previous one', async () => {
    const accountNumber = world().accounts[0]?.accountNumber ?? '';
    const { nodes } = await statementPage(accountNumber, 20);
    for (const [i, entry] of nodes.entries()) {
      expect(entry.amount.amount.startsWith('-')).toBe(false);
      const previous = nodes[i - 1];
      if (!previous) continue;
      const change = entry.fundingType === 'DEBIT' ? -units(entry.amount.amount) : units(entry.amount.amount);
      expect(units(previous.balance.amount) + change).toBe(units(entry.balance.amount));
    }
  });

  it('gives payment item connections nodes in the order of edges', async () => {
    const entity = world().entities[0]?.id ?? '';
    const filter = { entity, startDate: dayBeforeAnchor(world(), 31), endDate: dayBeforeAnchor(world(), 1) };
    const result = await gw.run(PaymentItemsSearchNodesDocument, { filter, first: 3 });
    expect(result.errors).toBeUndefined();
    const connection = result.data?.paymentItems;
    expect(connection?.nodes.length).toBe(3);
    expect(connection?.edges.map((edge) => edge.node)).toEqual(connection?.nodes);
  });

  it('states the sign convention of statement amounts and a Decimal display recipe in the schema', async () => {
    const result = await gw.run<
      { item: { description: string }; decimal: { description: string } },
      undefined
    >(
      '{ item: __type(name: "StatementItem") { description } decimal: __type(name: "Decimal") { description } }',
    );
    expect(result.data?.item.description).toMatch(/a `CREDIT` adds `amount`.*a `DEBIT` takes it away/);
    expect(result.data?.decimal.description).toContain(
      "new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(money.amount)",
    );
  });
});
