import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dateTime, isoDate, paymentItemDateRule, statementDateRule } from '../../../src/validation/dates.ts';
import { validateInput } from '../../../src/validation/index.ts';
import { fieldErrorsOf } from './support.ts';

const now = new Date('2024-06-15T10:00:00Z');
const paymentItemDates = z
  .object({ startDate: isoDate, endDate: isoDate })
  .superRefine(paymentItemDateRule(() => now));
const statementRange = z.object({ from: dateTime, to: dateTime }).superRefine(statementDateRule(() => now));

describe('payment item dates', () => {
  it('accepts a range of up to 30 days ending before today', () => {
    expect(
      validateInput(paymentItemDates, { startDate: '2024-05-15', endDate: '2024-06-14' }, 'filter'),
    ).toEqual({
      startDate: '2024-05-15',
      endDate: '2024-06-14',
    });
  });

  it('accepts Date values and gives YYYY-MM-DD strings', () => {
    const input = { startDate: new Date('2024-06-01T00:00:00Z'), endDate: new Date('2024-06-02T00:00:00Z') };
    expect(validateInput(paymentItemDates, input, 'filter')).toEqual({
      startDate: '2024-06-01',
      endDate: '2024-06-02',
    });
  });

  it('accepts a span of 366 days, longer than the 30 the provider takes (searched window by window)', () => {
    expect(
      validateInput(paymentItemDates, { startDate: '2023-06-14', endDate: '2024-06-14' }, 'filter'),
    ).toEqual({ startDate: '2023-06-14', endDate: '2024-06-14' });
  });

  it('refuses a span longer than 366 days', () => {
    expect(
      fieldErrorsOf(paymentItemDates, { startDate: '2023-06-13', endDate: '2024-06-14' }, 'filter'),
    ).toEqual([
      { path: 'filter.startDate', rule: 'OUT_OF_RANGE', message: 'must be at most 366 days before endDate' },
    ]);
  });

  it('refuses equal dates and a start after the end', () => {
    expect(
      fieldErrorsOf(paymentItemDates, { startDate: '2024-06-01', endDate: '2024-06-01' }, 'filter'),
    ).toEqual([{ path: 'filter.startDate', rule: 'OUT_OF_RANGE', message: 'must be before endDate' }]);
    expect(
      fieldErrorsOf(paymentItemDates, { startDate: '2024-06-03', endDate: '2024-06-01' }, 'filter'),
    ).toEqual([{ path: 'filter.startDate', rule: 'OUT_OF_RANGE', message: 'must be before endDate' }]);
  });

  it('refuses today and later', () => {
    expect(
      fieldErrorsOf(paymentItemDates, { startDate: '2024-06-15', endDate: '2024-06-16' }, 'filter'),
    ).toEqual([
      { path: 'filter.startDate', rule: 'OUT_OF_RANGE', message: 'must be before today' },
      { path: 'filter.endDate', rule: 'OUT_OF_RANGE', message: 'must be before today' },
    ]);
  });

  it('refuses the minimum date', () => {
    expect(
      fieldErrorsOf(paymentItemDates, { startDate: '0001-01-01', endDate: '0001-01-02' }, 'filter'),
    ).toEqual([{ path: 'filter.startDate', rule: 'OUT_OF_RANGE', message: 'must be after 0001-01-01' }]);
  });

  it('refuses dates that are not calendar dates, without checking the range', () => {
    expect(
      fieldErrorsOf(paymentItemDates, { startDate: '2024-02-30', endDate: '14/06/2024' }, 'filter'),
    ).toEqual([
      { path: 'filter.startDate', rule: 'INVALID_FORMAT', message: 'must be a date in the form YYYY-MM-DD' },
      { path: 'filter.endDate', rule: 'INVALID_FORMAT', message: 'must be a date in the form YYYY-MM-DD' },
    ]);
  });
});

describe('statement range', () => {
  it('accepts 31 days in the past', () => {
    const input = { from: '2024-05-01T00:00:00Z', to: '2024-06-01T00:00:00Z' };
    expect(validateInput(statementRange, input, 'statement')).toEqual({
      from: new Date('2024-05-01T00:00:00Z'),
      to: new Date('2024-06-01T00:00:00Z'),
    });
  });

  it('accepts 366 days, longer than the 31 the provider takes (fetched window by window)', () => {
    const input = { from: '2023-06-01T00:00:00Z', to: '2024-06-01T00:00:00Z' };
    expect(validateInput(statementRange, input, 'statement')).toEqual({
      from: new Date('2023-06-01T00:00:00Z'),
      to: new Date('2024-06-01T00:00:00Z'),
    });
  });

  it('refuses a statement range longer than 366 days', () => {
    const input = { from: new Date('2023-06-01T00:00:00Z'), to: new Date('2024-06-01T00:00:01Z') };
    expect(fieldErrorsOf(statementRange, input, 'statement')).toEqual([
      { path: 'statement.from', rule: 'OUT_OF_RANGE', message: 'must be at most 366 days before to' },
    ]);
  });

  it('refuses a range that is not entirely in the past', () => {
    const input = { from: new Date('2024-06-15T10:00:00Z'), to: new Date('2024-06-16T00:00:00Z') };
    expect(fieldErrorsOf(statementRange, input, 'statement')).toEqual([
      { path: 'statement.from', rule: 'OUT_OF_RANGE', message: 'must be in the past' },
      { path: 'statement.to', rule: 'OUT_OF_RANGE', message: 'must be in the past' },
    ]);
  });

  it('refuses a range that ends before it starts', () => {
    const input = { from: new Date('2024-06-02T00:00:00Z'), to: new Date('2024-06-01T00:00:00Z') };
    expect(fieldErrorsOf(statementRange, input, 'statement')).toEqual([
      { path: 'statement.from', rule: 'OUT_OF_RANGE', message: 'must not be after to' },
    ]);
  });

  it('refuses date-times without a zone', () => {
    expect(
      fieldErrorsOf(statementRange, { from: '2024-05-01T00:00:00', to: 'yesterday' }, 'statement'),
    ).toEqual([
      {
        path: 'statement.from',
        rule: 'INVALID_FORMAT',
        message: 'must be an ISO 8601 date-time with a time zone',
      },
      {
        path: 'statement.to',
        rule: 'INVALID_FORMAT',
        message: 'must be an ISO 8601 date-time with a time zone',
      },
    ]);
  });
});
