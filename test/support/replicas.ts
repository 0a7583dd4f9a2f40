import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { GraphQLFormattedError } from 'graphql';
import { type RunningGateway, startGateway } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { devCredentials } from '../../src/sandbox/config.ts';
import type { LoggedRequest } from '../../src/sandbox/requestLog.ts';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';
import { describeCalls, type GraphQLResult } from './gateway.ts';
import { checkedRequestIds } from './requestIds.ts';

/**
 * A provider of its own (a sandbox outside every gateway, so that it outlives them) and gateway replicas talking
 * to it, as a deployment runs them: what a test restarts, kills or races lives here.
 */
export interface Provider {
  readonly sandbox: RunningSandbox;
  /** The calls the provider received since the last look, as `describeCalls` names them; then forgotten. */
  takeCalls(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startProvider(): Promise<Provider> {
  const sandbox = await startSandbox({ controlEnabled: true });
  const requests = `${sandbox.url}/_sandbox/requests`;
  return {
    sandbox,
    async takeCalls() {
      const body = (await (await fetch(requests)).json()) as { requests: LoggedRequest[] };
      await fetch(requests, { method: 'DELETE' });
      return describeCalls(body.requests);
    },
    close: () => sandbox.close(),
  };
}

export interface Replica {
  readonly url: string;
  run<TData, TVariables>(
    document: DocumentTypeDecoration<TData, TVariables>,
    variables: TVariables,
  ): Promise<GraphQLResult<TData>>;
  close(): Promise<void>;
}

/** A gateway process of the deployment: `env` as the operator sets it, the provider as its upstream. */
export async function startReplica(provider: Provider, env: Record<string, string>): Promise<Replica> {
  const config = loadConfig({
    PORT: '0',
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    RATE_LIMIT_POINTS: '0',
    // Off unless a test turns it on (see test/support/gateway.ts).
    PAYOUT_SETTLE_EVERY_MS: '0',
    UPSTREAM_BASE_URL: provider.sandbox.url,
    UPSTREAM_USERNAME: devCredentials.username,
    UPSTREAM_PASSWORD: devCredentials.password,
    ...env,
  });
  const gateway: RunningGateway = await startGateway(config, createLogger(config.logLevel));
  return {
    url: gateway.url,
    async run(document, variables) {
      const res = await fetch(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: document.toString(), variables }),
      });
      const body = (await res.json()) as { errors?: GraphQLFormattedError[] };
      return { status: res.status, ...checkedRequestIds(body, res.headers.get('x-request-id')) };
    },
    close: () => gateway.close(),
  };
}
