import { z } from 'zod';
import { booleanFlag, describe, port, type SettingsGroup } from './setting.ts';

/** The server itself and the embedded sandbox. */
export const coreGroup = {
  title: 'Server',
  summary:
    'Where the gateway listens, how it logs and stops, and the embedded sandbox it starts without a provider.',
  env: {
    PORT: describe(port.default(4000), { description: 'Port of the GraphQL server (`0` picks a free one).' }),
    HOST: describe(z.string().min(1).default('127.0.0.1'), {
      description: 'Interface the GraphQL server listens on.',
    }),
    NODE_ENV: describe(z.enum(['development', 'production', 'test']).default('development'), {
      description:
        '`production` turns off what is for development (GraphiQL, the checkout example, introspection, open access) and requires durable money records (`DATABASE_URL`).',
    }),
    LOG_LEVEL: describe(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
      { description: '`fatal` … `trace`, or `silent`. JSON lines on stdout; no variables, no card data.' },
    ),
    SHUTDOWN_GRACE_MS: describe(z.coerce.number().int().min(0).max(300_000).default(10_000), {
      description:
        "On SIGTERM/SIGINT, how long requests in flight may take before their connections are cut. Keep it below the orchestrator's grace period.",
    }),
    HTTP_BODY_IDLE_TIMEOUT_MS: describe(z.coerce.number().int().min(100).max(300_000).default(10_000), {
      description:
        'Longest pause within a request body before the gateway answers 400 and closes the connection, instead of waiting for bytes its Content-Length promised and may never send.',
    }),
    SANDBOX_PORT: describe(port.default(4010), {
      description:
        'Port of the embedded sandbox, started when `UPSTREAM_BASE_URL` is unset (`0` picks a free one).',
    }),
    SANDBOX_SEED: describe(z.coerce.number().int().default(42), {
      description: "Seed of the sandbox's generated world (same seed, same accounts and history).",
    }),
    ALLOW_PRODUCTION_SANDBOX: describe(booleanFlag.default(false), {
      description:
        'Lets `NODE_ENV=production` start without `UPSTREAM_BASE_URL`, against the embedded sandbox (a public demonstration).',
      production:
        'Off: production mode refuses to start on the simulator, where a forgotten URL would take no real payment.',
    }),
    SANDBOX_CONTROL: describe(booleanFlag.default(false), {
      description: 'Exposes the sandbox control API (`/_sandbox/…`: clock, faults, request log).',
    }),
  },
} satisfies SettingsGroup;
