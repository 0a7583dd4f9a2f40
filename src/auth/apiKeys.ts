import { hash, timingSafeEqual } from 'node:crypto';
import { isMerchantEntity } from '../validation/identifiers.ts';

/** A frontend allowed to call the gateway: its name (for logs), its secret and the entities it may act for. */
export interface ApiKey {
  readonly name: string;
  readonly secret: string;
  /** Merchant entities this key may act for; never empty (see parseApiKeys). */
  readonly entities: readonly string[];
}

// The one-shot hash: half the CPU of a createHash object for a short secret (about 4 us instead of 9 us).
const digest = (text: string) => hash('sha256', text, 'buffer');

/** Each configured key's digest, computed on first use rather than on every request for every key. */
const secretDigests = new WeakMap<ApiKey, Buffer>();

function secretDigest(key: ApiKey): Buffer {
  let known = secretDigests.get(key);
  if (known === undefined) {
    known = digest(key.secret);
    secretDigests.set(key, known);
  }
  return known;
}

/**
 * The key whose secret is `token`, or undefined. Secrets are compared as SHA-256 digests with timingSafeEqual, so
 * neither their content nor their length leaks through timing.
 */
export function apiKeyOf(token: string, keys: readonly ApiKey[]): ApiKey | undefined {
  const offered = digest(token);
  let found: ApiKey | undefined;
  // Every key is compared, also after a match, so the time taken does not tell which key matched.
  for (const key of keys) {
    if (timingSafeEqual(offered, secretDigest(key)) && found === undefined) found = key;
  }
  return found;
}

/** The token of `Authorization: Bearer <token>` (scheme in any case), or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  return match?.[1] || undefined;
}

/**
 * Parses `API_KEYS`: `name:secret:ENTITY1|ENTITY2,…`; the problems found, or the keys. The entity list is after
 * the last colon, so a secret may contain colons. The older `name:secret` form is refused: a key without
 * entities could do nothing, and a silent key that fails every request is worse than a clear start-up problem.
 * No problem message ever contains a secret.
 */
export function parseApiKeys(text: string): { keys: ApiKey[]; problems: string[] } {
  const keys: ApiKey[] = [];
  const problems: string[] = [];
  for (const [index, entry] of text.split(',').entries()) {
    const at = `API_KEYS entry ${index + 1}`;
    const first = entry.indexOf(':');
    const last = entry.lastIndexOf(':');
    const name = entry.slice(0, first).trim();
    if (first <= 0 || !/^[A-Za-z0-9_-]{1,32}$/.test(name)) {
      problems.push(
        `${at}: expected name:secret:ENTITY1|ENTITY2 with a name of 1-32 letters, digits, - or _`,
      );
      continue;
    }
    if (last === first) {
      problems.push(
        `${at} (${name}): list the merchant entities it may act for, as name:secret:ENTITY1|ENTITY2`,
      );
      continue;
    }
    const secret = entry.slice(first + 1, last).trim();
    const entities = entry
      .slice(last + 1)
      .split('|')
      .map((e) => e.trim());
    const bad = entities.findIndex((e) => !isMerchantEntity(e));
    if (secret.length < 24) {
      problems.push(`${at} (${name}): the secret must have at least 24 characters`);
    } else if (bad >= 0) {
      problems.push(
        `${at} (${name}): entity ${bad + 1} must be 1 to 32 letters, digits, ".", "_" or "-" (there is no wildcard)`,
      );
    } else {
      keys.push({ name, secret, entities });
    }
  }
  return { keys, problems };
}
