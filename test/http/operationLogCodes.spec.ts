import { beforeEach, describe, expect, it } from 'vitest';
import { CardBinLookupDocument } from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';

/**
 * The 'graphql operation' log line names the codes the caller got, so an operator reading the log sees a
 * provider refusal or outage for what it is, not an INTERNAL_SERVER_ERROR.
 */
describe('operation log line', () => {
  const logLines: string[] = [];
  const gw = setUpTestGateway({ env: { LOG_LEVEL: 'info' }, logLines });
  beforeEach(() => {
    logLines.length = 0;
  });

  const lookup = () =>
    gw.run(CardBinLookupDocument, { input: { entity: 'PAY7X2', by: { cardNumber: '4444333322221111' } } });

  /** The error codes of the operation's log line, and those the caller got. */
  function operationLogged() {
    const lines = logLines
      .map((line) => JSON.parse(line) as { msg: string; operationName?: string; errorCodes?: string[] })
      .filter((line) => line.msg === 'graphql operation');
    return lines.map((line) => [line.operationName, line.errorCodes]);
  }

  it.each([
    [400, 'UPSTREAM_REJECTED'],
    [503, 'UPSTREAM_UNAVAILABLE'],
  ])('logs a provider %i as the %s the caller got', async (status, code) => {
    await gw.armFault({ area: 'cardBin', status, remaining: 1 });
    const result = await lookup();
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual([code]);
    expect(describeCalls(await gw.upstreamCalls())).toEqual(['POST /api/cardBin/panLookup']);
    expect(operationLogged()).toEqual([['CardBinLookup', [code]]]);
  });

  it('logs no codes for an answer without errors', async () => {
    const result = await lookup();
    expect(result.errors).toBeUndefined();
    expect(operationLogged()).toEqual([['CardBinLookup', []]]);
  });
});
