import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runGateway } from './gatewayProcess.ts';

/** Start-up failures a deployment fixes: one line on stderr naming the setting (or folder) and the fix, exit 1. */

// A deployment of the gateway's source without the schema/ folder beside it (node_modules linked, not copied).
const deployed = mkdtempSync(join(tmpdir(), 'gateway-no-schema-'));
afterAll(() => rmSync(deployed, { recursive: true, force: true }));

// Each test starts a gateway process, which tsx compiles first: far slower than a request.
const processTimeoutMs = 120_000;

describe('a start-up failure a deployment fixes', () => {
  it(
    'says a TRUSTED_DOCUMENTS_MANIFEST that does not exist in one line',
    async () => {
      const missing = join(deployed, 'persisted-documents.json');
      const { code, stderr } = await runGateway({ TRUSTED_DOCUMENTS_MANIFEST: missing });
      expect({ code, stderr }).toEqual({
        code: 1,
        stderr:
          `TRUSTED_DOCUMENTS_MANIFEST ${missing}: no such file. Set it to the persisted-documents manifest of ` +
          'your client build (docs/frontend.md "Trusted documents"), or leave it unset to run without trusted ' +
          'documents.\n',
      });
    },
    processTimeoutMs,
  );

  it(
    'says a missing schema/ folder in one line',
    async () => {
      for (const entry of ['src', 'migrations', 'package.json', 'tsconfig.json']) {
        cpSync(entry, join(deployed, entry), { recursive: true });
      }
      symlinkSync(resolve('node_modules'), join(deployed, 'node_modules'), 'dir');
      const { code, stderr } = await runGateway({}, join(deployed, 'src/main.ts'));
      expect({ code, stderr }).toEqual({
        code: 1,
        stderr:
          `Cannot read the GraphQL schema: the folder ${join(deployed, 'schema')}/ does not exist. ` +
          'Deploy the schema/ folder of the repository beside dist/ (the gateway reads it at start).\n',
      });
    },
    processTimeoutMs,
  );
});
