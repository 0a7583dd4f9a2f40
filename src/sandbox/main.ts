import { sandboxOptionsFromEnv } from './env.ts';
import { startSandbox } from './server.ts';

/** `npm run sandbox`: the provider simulator alone, for a frontend or a tool that wants to call the REST API. */
const sandbox = await startSandbox(sandboxOptionsFromEnv(process.env));
console.log(`Provider sandbox listening on ${sandbox.url}`);
console.log(`Basic credentials: ${sandbox.config.username} / ${sandbox.config.password} (sandbox only)`);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
