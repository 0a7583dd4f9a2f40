import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Feature } from '../../http/feature.ts';
import { notFound, redirect } from '../../http/replies.ts';
import type { RouteTable } from '../../http/routes.ts';
import type { SliceOf } from '../../settings/setting.ts';
import { graphiqlAssetPath, serveGraphiqlAsset } from './assets.ts';
import { exampleOperations } from './docExamples.ts';
import type { graphiqlSettings } from './settings.ts';

/** What the page needs to know of the server: whether callers must send a credential (it opens that tab). */
type GraphiqlSettings = NonNullable<SliceOf<typeof graphiqlSettings>>;

/** The Headers tab's first text where a credential is required: the one header to fill in. */
const credentialHeaders = '{\n  "Authorization": "Bearer <paste your API key or JWT here>"\n}';

/**
 * The note above the first tab. Lines stay under about 55 characters: CodeMirror does not wrap, and the query
 * editor is about 80 characters wide in a 1440 px window with the result pane beside it.
 */
function welcome(settings: GraphiqlSettings): string {
  const credential = settings.credentialRequired
    ? [
        '# This server needs a credential: put your API key',
        '# or JWT in the Headers tab below, as',
        '# "Authorization": "Bearer <key>".',
      ]
    : [
        '# No credential needed on this server (open access).',
        '# Sandbox data: entity 7Z1UAK; docs/sandbox.md',
        '# lists accounts and test cards.',
      ];
  return [
    '# Welcome to the card-payments GraphQL API.',
    '# Docs (book icon, top left): every type and field.',
    ...credential,
    '',
  ].join('\n');
}

/** Without docs/frontend.md's examples (a deployment that does not ship it): one tab reading balances. */
const fallbackQuery = `query Balances($entity: String! = "7Z1UAK") {
  accounts(entity: $entity) {
    accountNumber
    name
    balance { total { amount currency } }
  }
}
`;

let examples: string[] | undefined;

/**
 * The tabs GraphiQL opens with (when the browser has none stored): docs/frontend.md's examples (read once, at the first
 * page served), the welcome note above the first.
 */
function graphiqlDefaultTabs(settings: GraphiqlSettings): { query: string }[] {
  examples ??= exampleOperations();
  const queries = examples.length > 0 ? examples : [fallbackQuery];
  return queries.map((query, i) => ({ query: i === 0 ? `${welcome(settings)}${query}` : query }));
}

/**
 * JSON safe to place inside a <script> element: `<` escaped so no `</script>` or `<!--` ends it early, `/` so no
 * URL in an example reads as one to a scanner of the page.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('/', '\\/');
}

/**
 * The page's Content-Security-Policy: scripts from us plus the one inline script carrying `nonce`, requests only
 * to us, no framing. GraphiQL sets inline styles, hence `'unsafe-inline'` for styles (not for scripts).
 */
function graphiqlContentSecurityPolicy(nonce: string): string {
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

/**
 * The GraphiQL page; it posts operations to the same path it was served from. Its options travel as JSON in a data
 * block (never executed, so the CSP needs no nonce for it), which the one inline script reads: the tabs, the
 * schema's description asked for in the introspection (shown on the Docs explorer's first page; GraphiQL leaves it
 * out by default), and where a credential is required the Headers tab open with the Authorization header to fill.
 */
function graphiqlPage(endpoint: string, nonce: string, settings: GraphiqlSettings): string {
  const props = {
    defaultTabs: graphiqlDefaultTabs(settings),
    schemaDescription: true,
    ...(settings.credentialRequired
      ? { defaultHeaders: credentialHeaders, defaultEditorToolsVisibility: 'headers' }
      : { defaultEditorToolsVisibility: true }),
  };
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <link rel="icon" href="data:,">
  <title>Card payments GraphQL API · GraphiQL</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="stylesheet" href="${graphiqlAssetPath('graphiql.css')}">
  <style>body { margin: 0; height: 100vh; } #graphiql { height: 100vh; }</style>
</head>
<body>
  <div id="graphiql">Loading GraphiQL…</div>
  <script type="application/json" id="graphiql-props">${scriptJson(props)}</script>
  <script src="${graphiqlAssetPath('react.js')}"></script>
  <script src="${graphiqlAssetPath('react-dom.js')}"></script>
  <script src="${graphiqlAssetPath('graphiql.js')}"></script>
  <script nonce="${nonce}">
    const newFetcher = () => GraphiQL.createFetcher({ url: ${JSON.stringify(endpoint)} });
    const props = JSON.parse(document.getElementById('graphiql-props').textContent);
    // GraphiQL introspects once, with the headers of that moment, and again only for a new fetcher: without this a
    // key typed into the Headers tab left the Docs explorer on "Error fetching schema". Half a second after the
    // last edit, a new fetcher: the schema is fetched again with the headers as they are then.
    function Ide() {
      const [fetcher, setFetcher] = React.useState(newFetcher);
      const pending = React.useRef(undefined);
      const onEditHeaders = React.useCallback(() => {
        clearTimeout(pending.current);
        pending.current = setTimeout(() => setFetcher(() => newFetcher()), 500);
      }, []);
      return React.createElement(GraphiQL, { fetcher, onEditHeaders, ...props });
    }
    ReactDOM.createRoot(document.getElementById('graphiql')).render(React.createElement(Ide));
  </script>
</body>
</html>`;
}

const assetsPrefix = '/graphiql/';

/** The GraphQL endpoint GraphiQL talks to, on the gateway's own origin. */
const endpoint = '/graphql';

/**
 * GraphiQL as a feature (GRAPHIQL; on outside production): its assets under /graphiql/, `/` leading to the IDE, and
 * the IDE's page, which /graphql serves to a browser asking for HTML. Off: no page, no assets, `/` unknown.
 */
export function graphiql(settings: SliceOf<typeof graphiqlSettings>): Feature | undefined {
  if (!settings) return undefined;
  const graphqlPage = (res: ServerResponse) => {
    const nonce = randomBytes(16).toString('base64');
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': graphiqlContentSecurityPolicy(nonce),
      'cache-control': 'no-store',
    });
    res.end(graphiqlPage(endpoint, nonce, settings));
  };
  return { routes: installRoutes, graphqlPage };
}

function installRoutes(routes: RouteTable): void {
  routes.prefix(assetsPrefix, async (req, res, url) => {
    const name = url.pathname.slice(assetsPrefix.length);
    if (req.method === 'GET' && (await serveGraphiqlAsset(req, res, name))) return;
    notFound(res);
  });
  routes.route('/', (req, res) => (req.method === 'GET' ? redirect(res, 302, endpoint) : notFound(res)));
}
