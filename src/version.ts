import { readFileSync } from 'node:fs';

/**
 * The gateway's version: package.json's, read once at start, the one place it is written (CHANGELOG.md has a
 * section for each; test/startup/version.spec.ts holds them together). `--version`, the banner, `/healthz` and the
 * schema's description all say this. src/ and dist/ sit one level below package.json, in the repository as in the
 * runtime package.
 */
export const version: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
