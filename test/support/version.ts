import { readFileSync } from 'node:fs';

/** package.json's version, read the way an operator would: the one place it is written. */
export const packageVersion: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
