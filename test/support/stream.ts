import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { createClient, type ExecutionResult } from 'graphql-sse';
import type { TestGateway } from './gateway.ts';

/** The subscription endpoint of a test gateway. */
const streamUrl = (gw: TestGateway) => `${gw.url}/stream`;

/**
 * Subscribes over GraphQL over SSE as a frontend does, with graphql-sse's own client (distinct connections mode,
 * no retries): every result the gateway sends, in order, then `done` when it ends the stream.
 */
export function subscribe<TData, TVariables>(
  gw: TestGateway,
  document: DocumentTypeDecoration<TData, TVariables>,
  variables: TVariables,
  authorization?: string,
): AsyncIterableIterator<ExecutionResult<TData, unknown>> {
  const client = createClient({
    url: streamUrl(gw),
    retryAttempts: 0,
    headers: authorization === undefined ? {} : { authorization },
  });
  return client.iterate<TData>({
    query: document.toString(),
    variables: variables as Record<string, unknown>,
  });
}

/** The events of an event stream's text, each with its JSON data (null when it has none). */
export function eventsOf(text: string): { event: string; data: unknown }[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const field = (name: string) =>
        lines.filter((line) => line.startsWith(`${name}:`)).map((line) => line.slice(name.length + 1).trim());
      const data = field('data').join('\n');
      return {
        event: field('event')[0] ?? 'message',
        data: data === '' ? null : (JSON.parse(data) as unknown),
      };
    });
}
