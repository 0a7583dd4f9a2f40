import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers one request to a path the table holds; `url` is the request's parsed URL. */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void;

/**
 * The HTTP layer's routes: exact paths by one Map lookup, then the few path prefixes (GraphiQL's assets, the
 * checkout example's files). A feature that is off registers nothing, so its path is simply unknown (404).
 */
export class RouteTable {
  readonly #exact = new Map<string, RouteHandler>();
  readonly #prefixes: (readonly [string, RouteHandler])[] = [];

  /** Serves `path` exactly, whatever the method: the handler answers a method it does not take. */
  route(path: string, handler: RouteHandler): void {
    this.#exact.set(path, handler);
  }

  /** Serves every path starting with `prefix` (which ends in `/`). */
  prefix(prefix: string, handler: RouteHandler): void {
    this.#prefixes.push([prefix, handler]);
  }

  /** Whether `path` is one of the exact paths (not under a prefix). */
  servesExactly(path: string): boolean {
    return this.#exact.has(path);
  }

  find(path: string): RouteHandler | undefined {
    const exact = this.#exact.get(path);
    if (exact) return exact;
    for (const [prefix, handler] of this.#prefixes) if (path.startsWith(prefix)) return handler;
    return undefined;
  }
}
