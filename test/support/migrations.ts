import { readdirSync } from 'node:fs';

/** Every migration of migrations/, as node-pg-migrate names them (no extension), in the order it applies them. */
export const migrationNames: readonly string[] = readdirSync('migrations')
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .map((file) => file.replace(/\.sql$/, ''));
