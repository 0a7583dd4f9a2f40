import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setUpTestGateway } from '../support/gateway.ts';
import { packageVersion } from '../support/version.ts';

/**
 * One version everywhere: package.json holds it; CHANGELOG.md has its release section; the schema's description,
 * /healthz (test/http/operationalEndpoints.spec.ts), `--version` (commandLine.spec.ts) and the banner
 * (test/package/package.spec.ts) say it.
 */
describe('the version', () => {
  const gw = setUpTestGateway();

  it("is CHANGELOG.md's newest release", () => {
    const changelog = readFileSync(new URL('../../CHANGELOG.md', import.meta.url), 'utf8');
    const newest = /^## (\d+\.\d+\.\d+) \(\d{4}-\d{2}-\d{2}\)$/m.exec(changelog)?.[1];
    expect(newest).toBe(packageVersion);
  });

  it("ends the schema's description, as a client reads it", async () => {
    const { data } = await gw.run<{ __schema: { description: string } }, never>(
      '{ __schema { description } }',
    );
    expect(data?.__schema.description.split('\n\n').at(-1)).toBe(
      `Version ${packageVersion} (CHANGELOG.md lists each release's changes).`,
    );
  });
});
