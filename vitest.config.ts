import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/** Slow or whole-process tests: fuzzing, property walks, browsers, child processes. */
const slow = [
  'test/security/**/*.spec.ts',
  'test/browser/**/*.spec.ts',
  'test/**/*.property.spec.ts',
  'test/http/shutdown*.spec.ts',
  'test/cluster/**/*.spec.ts',
  'test/http/documentCacheMemory.spec.ts',
  'test/examples/**/*.spec.ts',
  'test/federation/subgraph.spec.ts',
  'test/package/**/*.spec.ts',
];

export default defineConfig({
  resolve: {
    alias: [
      // graphql 16 has no `exports` map: Node (and so Apollo) loads its CommonJS build, while Vite would pick the
      // `module` build. Two copies of graphql break `instanceof GraphQLError`; this gives tests the one Node uses.
      { find: /^graphql$/, replacement: require.resolve('graphql') },
    ],
  },
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    globalSetup: ['test/support/globalRedis.ts', 'test/support/globalPostgres.ts'],
    // Every test file starts its own gateway and sandbox on free ports and keeps no module-level state, so the
    // files of one worker can share its module cache: importing Apollo, graphql-js and the sandbox once per worker
    // instead of once per file is most of the suite's time.
    isolate: false,
    projects: [
      // Pure logic, no server, no network: test/unit/ mirrors src/.
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.spec.ts'] } },
      { extends: true, test: { name: 'sandbox', include: ['test/sandbox/**/*.spec.ts'] } },
      { extends: true, test: { name: 'slow', include: slow } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['test/**/*.spec.ts'],
          exclude: ['test/unit/**', 'test/sandbox/**', ...slow],
        },
      },
    ],
  },
});
