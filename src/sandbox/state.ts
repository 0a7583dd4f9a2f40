import type { Clock } from './clock.ts';
import type { SandboxConfig } from './config.ts';
import { createWorld, type World } from './data/world.ts';
import { FaultRegistry } from './faults.ts';
import { ReadingSwitch } from './readings.ts';
import { RequestLog } from './requestLog.ts';
import { PayoutStore } from './routes/payouts/store.ts';
import { SaleStore } from './routes/sales/store.ts';
import { AuthenticationStore } from './routes/threeDs/store.ts';

/** All mutable state of one sandbox instance. Two sandboxes in one process share nothing. */
export interface SandboxState {
  readonly world: World;
  readonly payouts: PayoutStore;
  readonly authentications: AuthenticationStore;
  readonly sales: SaleStore;
  readonly requestLog: RequestLog;
  readonly faults: FaultRegistry;
  /** How the sandbox answers where the spec is silent (readings.ts). */
  readonly readings: ReadingSwitch;
}

export function createState(config: SandboxConfig, clock: Clock): SandboxState {
  return {
    world: createWorld(config.seed, clock.now()),
    payouts: new PayoutStore(),
    authentications: new AuthenticationStore(),
    sales: new SaleStore(),
    requestLog: new RequestLog(),
    faults: new FaultRegistry(),
    readings: new ReadingSwitch(),
  };
}
