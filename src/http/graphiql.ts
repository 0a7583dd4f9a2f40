import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * GraphiQL's browser bundles, served by us from npm packages: the workplace (and many corporate networks) cannot
 * reach a CDN, and a self-hosted IDE has no third-party script in the page that sees the caller's operations.
 */
const assets: Record<string, { pkg: string; file: string; type: string }> = {
  'react.js': { pkg: 'react', file: 'umd/react.production.min.js', type: 'text/javascript' },
  'react-dom.js': { pkg: 'react-dom', file: 'umd/react-dom.production.min.js', type: 'text/javascript' },
  'graphiql.js': { pkg: 'graphiql', file: 'graphiql.min.js', type: 'text/javascript' },
  'graphiql.css': { pkg: 'graphiql', file: 'graphiql.min.css', type: 'text/css' },
};

/** The installed folder of a package; its `exports` map hides the browser bundles from require.resolve. */
function packageDir(pkg: string): string {
  let dir = dirname(require.resolve(pkg));
  while (!dir.endsWith(`${sep}node_modules${sep}${pkg}`)) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot locate package ${pkg}`);
    dir = parent;
  }
  return dir;
}

const cache = new Map<string, Buffer>();

/** One bundled asset by its public name, or undefined for any other name. */
export async function graphiqlAsset(name: string): Promise<{ body: Buffer; type: string } | undefined> {
  const asset = assets[name];
  if (!asset) return undefined;
  let body = cache.get(name);
  if (!body) {
    body = await readFile(join(packageDir(asset.pkg), asset.file));
    cache.set(name, body);
  }
  return { body, type: asset.type };
}

const exampleQuery = `# Welcome to the card-payments GraphQL API.
# Every type and field is documented: open the Docs panel (top left).
# Sandbox data (default seed): entity 7Z1UAK; the README lists accounts and test cards.
query Balances($entity: String! = "7Z1UAK") {
  accounts(entity: $entity) {
    accountNumber
    name
    balance { total { amount currency } }
  }
}
`;

/**
 * The page's Content-Security-Policy: scripts from us plus the one inline script carrying `nonce`, requests only
 * to us, no framing. GraphiQL sets inline styles, hence `'unsafe-inline'` for styles (not for scripts).
 */
export function graphiqlContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The GraphiQL page; it posts operations to the same path it was served from. */
export function graphiqlPage(endpoint: string, nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <link rel="icon" href="data:,">
  <title>Card payments GraphQL API · GraphiQL</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="stylesheet" href="/graphiql/graphiql.css">
  <style>body { margin: 0; height: 100vh; } #graphiql { height: 100vh; }</style>
</head>
<body>
  <div id="graphiql">Loading GraphiQL…</div>
  <script src="/graphiql/react.js"></script>
  <script src="/graphiql/react-dom.js"></script>
  <script src="/graphiql/graphiql.js"></script>
  <script nonce="${nonce}">
    const fetcher = GraphiQL.createFetcher({ url: ${JSON.stringify(endpoint)} });
    ReactDOM.createRoot(document.getElementById('graphiql')).render(
      React.createElement(GraphiQL, { fetcher, defaultQuery: ${JSON.stringify(exampleQuery)}, defaultEditorToolsVisibility: true }),
    );
  </script>
</body>
</html>`;
}
