import { z } from 'zod';
import { fail } from '../../http/errors.ts';
import type { Handler, Route, SandboxContext } from '../../http/types.ts';

const areas = [
  'threeDs',
  'payouts',
  'paymentItems',
  'statements',
  'balances',
  'cardBin',
  'sales',
  'challenge',
] as const;

const faultSchema = z.object({
  area: z.enum(areas),
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  status: z.number().int().min(400).max(599).optional(),
  customCode: z.string().min(1).max(20).nullable().optional(),
  message: z.string().min(1).max(200).optional(),
  retryAfterSeconds: z.number().int().min(0).max(86_400).optional(),
  malformedBody: z.boolean().optional(),
  dropAfterAccept: z.boolean().optional(),
  dropBeforeAccept: z.boolean().optional(),
  remaining: z.number().int().min(1).optional(),
});

const queryName = z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/);

const readingsSchema = z
  .object({
    noUpdateStatus: z.union([z.literal(400), z.literal(404), z.literal(409), z.literal(410), z.literal(422)]),
    statementPageParams: z
      .object({ pageNumber: queryName, pageSize: queryName })
      .strict()
      .refine((names) => names.pageNumber !== names.pageSize, 'must name two different parameters'),
    payoutReferenceMaxLength: z.literal(50).nullable(),
    saleLinksRequired: z.boolean(),
  })
  .partial()
  .strict();

/** Ten years: far enough for every documented timer, near enough that dates stay valid. */
const maxClockAdvanceMs = 10 * 366 * 24 * 60 * 60 * 1000;
const clockSchema = z.object({ advanceMs: z.number().int().min(0).max(maxClockAdvanceMs) });

/** The control API exists only when enabled, so a sandbox exposed by mistake cannot be steered. */
function controlled(handler: Handler): Handler {
  return (req, ctx) => {
    if (!ctx.config.controlEnabled) fail(404, 'SBXG04', 'No such endpoint');
    return handler(req, ctx);
  };
}

/** zod's own messages quote limits and received values; the sandbox names the rule only, like everywhere else. */
function ruleOf(code: string): string {
  switch (code) {
    case 'too_big':
      return 'is too large';
    case 'too_small':
      return 'is too small';
    case 'invalid_type':
      return 'has the wrong type';
    case 'invalid_value':
      return 'is not an allowed value';
    default:
      return 'is invalid';
  }
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || 'body';
      errors[key] = [...(errors[key] ?? []), ruleOf(issue.code)];
    }
    fail(400, 'SBXC01', 'Invalid control request', errors);
  }
  return result.data;
}

const now = (ctx: SandboxContext) => ({ now: ctx.clock.now().toISOString() });

function route(method: Route['method'], pattern: string, handler: Handler): Route {
  return { method, pattern, area: 'control', public: true, handler: controlled(handler) };
}

export const routes: Route[] = [
  route('GET', '/_sandbox/clock', (_req, ctx) => ({ status: 200, body: now(ctx) })),
  route('POST', '/_sandbox/clock', (req, ctx) => {
    ctx.clock.advance(parse(clockSchema, req.body).advanceMs);
    return { status: 200, body: now(ctx) };
  }),
  route('GET', '/_sandbox/faults', (_req, ctx) => ({
    status: 200,
    body: { faults: ctx.state.faults.list() },
  })),
  route('POST', '/_sandbox/faults', (req, ctx) => {
    ctx.state.faults.arm(parse(faultSchema, req.body));
    return { status: 201, body: { faults: ctx.state.faults.list() } };
  }),
  route('DELETE', '/_sandbox/faults', (_req, ctx) => {
    ctx.state.faults.clear();
    return { status: 204 };
  }),
  route('GET', '/_sandbox/readings', (_req, ctx) => ({ status: 200, body: ctx.state.readings.current })),
  route('POST', '/_sandbox/readings', (req, ctx) => ({
    status: 200,
    body: ctx.state.readings.switch(parse(readingsSchema, req.body)),
  })),
  route('GET', '/_sandbox/requests', (_req, ctx) => ({
    status: 200,
    body: { requests: ctx.state.requestLog.list() },
  })),
  route('DELETE', '/_sandbox/requests', (_req, ctx) => {
    ctx.state.requestLog.clear();
    return { status: 204 };
  }),
  route('POST', '/_sandbox/reset', (_req, ctx) => {
    ctx.clock.reset();
    ctx.state.faults.clear();
    ctx.state.readings.reset();
    ctx.state.requestLog.clear();
    ctx.state.payouts.clear();
    ctx.state.authentications.clear();
    ctx.state.sales.clear();
    return { status: 200, body: now(ctx) };
  }),
];
