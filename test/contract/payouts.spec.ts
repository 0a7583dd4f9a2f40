import { beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/identity/globalId.ts';
import {
  ContractCreatePayoutDocument,
  ContractPayoutByReferenceDocument,
  ContractPayoutDocument,
} from '../generated/graphql.ts';
import { entitledPayoutId } from '../support/payoutIds.ts';
import { sent, setUpContractGateway } from './support/gateway.ts';
import { entity, plainCardPayout, plainCardPayoutBody, reference, visa } from './support/inputs.ts';

/** Payouts (spec area B) against fixed provider answers: both flows, the poll, the update link, the query. */
describe('contract: payouts', () => {
  const gw = setUpContractGateway();
  let origin: string;
  beforeAll(() => {
    origin = gw.standIn.url;
  });

  /** HAL links as the provider writes them: absolute hrefs and a templated curie. */
  const links = (rels: Record<string, string>) => ({
    ...Object.fromEntries(Object.entries(rels).map(([rel, path]) => [rel, { href: `${origin}${path}` }])),
    curies: [{ name: 'payouts', href: `${origin}/rels/payouts/{rel}`, templated: true }],
  });

  it('sends a basic disbursement as the spec shows and reads the newer fields of the answer', async () => {
    const ref = reference('basic');
    gw.standIn.answer(
      { method: 'POST', path: '/payouts/basicDisbursement' },
      {
        status: 201,
        body: {
          outcome: 'requestReceived',
          receivedAt: '2026-11-20T10:15:30.123Z',
          payoutRequestId: 884211,
          scheme: { name: 'visa', reference: '381234567890123' },
          _links: links({ 'payouts:payout': '/payouts/PO-1001' }),
        },
      },
    );
    const result = await gw.run(ContractCreatePayoutDocument, { input: plainCardPayout(ref) });
    expect(result).toEqual({
      data: {
        createPayout: {
          replayed: false,
          payout: {
            id: entitledPayoutId('/payouts/PO-1001', entity, ref),
            transactionReference: ref,
            entity,
            method: 'BASIC_DISBURSEMENT',
            amount: { amount: '2.50', currency: 'GBP', minorUnits: '250' },
            card: { instrument: 'CARD', bin: visa.slice(0, 6), last4: visa.slice(-4) },
            outcome: 'REQUEST_RECEIVED',
            rawOutcome: 'requestReceived',
            receivedAt: '2026-11-20T10:15:30.123Z',
            updateAvailable: false,
            payoutRequestId: '884211',
            scheme: { name: 'visa', reference: '381234567890123' },
            refusalCode: null,
          },
        },
      },
    });
    expect(gw.standIn.received()).toEqual([
      sent('payouts', 'POST', '/payouts/basicDisbursement', { body: plainCardPayoutBody(ref) }),
    ]);
  });

  it('sends a fast-access payout to a tokenized card and reads a refusal with its code and no scheme', async () => {
    const ref = reference('fast');
    gw.standIn.answer(
      { method: 'POST', path: '/payouts/fastAccess' },
      {
        status: 201,
        body: {
          outcome: 'refused',
          receivedAt: '2026-11-20T10:16:00.5Z',
          refusalCode: '05',
          scheme: null,
          _links: links({ 'payouts:payout': '/payouts/PO-1002' }),
        },
      },
    );
    const input = {
      ...plainCardPayout(ref),
      method: 'FAST_ACCESS' as const,
      instrument: { tokenizedCard: { href: 'https://provider.example/tokens/T9' } },
    };
    const result = await gw.run(ContractCreatePayoutDocument, { input });
    expect(result).toEqual({
      data: {
        createPayout: {
          replayed: false,
          payout: {
            id: entitledPayoutId('/payouts/PO-1002', entity, ref),
            transactionReference: ref,
            entity,
            method: 'FAST_ACCESS',
            amount: { amount: '2.50', currency: 'GBP', minorUnits: '250' },
            card: { instrument: 'TOKENIZED_CARD', bin: null, last4: null },
            outcome: 'REFUSED',
            rawOutcome: 'refused',
            receivedAt: '2026-11-20T10:16:00.500Z',
            updateAvailable: false,
            payoutRequestId: null,
            scheme: null,
            refusalCode: '05',
          },
        },
      },
    });
    const body = plainCardPayoutBody(ref);
    expect(gw.standIn.received()).toEqual([
      sent('payouts', 'POST', '/payouts/fastAccess', {
        body: {
          ...body,
          instruction: {
            ...body.instruction,
            payoutInstrument: { type: 'card/tokenized', href: 'https://provider.example/tokens/T9' },
          },
        },
      }),
    ]);
  });

  it('polls a payout by id and follows its update link to the updated outcome', async () => {
    gw.standIn.answer(
      { method: 'GET', path: '/payouts/PO-1003' },
      {
        status: 200,
        body: {
          outcome: 'queryRequired',
          receivedAt: '2026-11-20T10:17:00.000Z',
          _links: links({
            'payouts:payout': '/payouts/PO-1003',
            'payouts:update': '/payouts/PO-1003/update',
          }),
        },
      },
    );
    gw.standIn.answer(
      { method: 'GET', path: '/payouts/PO-1003/update' },
      {
        status: 200,
        body: {
          outcome: 'approved',
          receivedAt: '2026-11-20T10:18:00.000Z',
          payoutRequestId: 'PR-77',
          scheme: { name: 'mastercard', reference: 'MC-9' },
          _links: links({}),
        },
      },
    );
    const result = await gw.run(ContractPayoutDocument, { id: toGlobalId('Payout', '/payouts/PO-1003') });
    expect(result).toEqual({
      data: {
        payout: {
          id: toGlobalId('Payout', '/payouts/PO-1003'),
          transactionReference: null,
          entity: null,
          method: 'FAST_ACCESS',
          amount: null,
          card: null,
          outcome: 'APPROVED',
          rawOutcome: 'approved',
          receivedAt: '2026-11-20T10:18:00.000Z',
          updateAvailable: true,
          payoutRequestId: 'PR-77',
          scheme: { name: 'mastercard', reference: 'MC-9' },
          refusalCode: null,
        },
      },
    });
    expect(gw.standIn.received()).toEqual([
      sent('payouts', 'GET', '/payouts/PO-1003'),
      sent('payouts', 'GET', '/payouts/PO-1003/update'),
    ]);
  });

  it('recovers a payout by reference and keeps an outcome the spec does not list as raw', async () => {
    const ref = reference('query');
    gw.standIn.answer(
      { method: 'GET', path: '/payouts/query', query: { transactionReference: ref, entity } },
      {
        status: 200,
        body: { outcome: 'returned', _links: links({ 'payouts:payout': '/payouts/PO-1004' }) },
      },
    );
    const result = await gw.run(ContractPayoutByReferenceDocument, { transactionReference: ref, entity });
    expect(result).toEqual({
      data: {
        payoutByReference: {
          id: entitledPayoutId('/payouts/PO-1004', entity, ref),
          transactionReference: ref,
          entity,
          method: null,
          amount: null,
          card: null,
          outcome: 'UNKNOWN',
          rawOutcome: 'returned',
          receivedAt: null,
          updateAvailable: false,
          payoutRequestId: null,
          scheme: null,
          refusalCode: null,
        },
      },
    });
    expect(gw.standIn.received()).toEqual([
      sent('payouts', 'GET', '/payouts/query', { query: { transactionReference: ref, entity } }),
    ]);
  });

  it.each([
    ['requestReceived', 'REQUEST_RECEIVED', 'BASIC_DISBURSEMENT'],
    ['requested', 'REQUESTED', 'FAST_ACCESS'],
    ['pending', 'PENDING', 'FAST_ACCESS'],
    ['approved', 'APPROVED', 'FAST_ACCESS'],
    ['disbursed', 'DISBURSED', 'FAST_ACCESS'],
    ['refused', 'REFUSED', null],
    ['error', 'ERROR', null],
    ['queryRequired', 'QUERY_REQUIRED', null],
  ])('polls a payout whose outcome is %s', async (rawOutcome, outcome, method) => {
    const location = `/payouts/PO-${rawOutcome}`;
    gw.standIn.answer(
      { method: 'GET', path: location },
      { status: 200, body: { outcome: rawOutcome, _links: links({ 'payouts:payout': location }) } },
    );
    const result = await gw.run(ContractPayoutDocument, { id: toGlobalId('Payout', location) });
    expect(result).toEqual({
      data: {
        payout: {
          id: toGlobalId('Payout', location),
          transactionReference: null,
          entity: null,
          method,
          amount: null,
          card: null,
          outcome,
          rawOutcome,
          receivedAt: null,
          updateAvailable: false,
          payoutRequestId: null,
          scheme: null,
          refusalCode: null,
        },
      },
    });
    expect(gw.standIn.received()).toEqual([sent('payouts', 'GET', location)]);
  });
});
