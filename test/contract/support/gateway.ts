import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { GraphQLFormattedError } from 'graphql';
import { beforeEach } from 'vitest';
import { type RunningGateway, startGateway } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { createLogger } from '../../../src/logger.ts';
import { aroundTests } from '../../support/aroundTests.ts';
import { checkedRequestIds } from '../../support/requestIds.ts';
import { type ReceivedRequest, type StandIn, startStandIn } from './standIn.ts';

/** The credentials the gateway is configured with, and the Basic header the provider must receive for them. */
const credentials = { username: 'contract-user', password: 'contract-pass:with colon' };
const basicAuth = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;

/** The provider areas, as far as media types go. */
export type Area = 'payouts' | 'paymentItems' | 'statements' | 'balances' | 'cardBin' | 'threeDs' | 'sales';

/**
 * The media types the provider documents for each area (vendor `provider`, the gateway's default), written here
 * from its documentation rather than taken from the gateway's constants: payouts v3, statements and balances their
 * own account types, BIN lookup plain JSON with the `WP-Api-Version: 1` header (that name whatever the vendor).
 */
function mediaOf(
  area: Area,
  method: 'GET' | 'POST',
): { contentType: string | undefined; accept: string; apiVersions: Record<string, string> } {
  const json = 'application/json';
  const types: Record<Area, { request: string; response: string }> = {
    payouts: {
      request: 'application/vnd.provider.payouts-v3+json',
      response: 'application/vnd.provider.payouts-v3+json',
    },
    paymentItems: { request: json, response: 'application/vnd.provider.account-payouts-v2+json' },
    statements: { request: json, response: 'application/vnd.provider.accounts.statements-v1+json' },
    balances: { request: json, response: 'application/vnd.provider.accounts.balance-v1+json' },
    cardBin: { request: json, response: json },
    threeDs: {
      request: 'application/vnd.provider.verifications.customers-v2.hal+json',
      response: 'application/vnd.provider.verifications.customers-v2.hal+json',
    },
    sales: {
      request: 'application/vnd.provider.payments-v5+json',
      response: 'application/vnd.provider.payments-v5.hal+json',
    },
  };
  const { request, response } = types[area];
  return {
    contentType: method === 'POST' ? request : undefined,
    accept: response,
    apiVersions: area === 'cardBin' ? { 'wp-api-version': '1' } : {},
  };
}

/** The request the gateway must have sent, headers included: method, path, query and body as given. */
export function sent(
  area: Area,
  method: 'GET' | 'POST',
  path: string,
  rest: { query?: Record<string, string>; body?: unknown } = {},
): ReceivedRequest {
  return {
    method,
    path,
    query: rest.query ?? {},
    ...mediaOf(area, method),
    authorization: basicAuth,
    body: rest.body,
  };
}

export interface ContractGateway {
  readonly standIn: StandIn;
  /** Runs one operation, as `authorization`'s caller when given (a `Bearer <API key>`). */
  run<TData, TVariables>(
    document: DocumentTypeDecoration<TData, TVariables>,
    variables?: TVariables,
    authorization?: string,
  ): Promise<{ data?: TData | null; errors?: GraphQLFormattedError[] }>;
  close(): Promise<void>;
}

/**
 * The real gateway (src/app.ts) in front of a stand-in provider: no sandbox runs, UPSTREAM_BASE_URL points at the
 * stand-in. Breakers are off so that error fixtures cannot open a circuit for the next test.
 */
export async function startContractGateway(env: Record<string, string> = {}): Promise<ContractGateway> {
  const standIn = await startStandIn();
  const config = loadConfig({
    UPSTREAM_BASE_URL: standIn.url,
    UPSTREAM_USERNAME: credentials.username,
    UPSTREAM_PASSWORD: credentials.password,
    UPSTREAM_BREAKER_THRESHOLD: '0',
    PORT: '0',
    NODE_ENV: 'test',
    RATE_LIMIT_POINTS: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const gateway: RunningGateway = await startGateway(config, createLogger(config.logLevel));
  if (gateway.sandbox) throw new Error('the contract suite must not run the sandbox');
  return {
    standIn,
    async run(document, variables, authorization) {
      const res = await fetch(gateway.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify({ query: document.toString(), variables }),
      });
      const body = (await res.json()) as { data?: never; errors?: GraphQLFormattedError[] };
      return checkedRequestIds(body, res.headers.get('x-request-id'));
    },
    async close() {
      await gateway.close();
      await standIn.close();
    },
  };
}

/**
 * The contract gateway of a `describe`: started before its tests, its stand-in's answers and log reset before each,
 * closed after them. The handle forwards to the running gateway, so only tests and hooks may call it.
 */
export function setUpContractGateway(env: Record<string, string> = {}): ContractGateway {
  const gw = aroundTests(
    'setUpContractGateway',
    () => startContractGateway(env),
    (running) => running.close(),
  );
  beforeEach(() => gw().standIn.reset());
  return {
    get standIn() {
      return gw().standIn;
    },
    run: (document, variables, authorization) => gw().run(document, variables, authorization),
    close: () => gw().close(),
  };
}
