import { readFileSync } from 'node:fs';

/**
 * The body of every ```graphql block of a Markdown text, in order.
 * @internal Exported for the test that runs the README's first query, which reads it with the same parser.
 */
export function graphqlBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```graphql\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
}

/** The text of the `## <title>` section of a Markdown text, up to the next `## ` heading; empty if absent. */
function markdownSection(markdown: string, title: string): string {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) return '';
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** The frontend developers' page, whose "Examples" section holds one operation per area of the API. */
const examplesPage = new URL('../../../docs/frontend.md', import.meta.url);

/**
 * The operations of docs/frontend.md's "Examples" section, read from the package: that page is the one place they
 * are written and tested (test/readme/examples.spec.ts), so GraphiQL opens with the same operations. A deployment
 * without the page (or with no examples in it) gets none, not an error.
 */
export function exampleOperations(page: URL = examplesPage): string[] {
  let markdown: string;
  try {
    markdown = readFileSync(page, 'utf8');
  } catch {
    return [];
  }
  return graphqlBlocks(markdownSection(markdown, 'Examples'));
}
