import { describe, expect, it } from 'vitest';
import { sandboxRange } from '../../examples/typed-client/sandbox.ts';
import { apolloGateway } from '../../examples/typed-client/src/apolloClient.ts';
import { orderReference, runExample } from '../../examples/typed-client/src/app.ts';
import { BalancesDocument } from '../../examples/typed-client/src/gql/graphql.ts';
import { trustedDocumentsEnv } from '../../examples/typed-client/trustedDocuments.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { expectExampleReport } from './exampleReport.ts';

const gw = setUpTestGateway({ env: trustedDocumentsEnv });

describe('examples/typed-client with Apollo Client 4, trusted documents enforced', () => {
  it('runs the same journey as with urql and reports the same: balances, statement pages, payout, 3DS', async () => {
    const entity = '7Z1UAK';
    const range = sandboxRange(gw.sandbox.state.world.anchor);
    const reference = orderReference(new Date('2026-11-28T15:04:05.123Z'));
    const report = await runExample({
      url: gw.url,
      entity,
      statement: range,
      reference,
      wait: (ms) => gw.advanceClock(ms),
      client: apolloGateway,
    });
    await expectExampleReport(gw, report, { entity, reference, range });
  });

  it('throws the gateway code of a refusal, as the urql flows do', async () => {
    const client = apolloGateway(gw.url);
    await expect(client.query(BalancesDocument, { entity: 'no such entity!' })).rejects.toThrow(
      /^Balances: BAD_USER_INPUT: entity \(\w+\) \[request [\w-]+\]$/,
    );
  });
});
