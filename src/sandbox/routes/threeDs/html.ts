/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * A whole page with inline styles only: the challenge pages must work offline and inside any frame size the
 * merchant picked, so they load no external assets. `body` must already be escaped markup.
 */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1d1d1f;background:#f5f5f7}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:16px;box-shadow:0 1px 3px #0002}
h1{font-size:1.2rem}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{color:#555}
button{font-size:1rem;padding:8px 20px;margin-right:8px;border-radius:6px;border:1px solid #888;cursor:pointer}
.note{color:#666;font-size:.85rem}
</style>
</head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body>
</html>
`;
}

/** A hidden form field. */
export const hidden = (name: string, value: string): string =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
