import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  balancesPageSchema,
  plainBalancesPage,
  plainStatementPage,
  statementPageSchema,
} from '../../../src/datasources/accounts/models.ts';
import { paymentItemPageSchema, plainPaymentItemPage } from '../../../src/datasources/paymentItems/models.ts';
import { notPlain } from '../../../src/datasources/upstream/plainReaders.ts';

/**
 * The plain page readers must accept exactly what the zod schemas accept, and read it to the same model: every
 * field of an item and of the envelope is set to each of these values in turn, and both readers are compared.
 * (`readModel` falls back to zod when the plain reader refuses, so zod's issues still name a breach.)
 */
const candidates: readonly unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  'EXECUTED',
  'payout reversal',
  0,
  42,
  -7,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '12',
  ' 12 ',
  '-3',
  '12.50',
  ' 12.5 ',
  '1234567890123456.78',
  '1.25E3',
  '0012.5',
  '9007199254740993',
  'abc',
  '12.5.1',
  '2026-03-01T10:00:00Z',
  '2026-03-01T10:00:00',
  ' 2026-03-01T10:00:00.123+0100 ',
  '2026-03-01',
  'not a date',
  true,
  false,
  {},
  [],
  ['x'],
];

type Body = Record<string, unknown>;

/** Each variant of `body` with one value at `path` replaced by a candidate. */
function* variants(body: Body, path: readonly (string | number)[]): Generator<Body> {
  for (const value of candidates) {
    const copy = structuredClone(body);
    let target: Record<string | number, unknown> = copy;
    for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
    const last = path.at(-1) ?? '';
    if (value === undefined) delete target[last];
    else target[last] = value;
    yield copy;
  }
}

function compare<S extends z.ZodType>(schema: S, plain: (body: unknown) => unknown, body: unknown): void {
  const expected = schema.safeParse(body);
  let actual: { ok: true; value: unknown } | { ok: false; error: unknown };
  try {
    actual = { ok: true, value: plain(body) };
  } catch (error) {
    actual = { ok: false, error };
  }
  if (expected.success) {
    // toEqual: zod leaves absent optional fields out, the plain readers set them to undefined (one shape).
    expect(actual).toEqual({ ok: true, value: expected.data });
  } else {
    expect(actual).toEqual({ ok: false, error: notPlain });
  }
}

const paymentItem: Body = {
  ubr: 'UBR1',
  narrative: 'n',
  transactionReference: 't',
  beneficiaryAccountNumber: 'b',
  swiftBic: 's',
  paymentId: '7f3c1f0e-1111-4222-8333-944445555666',
  entity: 'E1',
  paymentDatetime: '2026-03-01T10:00:00Z',
  payeeName: 'p',
  sourceCurrency: 'GBP',
  sourceAmount: '12.50',
  targetCurrency: 'EUR',
  targetAmount: '14.75',
  countryCode: 'GB',
  paymentState: 'EXECUTED',
  bankName: 'bn',
  bankCode: 'bc',
  iban: 'GB00',
  payoutRequestId: 'r1',
  accountNumber: 'a1',
  bankReference: 'br',
  channel: 'c',
  unknownField: 'dropped',
};
const paymentPage: Body = {
  items: [paymentItem, { paymentId: 'minimal' }],
  pagination: { pageNumber: 1, pageSize: 100, pageCount: 1, totalNumberOfRecords: 2 },
};

const statementItem: Body = {
  transactionReference: 't',
  transferType: 'PAYOUT',
  amount: '-12.50',
  timestamp: '2026-03-01T10:00:00Z',
  fundingType: 'debit',
  rate: '1.1',
  cleared: 'yes',
  description: 'd',
  statementItemId: 'i1',
  balance: '100.00',
  statementNumber: 3,
  narrative: '',
  countryCode: 'GB',
  originalCurrency: 'EUR',
  originalAmount: '14.75',
  unknownField: 'dropped',
};
const statementPage: Body = {
  accountNumber: 'A1',
  currency: 'GBP',
  accountStatementItems: [
    statementItem,
    {
      transferType: 'x',
      amount: 1,
      timestamp: '2026-03-01T10:00:00',
      fundingType: 'credit',
      statementItemId: 'i2',
      balance: 2,
    },
  ],
  pageNumber: 1,
  pageSize: 50,
  pageCount: 1,
  totalNumberOfRecords: 2,
};

describe('plainPaymentItemPage', () => {
  it('reads a page as paymentItemPageSchema does', () => {
    compare(paymentItemPageSchema, plainPaymentItemPage, paymentPage);
  });

  it('accepts and reads each field value exactly as paymentItemPageSchema does, and refuses the rest', () => {
    const paths = [
      ...Object.keys(paymentItem).map((key) => ['items', 0, key]),
      ...['pageNumber', 'pageSize', 'pageCount', 'totalNumberOfRecords'].map((key) => ['pagination', key]),
      ['items', 1],
      ['items'],
      ['pagination'],
    ];
    for (const path of paths) {
      for (const body of variants(paymentPage, path))
        compare(paymentItemPageSchema, plainPaymentItemPage, body);
    }
    for (const body of [null, [], 'x', 3]) compare(paymentItemPageSchema, plainPaymentItemPage, body);
  });
});

describe('plainStatementPage', () => {
  it('reads a page as statementPageSchema does', () => {
    compare(statementPageSchema, plainStatementPage, statementPage);
  });

  it('accepts and reads each field value exactly as statementPageSchema does, and refuses the rest', () => {
    const paths = [
      ...Object.keys(statementItem).map((key) => ['accountStatementItems', 0, key]),
      ...Object.keys(statementPage).map((key) => [key]),
      ['accountStatementItems', 1],
    ];
    for (const path of paths) {
      for (const body of variants(statementPage, path))
        compare(statementPageSchema, plainStatementPage, body);
    }
    for (const body of [null, [], 'x', 3]) compare(statementPageSchema, plainStatementPage, body);
  });
});

const accountBalance: Body = {
  accountNumber: 'ACC0000000000001',
  accountName: 'Main',
  currency: 'GBP',
  clearedBalance: '1200.50',
  unclearedBalance: '0.00',
  balance: '1200.50',
  accountStatus: 'open',
};

const balancesPage: Body = {
  entity: 'E1',
  accounts: [accountBalance, { ...accountBalance, accountNumber: 'ACC0000000000002', currency: 'EUR' }],
  pagination: { pageNumber: 1, recordsPerPage: 2, totalPages: 1, totalNumberOfRecords: 2 },
};

describe('plainBalancesPage', () => {
  it('reads a page as balancesPageSchema does', () => {
    compare(balancesPageSchema, plainBalancesPage, balancesPage);
  });

  it('accepts and reads each field value exactly as balancesPageSchema does, and refuses the rest', () => {
    const pagination = balancesPage.pagination as Body;
    const paths = [
      ...Object.keys(accountBalance).map((key) => ['accounts', 0, key]),
      ...Object.keys(pagination).map((key) => ['pagination', key]),
      ...Object.keys(balancesPage).map((key) => [key]),
      ['accounts', 1],
    ];
    for (const path of paths) {
      for (const body of variants(balancesPage, path)) compare(balancesPageSchema, plainBalancesPage, body);
    }
    for (const body of [null, [], 'x', 3]) compare(balancesPageSchema, plainBalancesPage, body);
  });
});
