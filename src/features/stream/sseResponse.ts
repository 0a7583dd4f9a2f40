import type { ServerResponse } from 'node:http';
import type { Response } from 'graphql-sse';

/**
 * Writes graphql-sse's answer to a node:http response (what its `use/http` adapter does, which would also read
 * the request body itself; see streamRequest.ts). graphql-sse's `Cache-Control: no-cache` is left out: it lets a
 * cache store the stream, and every GraphQL answer here says `no-store` (noStore.ts).
 */
export async function sendSseResponse(res: ServerResponse, [body, init]: Response): Promise<void> {
  const { 'cache-control': _noCache, ...headers } = init.headers ?? {};
  res.writeHead(init.status, init.statusText, headers);
  if (!body || typeof body === 'string') {
    return new Promise((resolve) => res.end(body ?? undefined, () => resolve()));
  }
  const stop = () => void body.return(undefined);
  res.once('close', stop);
  for await (const value of body) {
    // A response closed under us (the client went away) ends the loop; its 'close' also ended the generator.
    const closed = await new Promise<boolean>((resolve, reject) => {
      if (!res.writable) resolve(true);
      else res.write(value, (err) => (err ? reject(err) : resolve(false)));
    });
    if (closed) break;
  }
  res.off('close', stop);
  return new Promise((resolve) => res.end(resolve));
}
