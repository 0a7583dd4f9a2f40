import type { Route } from './types.ts';

export interface RouteMatch {
  readonly route: Route;
  readonly params: Record<string, string>;
}

/** Splits a raw path into segments without collapsing empty ones: `/accounts/balance//X` keeps its empty segment. */
function segments(path: string): string[] {
  return path.split('/').slice(1);
}

function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const want = segments(pattern);
  const got = segments(path);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i] ?? '';
    if (part.startsWith(':') && part.endsWith('*')) {
      params[part.slice(1, -1)] = got.slice(i).join('/');
      return got.length > i ? params : undefined;
    }
    const value = got[i];
    if (value === undefined) return undefined;
    if (part.startsWith(':')) {
      if (value === '') return undefined;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (part !== value) {
      return undefined;
    }
  }
  return got.length === want.length ? params : undefined;
}

/**
 * Finds the route for a request. Literal routes win over parameterised ones regardless of registration order,
 * so `/payouts/query` is never taken for a payout resource.
 */
export function findRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): RouteMatch | { readonly methodNotAllowed: true } | undefined {
  const byPathMatch = routes
    .map((route) => ({ route, params: matchPattern(route.pattern, path) }))
    .filter((m): m is RouteMatch => m.params !== undefined)
    .sort((a, b) => specificity(b.route.pattern) - specificity(a.route.pattern));
  if (byPathMatch.length === 0) return undefined;
  return byPathMatch.find((m) => m.route.method === method) ?? { methodNotAllowed: true };
}

function specificity(pattern: string): number {
  return segments(pattern).reduce((score, part) => score + (part.startsWith(':') ? 1 : 10), 0);
}
