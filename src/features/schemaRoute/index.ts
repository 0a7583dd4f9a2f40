import type { Feature } from '../../http/feature.ts';
import { printedSchema } from '../../server/schemaFiles.ts';

/** Where the printed schema is served, beside /graphql. */
const schemaPath = '/schema.graphql';

/**
 * GET /schema.graphql: the whole public schema as SDL, for a client's codegen to point at (`schema:
 * 'http://…/schema.graphql'`), the same text as the repository's `schema.graphql` below its header. Printed on
 * the first request and kept: the schema does not change while the process runs. Served only where introspection
 * is on, since it says everything introspection would.
 */
export function schemaRoute(introspection: boolean): Feature | undefined {
  if (!introspection) return undefined;
  let printed: string | undefined;
  return {
    routes: (routes) =>
      routes.route(schemaPath, (req, res) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
          return void res.end('Use GET\n');
        }
        printed ??= printedSchema();
        res.writeHead(200, {
          'content-type': 'text/plain; charset=utf-8',
          'content-length': Buffer.byteLength(printed),
          'cache-control': 'no-cache',
        });
        res.end(req.method === 'HEAD' ? undefined : printed);
      }),
  };
}
