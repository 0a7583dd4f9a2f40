import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    alias: [
      // graphql 16 has no `exports` map: Node (and so Apollo) loads its CommonJS build, while Vite would pick the
      // `module` build. Two copies of graphql break `instanceof GraphQLError`; this gives tests the one Node uses.
      { find: /^graphql$/, replacement: require.resolve('graphql') },
    ],
  },
  test: {
    include: ['test/**/*.spec.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    globalSetup: ['test/support/globalRedis.ts'],
  },
});
