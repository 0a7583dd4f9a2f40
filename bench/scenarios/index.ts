import type { BenchContext, Scenario } from '../scenario.ts';
import { aliasesScenario } from './aliases.ts';
import { balanceScenario } from './balance.ts';
import { dashboardScenario } from './dashboard.ts';
import { statementScenario } from './statement.ts';

/** Every scenario, in report order. */
export function allScenarios(ctx: BenchContext): Scenario[] {
  return [balanceScenario(ctx), statementScenario(ctx), dashboardScenario(ctx), aliasesScenario(ctx)];
}
