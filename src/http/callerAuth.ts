import { createHash, timingSafeEqual } from 'node:crypto';
import { GraphQLError } from 'graphql';

/** A frontend allowed to call the gateway: its name (for logs) and its secret. */
export interface ApiKey {
  readonly name: string;
  readonly secret: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The name of the caller whose key is in `authorization` (`Bearer <secret>`), or undefined. Secrets are compared
 * as SHA-256 digests with timingSafeEqual, so neither their content nor their length leaks through timing.
 */
export function callerOf(authorization: string | undefined, keys: readonly ApiKey[]): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  if (!match?.[1]) return undefined;
  const offered = digest(match[1]);
  let caller: string | undefined;
  // Every key is compared, also after a match, so the time taken does not tell which key matched.
  for (const key of keys) {
    if (timingSafeEqual(offered, digest(key.secret)) && caller === undefined) caller = key.name;
  }
  return caller;
}

/** What a request without a valid key gets: HTTP 401 and UNAUTHENTICATED, before any resolver runs. */
export function missingApiKey(): GraphQLError {
  return new GraphQLError('A valid API key is required: send it as "Authorization: Bearer <key>".', {
    extensions: {
      code: 'UNAUTHENTICATED',
      http: { status: 401, headers: new Map([['www-authenticate', 'Bearer']]) },
    },
  });
}

/** Parses `API_KEYS` (`name:secret,name:secret`); the problems found, or the keys. */
export function parseApiKeys(text: string): { keys: ApiKey[]; problems: string[] } {
  const keys: ApiKey[] = [];
  const problems: string[] = [];
  for (const [index, entry] of text.split(',').entries()) {
    const colon = entry.indexOf(':');
    const name = entry.slice(0, colon).trim();
    const secret = entry.slice(colon + 1).trim();
    if (colon <= 0 || !/^[A-Za-z0-9_-]{1,32}$/.test(name)) {
      problems.push(
        `API_KEYS entry ${index + 1}: expected name:secret with a name of 1-32 letters, digits, - or _`,
      );
    } else if (secret.length < 24) {
      problems.push(`API_KEYS entry ${index + 1} (${name}): the secret must have at least 24 characters`);
    } else {
      keys.push({ name, secret });
    }
  }
  return { keys, problems };
}
