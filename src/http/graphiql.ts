import { graphiqlAssetPath } from './graphiqlAssets.ts';
import { readmeExampleOperations } from './readmeExamples.ts';

const welcome = `# Welcome to the card-payments GraphQL API.
# Every type and field is documented: open the Docs panel (top left).
# Sandbox data (default seed): entity 7Z1UAK; the README lists accounts and test cards.
`;

/** Without the README's examples (a deployment that does not ship it): one tab reading balances. */
const fallbackQuery = `${welcome}query Balances($entity: String! = "7Z1UAK") {
  accounts(entity: $entity) {
    accountNumber
    name
    balance { total { amount currency } }
  }
}
`;

let tabs: { query: string }[] | undefined;

/**
 * The tabs GraphiQL opens with (when the browser has none stored): the README's examples, the welcome note above
 * the first; read once, at the first page served.
 */
function graphiqlDefaultTabs(): { query: string }[] {
  if (!tabs) {
    const examples = readmeExampleOperations();
    tabs = (examples.length > 0 ? examples : [fallbackQuery]).map((query, i) => ({
      query: i === 0 && examples.length > 0 ? `${welcome}${query}` : query,
    }));
  }
  return tabs;
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

/**
 * The GraphiQL page; it posts operations to the same path it was served from. The tabs travel as JSON in a data
 * block (never executed, so the CSP needs no nonce for it), which the one inline script reads.
 */
export function graphiqlPage(endpoint: string, nonce: string): string {
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
  <script type="application/json" id="graphiql-tabs">${scriptJson(graphiqlDefaultTabs())}</script>
  <script src="${graphiqlAssetPath('react.js')}"></script>
  <script src="${graphiqlAssetPath('react-dom.js')}"></script>
  <script src="${graphiqlAssetPath('graphiql.js')}"></script>
  <script nonce="${nonce}">
    const fetcher = GraphiQL.createFetcher({ url: ${JSON.stringify(endpoint)} });
    const defaultTabs = JSON.parse(document.getElementById('graphiql-tabs').textContent);
    ReactDOM.createRoot(document.getElementById('graphiql')).render(
      React.createElement(GraphiQL, { fetcher, defaultTabs, defaultEditorToolsVisibility: true }),
    );
  </script>
</body>
</html>`;
}
