import type { Scenario } from '../scenario.ts';
import type { Fixtures } from '../upstream/fixtures.ts';
import { balanceScenario } from './balance.ts';
import { entityAccountsScenario } from './entityAccounts.ts';
import { fanOutScenario } from './fanOut.ts';
import { paymentItemsScenario } from './paymentItems.ts';
import { payoutScenario } from './payout.ts';
import { payoutFixedInlineScenario, payoutInlineScenario } from './payoutInline.ts';
import { saleScenario } from './sale.ts';
import { statementScenario } from './statement.ts';

/** Every scenario, in report order (S1 to S9). */
export function allScenarios(f: Fixtures): Scenario[] {
  return [
    balanceScenario(f),
    statementScenario(f),
    entityAccountsScenario(f),
    paymentItemsScenario(f),
    fanOutScenario(f),
    payoutScenario(f),
    saleScenario(f),
    payoutInlineScenario(f),
    payoutFixedInlineScenario(f),
  ];
}
