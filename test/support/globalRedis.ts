import type { TestProject } from 'vitest/node';
import { startTestRedis } from './redisServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Redis the tests share (their keys under unique prefixes): REDIS_TEST_URL, or one started here. */
    redisUrl: string;
  }
}

/**
 * Vitest global set-up: `npm test` needs nothing running on the machine. Unless REDIS_TEST_URL names a Redis to
 * use, one `redis-server` is started on a free port for the whole run and stopped after it. Tests that kill or
 * restart Redis start their own with `startTestRedis`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.REDIS_TEST_URL;
  if (given) {
    project.provide('redisUrl', given);
    return async () => {};
  }
  const redis = await startTestRedis();
  project.provide('redisUrl', redis.url);
  return () => redis.stop();
}
