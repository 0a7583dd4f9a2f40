import { GraphQLError } from 'graphql';
import { errorCodes } from '../errors/codes.ts';

/**
 * The merchant entities one caller may act for. Entities are compared exactly as sent to the provider: there is
 * no wildcard and no case folding, so an entitlement can only ever be narrower than what it lists. Open access
 * (no authentication configured, development on loopback) is the one way to act for every entity.
 */
export interface Entitlement {
  /** True only in open access: every entity is allowed. */
  readonly all: boolean;
  /**
   * The entities allowed, in the order configured; empty in open access. For data the provider names no entity
   * for (an account whose balance answer says `entity: null`), which the caller's own entities' lists then decide.
   */
  readonly entities: readonly string[];
  /** Whether the caller may act for `entity`; `undefined` or `null` (data that names no entity) only in open access. */
  allows(entity: string | null | undefined): boolean;
  /**
   * Throws FORBIDDEN naming `field` (the argument path, e.g. `input.merchant.entity`) unless the caller may act
   * for `entity`. Called before the provider is, so a refused request sends nothing.
   */
  check(entity: string, field: string): void;
}

/** The error of an entity the caller may not act for; the entity itself is not repeated, the field is named. */
function notEntitled(field: string): GraphQLError {
  return new GraphQLError(`The caller may not act for the merchant entity given in "${field}".`, {
    extensions: { code: errorCodes.FORBIDDEN, field },
  });
}

/** The error of data reached through `field` (an id, a UBR) that belongs to an entity the caller may not act for. */
export function notEntitledToData(field: string): GraphQLError {
  return new GraphQLError(
    `What "${field}" leads to belongs to a merchant entity the caller may not act for.`,
    {
      extensions: { code: errorCodes.FORBIDDEN, field },
    },
  );
}

/**
 * The error of a payout id (in `field`) the caller may not read: it was not handed out for one of the caller's
 * merchant entities (by any field that answers a payout), it was altered, or it is a location-only id of a payout
 * the gateway did not create for the caller's entities. The words are true in each case, and the answer is the same
 * whether the payout exists for another entity or not at all, so an id tells nothing of another merchant's payouts
 * (docs/decisions.md, "A payout id the caller may not read").
 */
export function payoutNotKnownForCaller(field: string): GraphQLError {
  return new GraphQLError(
    `No payout this caller may read has the id in "${field}" (whether one exists for another merchant entity is not said). Any payout id this API answered for one of the caller's merchant entities reads here, as returned; otherwise read the payout by its reference (payoutByReference), whose id then reads here.`,
    { extensions: { code: errorCodes.FORBIDDEN, field } },
  );
}

/**
 * The error of an account looked up by number whose balance answer names no merchant entity (the spec allows
 * `entity: null`) and that none of the caller's entities lists: it cannot be authorized, so it is not shown, and
 * the error says why instead of a null that reads as "no such account".
 */
export function accountWithoutEntity(field: string): GraphQLError {
  return new GraphQLError(
    `The provider names no merchant entity for the account in "${field}", and none of the caller's entities lists it, so it cannot be shown. Read it through accounts(entity) of the entity it belongs to.`,
    { extensions: { code: errorCodes.FORBIDDEN, field } },
  );
}

/** Every entity: open access only. */
export const allEntities: Entitlement = {
  all: true,
  entities: [],
  allows: () => true,
  check: () => {},
};

/** Exactly the entities listed. */
export function entitlementTo(entities: Iterable<string>): Entitlement {
  const allowed = new Set(entities);
  const allows = (entity: string | null | undefined) => typeof entity === 'string' && allowed.has(entity);
  return {
    all: false,
    entities: [...allowed],
    allows,
    check(entity, field) {
      if (!allows(entity)) throw notEntitled(field);
    },
  };
}
