import { describe, expect, it } from 'vitest';
import { sandboxRange } from '../../examples/typed-client/sandbox.ts';
import { orderReference, runExample } from '../../examples/typed-client/src/app.ts';
import { trustedDocumentsEnv } from '../../examples/typed-client/trustedDocuments.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { expectExampleReport } from './exampleReport.ts';

const gw = setUpTestGateway({ env: trustedDocumentsEnv });

describe('examples/typed-client against the gateway and its sandbox, trusted documents enforced', () => {
  it('runs on a gateway that refuses raw queries', async () => {
    expect(await gw.run('{ __typename }')).toEqual({
      status: 400,
      errors: [
        {
          message: 'This server runs only trusted documents: send a documentId',
          extensions: { code: 'PERSISTED_DOCUMENT_REQUIRED' },
        },
      ],
    });
  });

  it('reads balances, pages a statement forward and back, follows a payout to DISBURSED and authenticates 3DS', async () => {
    const world = gw.sandbox.state.world;
    const entity = '7Z1UAK';
    const range = sandboxRange(world.anchor);
    // A reference with a date and a timestamp, as the example's runner makes one (issue 21: refused before).
    const reference = orderReference(new Date('2026-11-28T15:04:05.123Z'));
    expect(reference).toBe('ORD-20261128-1795878245123');
    const report = await runExample({
      url: gw.url,
      entity,
      statement: range,
      reference,
      wait: (ms) => gw.advanceClock(ms),
    });

    await expectExampleReport(gw, report, { entity, reference, range });
  });
});
