import { z } from 'zod';
import {
  linkHref,
  openEnum,
  optional,
  type RawLinks,
  rawLinks,
  stringLike,
} from '../upstream/modelHelpers.ts';

export const authenticationOutcomes = [
  'authenticated',
  'alreadyAuthenticated',
  'authenticationFailed',
  'challenged',
  'notEnrolled',
  'unavailable',
  'bypassed',
] as const;
export const challengePreferences = [
  'noPreference',
  'noChallengeRequested',
  'challengeRequested',
  'challengeMandated',
] as const;
export const authenticationFlows = ['challenge', 'frictionless'] as const;
export const cancellationIndicators = ['01', '02', '03', '04', '05', '06', '07', '08'] as const;

/**
 * Fields of the newer authentication release (the spec describes the earlier one). Its answers write them at the
 * top level, beside `outcome`; answers of the earlier shape carry them inside `authentication`. Both are read.
 */
const newerReleaseFields = {
  /** The 3DS transaction status code, e.g. `Y`, `A`, `N`, `C`. */
  status: optional(stringLike),
  /** Whether the card is enrolled, as sent: `Y`/`N`/`U`, or a boolean in some examples (read as its text). */
  enrolled: optional(z.union([z.string(), z.boolean()]).transform((value): string => String(value))),
  /** The access control server's transaction id. */
  acsTransactionId: optional(z.string()),
};

/** The `authentication` object; which fields appear depends on the outcome (see the spec's table). */
const authenticationValuesSchema = z.object({
  /** 3DS version used, e.g. `2.1.0` (some providers send a bare number; read as text). */
  version: optional(stringLike),
  /** CAVV or UCAF; use in one authorization only. */
  authenticationValue: optional(z.string()),
  eci: optional(z.string()),
  /** xid for version 1, dsTransactionId for version 2. */
  transactionId: optional(z.string()),
  ...newerReleaseFields,
  // Domestic-scheme fields.
  cryptogramAlgorithm: optional(z.string()),
  challengePreference: optional(openEnum(challengePreferences)),
  authenticationFlow: optional(openEnum(authenticationFlows)),
  brand: optional(z.string()),
  networkScore: optional(z.string()),
  statusReason: optional(z.string()),
  cancellationIndicator: optional(openEnum(cancellationIndicators)),
});
export type AuthenticationValues = z.output<typeof authenticationValuesSchema>;

const challengeSchema = z.object({
  reference: optional(z.string()),
  /** POST action of the challenge form (never an iframe src). */
  url: optional(z.string()),
  /** Signed, includes the return URL, expires after 10 minutes. */
  jwt: optional(z.string()),
  /** For native mobile SDKs only; any JSON. */
  payload: z.unknown().optional(),
});
type Challenge = z.output<typeof challengeSchema>;

/** The body of an authentication or verification response. */
export const authenticationBodySchema = z
  .object({
    outcome: openEnum(authenticationOutcomes),
    transactionReference: optional(z.string()),
    ...newerReleaseFields,
    authentication: optional(authenticationValuesSchema),
    challenge: optional(challengeSchema),
    _links: rawLinks,
  })
  .superRefine((body, ctx) => {
    // A challenge cannot be displayed without its form action, token and reference.
    if (body.outcome !== 'challenged') return;
    for (const field of ['reference', 'url', 'jwt'] as const) {
      if (body.challenge?.[field] === undefined) {
        ctx.addIssue({ code: 'custom', path: ['challenge', field], message: 'required when challenged' });
      }
    }
  });

/** A 3DS authentication (or verification) result. */
export interface Authentication {
  readonly outcome: z.output<typeof authenticationBodySchema>['outcome'];
  readonly transactionReference: string | undefined;
  readonly authentication: AuthenticationValues | undefined;
  readonly challenge: Challenge | undefined;
  readonly links: {
    /** `3ds:verify`, on challenged outcomes. */
    readonly verify: string | undefined;
    /** `3ds:authenticate`, on authenticationFailed and unavailable. */
    readonly authenticate: string | undefined;
  };
  readonly rawLinks: RawLinks | undefined;
}

type AuthenticationBody = z.output<typeof authenticationBodySchema>;

/**
 * The authentication values wherever the release wrote them: the `authentication` object, with the newer
 * release's top-level fields over it; none (undefined, so `authentication: null`) when the outcome is `unavailable`
 * (the spec: it "carries no `authentication` object"; a newer release's top-level `enrolled: "U"` there says only
 * that) or when no value is present at all (an empty object, or every field null), rather than an object of nulls.
 */
function authenticationValuesOf(body: AuthenticationBody): AuthenticationValues | undefined {
  const { authentication, status, enrolled, acsTransactionId } = body;
  if (body.outcome === 'unavailable') return undefined;
  // Without an `authentication` object, its values are the empty object's: every field absent.
  const base = authentication ?? authenticationValuesSchema.parse({});
  const values = {
    ...base,
    status: status ?? base.status,
    enrolled: enrolled ?? base.enrolled,
    acsTransactionId: acsTransactionId ?? base.acsTransactionId,
  };
  return Object.values(values).some((value) => value !== undefined) ? values : undefined;
}

export function toAuthentication(body: AuthenticationBody): Authentication {
  return {
    outcome: body.outcome,
    transactionReference: body.transactionReference,
    authentication: authenticationValuesOf(body),
    challenge: body.challenge,
    links: {
      verify: linkHref(body._links, '3ds:verify'),
      authenticate: linkHref(body._links, '3ds:authenticate'),
    },
    rawLinks: body._links,
  };
}
