import { startGateway } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { sandboxRange, sandboxWait } from './sandbox.ts';
import { orderReference, runExample } from './src/app.ts';
import { trustedDocumentsEnv } from './trustedDocuments.ts';

// `npm run example:typed-client`: the real gateway (src/app.ts, as `npm start` runs it) with its embedded sandbox on
// free ports, the example against it, exit code 1 on any error. The sandbox's control API moves its clock while the
// example waits between payout polls, so a payout's days pass in a second. Only the example's persisted documents
// run (trustedDocuments.ts), as they would in front of its production build.
const config = loadConfig({
  LOG_LEVEL: 'warn',
  ...process.env,
  ...trustedDocumentsEnv,
  PORT: '0',
  SANDBOX_PORT: '0',
  SANDBOX_CONTROL: 'true',
});
const gateway = await startGateway(config, createLogger(config.logLevel));
let failed = false;
try {
  const sandbox = gateway.sandbox;
  if (!sandbox) throw new Error('the example runs against the embedded sandbox: unset UPSTREAM_BASE_URL');
  const report = await runExample({
    url: gateway.url,
    entity: '7Z1UAK',
    statement: sandboxRange(sandbox.state.world.anchor),
    reference: orderReference(new Date()),
    wait: sandboxWait(sandbox.url),
  });
  console.log(JSON.stringify(report, null, 2));
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await gateway.close();
}
process.exit(failed ? 1 : 0);
