import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase } from '../../scripts/privatePostgres.ts';
import { type CreateCardOnFileSaleInput, SalesCreateDocument } from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { saleInput, ukVisa } from '../support/payouts.ts';
import { createSale, instrument, salePost as post, takeCalls } from '../support/sales.ts';

/**
 * A 3DS authenticationValue may be used in one authorization only (the spec warns that reuse brings issuer
 * declines and fees): a second sale carrying it is refused before the provider. The money records are in a
 * database of this file's own, so the test can read everything it holds.
 */

let databaseUrl: string;
beforeAll(async () => {
  databaseUrl = await createEmptyDatabase(inject('postgresUrl'));
});
const gw = setUpTestGateway({
  env: () => ({
    DATABASE_URL: databaseUrl,
    IDEMPOTENCY_FINGERPRINT_KEY: 'auth-value-test-fingerprint-key-0123456789',
  }),
});

let counter = 0;
/** A sale authenticated with `value` (unique per test unless given). */
function authenticated(
  value: string,
  over: Partial<CreateCardOnFileSaleInput> = {},
): CreateCardOnFileSaleInput {
  return saleInput({
    customer: { authentication: { eci: '05', type: '3DS', authenticationValue: value, version: '2.2.0' } },
    ...over,
  });
}
/** A value unique per call: base64 of distinct bytes, since values are compared by the bytes they encode. */
const uniqueValue = () => {
  counter += 1;
  return Buffer.from(`auth-${process.pid}-${counter}`).toString('base64');
};
const calls = () => takeCalls(gw);

describe('createCardOnFileSale with a single-use authenticationValue', () => {
  it('refuses a second sale carrying the same authenticationValue before the provider, naming the field', async () => {
    const value = uniqueValue();
    expect((await createSale(gw, authenticated(value))).replayed).toBe(false);
    expect(await calls()).toEqual([post]);

    const second = await gw.run(SalesCreateDocument, { input: authenticated(value) });
    expect(second).toEqual({
      status: 200,
      data: null,
      errors: [
        {
          message:
            'This authenticationValue was already used by another sale; it may be used once. Authenticate the ' +
            'customer again. The sale was not sent.',
          locations: [{ line: 3, column: 3 }],
          path: ['createCardOnFileSale'],
          extensions: {
            code: 'AUTHENTICATION_VALUE_REUSED',
            fieldErrors: [
              {
                path: 'input.customer.authentication.authenticationValue',
                rule: 'ALREADY_USED',
                message: 'was already used by another sale',
              },
            ],
          },
        },
      ],
    });
    expect(await calls()).toEqual([]);
  });

  it.each([
    ['without its padding', (v: string) => v.replace(/=+$/, '')],
    ['with blanks around it', (v: string) => `  ${v}\t`],
    ['in the URL-safe alphabet', (v: string) => v.replaceAll('+', '-').replaceAll('/', '_')],
  ])('refuses the same authenticationValue spelled %s, before the provider', async (_name, respell) => {
    // A CAVV's 20 bytes, unique per run, with bytes that encode to + and / and a padding character.
    const bytes = Buffer.alloc(20, 0xfb);
    bytes.writeUInt32BE(process.pid, 0);
    bytes.writeDoubleBE(Date.now() + counter++, 4);
    const value = bytes.toString('base64');
    expect(value).toMatch(/[+/].*=$/);
    expect((await createSale(gw, authenticated(value))).replayed).toBe(false);
    expect(await calls()).toEqual([post]);

    const second = await gw.run(SalesCreateDocument, { input: authenticated(respell(value)) });
    expect(second.data).toBeNull();
    expect(second.errors?.map((e) => e.extensions)).toEqual([
      {
        code: 'AUTHENTICATION_VALUE_REUSED',
        fieldErrors: [
          {
            path: 'input.customer.authentication.authenticationValue',
            rule: 'ALREADY_USED',
            message: 'was already used by another sale',
          },
        ],
      },
    ]);
    expect(await calls()).toEqual([]);
  });

  it('still replays the very same sale retried with its reference and value', async () => {
    const input = authenticated(uniqueValue());
    const first = await createSale(gw, input);
    expect(await createSale(gw, input)).toEqual({ ...first, replayed: true });
    expect(await calls()).toEqual([post]);
  });

  it('releases the value when the provider refuses the sale (4xx), so a corrected sale may use it', async () => {
    const value = uniqueValue();
    const refused = authenticated(value, instrument({ cardNumber: '9999999999999995' }));
    const rejected = await gw.run(SalesCreateDocument, { input: refused });
    expect(rejected.errors?.map((e) => e.extensions?.code)).toEqual(['UPSTREAM_REJECTED']);
    const corrected = authenticated(value, instrument({ cardNumber: ukVisa }));
    expect((await createSale(gw, corrected)).replayed).toBe(false);
    expect(await calls()).toEqual([post, post]);
  });

  it('keeps the value only as a keyed hash: no row of the money records contains it', async () => {
    const value = uniqueValue();
    await createSale(gw, authenticated(value));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const rows = await Promise.all(
      ['single_use_values', 'idempotency_records', 'payout_ownership'].map(async (table) => {
        const { rows } = await client.query<{ raw: string }>(
          `SELECT row_to_json(t)::text AS raw FROM ${table} t`,
        );
        return rows.map((row) => row.raw);
      }),
    );
    await client.end();
    expect(rows[0]?.length).toBeGreaterThan(0);
    expect(rows.flat().filter((text) => text.includes(value))).toEqual([]);
  });
});
