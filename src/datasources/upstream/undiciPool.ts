import { createRequire } from 'node:module';
import type { Pool as UndiciPool } from 'undici';

/**
 * undici's `Pool` without undici's index: the index loads fetch, WebSocket, EventSource, caches, mocks and their
 * WebAssembly parser text too (9 MB resident measured in isolation: 60 MB with `import 'undici'`, 51 with these three
 * files), and the gateway only ever calls `Pool#request`. These are the three lines of undici's own index.js that
 * make a Pool (undici is pinned; every gateway test calls the provider through this Pool, so an upgrade that moves
 * these files fails them at once). Loading the whole index later (tracing's undici instrumentation) repeats the same
 * assignment, which is harmless.
 */
const require = createRequire(import.meta.url);
const dispatcher = require('undici/lib/dispatcher/dispatcher.js') as { prototype: object };
Object.assign(dispatcher.prototype, require('undici/lib/api/index.js') as object);

export const Pool = require('undici/lib/dispatcher/pool.js') as typeof UndiciPool;
export type Pool = UndiciPool;
