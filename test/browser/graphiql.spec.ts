import { existsSync, readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpTestGateway } from '../support/gateway.ts';
import { chromiumPath, foreignRequests, launchChromium, openRecorded, type PageRecord } from './browser.ts';

/** The installed version of a package: GraphiQL's asset URLs carry it. */
function versionOf(pkg: string): string {
  const manifest = readFileSync(new URL(`../../node_modules/${pkg}/package.json`, import.meta.url), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}

/** What the page's window offers that this Node-typed test uses (the project's lib has no DOM types). */
interface BrowserGlobals {
  readonly localStorage: { getItem(key: string): string | null };
}

/**
 * Fetches the page's assets once, as a browser accepting brotli does: the gateway compresses each on its first
 * request (seconds for graphiql.js on a busy machine), which would otherwise eat the first test's page-load timeout.
 */
async function warmAssets(url: string): Promise<void> {
  const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  for (const [, path] of html.matchAll(/(?:src|href)="(\/graphiql\/[^"]+)"/g)) {
    await (await fetch(new URL(path ?? '', url), { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
  }
}

/** The DOM of the page, as far as the clipping check reads it. */
interface PageElement {
  readonly textContent: string | null;
  getBoundingClientRect(): { readonly left: number; readonly right: number };
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
}

/**
 * The comment lines of the query editor that run past its visible right edge (CodeMirror does not wrap lines, so
 * a long one is cut off until the reader scrolls sideways).
 */
async function clippedCommentLines(page: PageRecord['page']): Promise<string[]> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: PageElement }).document;
    const editor = doc.querySelector('.graphiql-query-editor .CodeMirror-scroll');
    if (!editor) return ['no editor'];
    const visibleRight = editor.getBoundingClientRect().right;
    return Array.from(editor.querySelectorAll('.CodeMirror-line > span'))
      .filter((line) => (line.textContent ?? '').startsWith('#'))
      .filter((line) => line.getBoundingClientRect().right > visibleRight)
      .map((line) => line.textContent ?? '');
  });
}

/**
 * Chromium comes from Debian (`bash .ci/install-chromium.sh`). A developer's fresh machine may not have it yet,
 * so there the suite says so and skips; in CI (CI=true), .ci/run installs it and a missing browser fails.
 */
const runBrowserTests = existsSync(chromiumPath) || process.env.CI === 'true';
if (!runBrowserTests) {
  console.warn(`Skipping the GraphiQL browser test: no ${chromiumPath} (run: bash .ci/install-chromium.sh)`);
}

/** Proves in a real Chromium, with every host but the loopback unresolvable, that the GraphiQL page works. */
describe.runIf(runBrowserTests)('GraphiQL in a browser without internet access', () => {
  const gw = setUpTestGateway();
  let browser: Browser;
  let origin: string;
  let opened: PageRecord | undefined;

  beforeAll(async () => {
    origin = new URL(gw.url).origin;
    browser = await launchChromium();
    await warmAssets(gw.url);
  }, 40_000);

  afterEach(async () => {
    await opened?.page.context().close();
    opened = undefined;
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** GraphiQL loaded with its schema fetched: the editor is up and no request is still running. */
  async function openGraphiQL(): Promise<PageRecord> {
    opened = await openRecorded(browser, gw.url);
    await opened.page.locator('.graphiql-container .graphiql-query-editor .CodeMirror').waitFor();
    await opened.page.waitForLoadState('networkidle');
    return opened;
  }

  it('loads the IDE, styled, from assets our gateway serves, asking no other host for anything', async () => {
    const { page, requests, problems } = await openGraphiQL();

    expect(foreignRequests(requests, origin)).toEqual([]);
    expect([...requests].sort()).toEqual(
      [
        `GET ${origin}/graphiql/${versionOf('graphiql')}/graphiql.css`,
        `GET ${origin}/graphiql/${versionOf('graphiql')}/graphiql.js`,
        `GET ${origin}/graphiql/${versionOf('react-dom')}/react-dom.js`,
        `GET ${origin}/graphiql/${versionOf('react')}/react.js`,
        `GET ${origin}/graphql`,
        `POST ${origin}/graphql`, // the schema introspection
      ].sort(),
    );
    // Only the stylesheet paints the run button in GraphiQL's brand colour; an unstyled page leaves it grey.
    const runButtonColour = await page.evaluate(
      `getComputedStyle(document.querySelector('.graphiql-execute-button')).backgroundColor`,
    );
    expect(runButtonColour).toBe('rgb(214, 5, 144)');
    expect(problems).toEqual([]);
  });

  it('opens with one tab per example of docs/frontend.md, the first shown', async () => {
    const { page, problems } = await openGraphiQL();

    expect(await page.locator('.graphiql-tab').allInnerTexts()).toEqual([
      'Balances',
      'Statement',
      'PaymentItems',
      'Merchant',
      'CardBin',
      'CardBrandAsTyped',
      'Payout',
      'Authenticate',
      'Sale',
    ]);
    const editor = (await page.locator('.graphiql-query-editor .CodeMirror-code').textContent()) ?? '';
    expect(editor).toContain('# Welcome to the card-payments GraphQL API.');
    expect(editor).toContain('accounts(entity: "7Z1UAK")');
    expect(problems).toEqual([]);
  });

  it('shows the documentation of every root query field in the Docs explorer', async () => {
    const { page, problems } = await openGraphiQL();
    const introspected = await gw.run<{ __schema: { queryType: { fields: { name: string }[] } } }, never>(
      '{ __schema { queryType { fields { name } } } }',
    );
    const fieldNames = introspected.data?.__schema.queryType.fields.map((f) => f.name) ?? [];

    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    const explorer = page.locator('.graphiql-doc-explorer');
    await explorer.getByRole('link', { name: 'Query', exact: true }).click();
    await explorer.locator('.graphiql-doc-explorer-title', { hasText: 'Query' }).waitFor();

    expect(fieldNames).toEqual(expect.arrayContaining(['account', 'accounts', 'paymentItems']));
    expect(await explorer.locator('.graphiql-doc-explorer-field-name').allInnerTexts()).toEqual(fieldNames);
    await explorer.getByRole('link', { name: 'accounts', exact: true }).click();
    await explorer
      .getByText('All accounts of a merchant entity, each with its balances, in the provider', {
        exact: false,
      })
      .waitFor();
    expect(problems).toEqual([]);
  });

  it('shows the schema’s description on the Docs explorer’s first page', async () => {
    const { page, problems } = await openGraphiQL();
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    const explorer = page.locator('.graphiql-doc-explorer');
    await explorer.getByText('Root Types').waitFor();
    // The schema's own description, as GraphiQL renders its Markdown (code spans as plain text).
    const description = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'))
      .description?.replaceAll('`', '')
      .trim();
    expect(description).toMatch(/^A GraphQL API over a card-payments provider/);
    expect(await explorer.locator('.graphiql-markdown-description').first().innerText()).toBe(description);
    expect(problems).toEqual([]);
  });

  it('shows the welcome comment whole in a 1440 px wide window, and says no credential is needed here', async () => {
    opened = await openRecorded(browser, gw.url, { width: 1440, height: 900 });
    const { page, problems } = opened;
    await page.locator('.graphiql-query-editor .CodeMirror').waitFor();
    await page.waitForLoadState('networkidle');
    const editor = (await page.locator('.graphiql-query-editor .CodeMirror-code').innerText()).replaceAll(
      '\u00a0',
      ' ',
    );
    expect(editor.split('\n').filter((line) => line.startsWith('#'))).toEqual([
      '# Welcome to the card-payments GraphQL API.',
      '# Docs (book icon, top left): every type and field.',
      '# No credential needed on this server (open access).',
      '# Sandbox data: entity 7Z1UAK; docs/sandbox.md',
      '# lists accounts and test cards.',
    ]);
    expect(await clippedCommentLines(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('runs an operation typed into the editor and shows the data in the result pane', async () => {
    const { page, requests, problems } = await openGraphiQL();
    const entity = gw.sandbox.state.world.entities[0]?.id ?? '';
    const expected = gw.sandbox.state.world
      .accountsOf(entity)
      .map((a) => ({ accountNumber: a.accountNumber, name: a.accountName, currency: a.currency }));

    await page.locator('.graphiql-query-editor .CodeMirror').click();
    await page.keyboard.press('Control+A');
    const query = `{ accounts(entity: "${entity}") { accountNumber name currency } }`;
    await page.keyboard.insertText(query);
    // GraphiQL takes the operation name from the editor 100 ms after the last edit (and saves the query then); run
    // sooner and it still sends the example's name. Waiting for the save is waiting for that update.
    // A function, not a string: the page's Content-Security-Policy forbids evaluating strings.
    await page.waitForFunction(
      (text) => (globalThis as unknown as BrowserGlobals).localStorage.getItem('graphiql:query') === text,
      query,
    );
    await page.locator('.graphiql-execute-button').click();
    const result = page.locator('.result-window .CodeMirror-code');
    await result.getByText('"data"').waitFor();
    await page.screenshot({ path: '/tmp/graphiql.png' });

    expect(expected.length).toBeGreaterThan(0);
    // CodeMirror indents with no-break spaces, which JSON does not count as white space.
    const shown = ((await result.textContent()) ?? '').replaceAll('\u00a0', ' ');
    expect(JSON.parse(shown)).toEqual({ data: { accounts: expected } });
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([
      `POST ${origin}/graphql`, // the schema introspection
      `POST ${origin}/graphql`, // the operation
    ]);
    expect(problems).toEqual([]);
  });
});

/** With API keys, GraphiQL must say where the key goes before its first request fails for want of one. */
describe.runIf(runBrowserTests)('GraphiQL on a gateway that needs an API key', () => {
  const apiKey = 'graphiql-key-0123456789abcdef';
  const gw = setUpTestGateway({ env: { API_KEYS: `docs:${apiKey}:7Z1UAK` } });
  let browser: Browser;
  let opened: PageRecord | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    await warmAssets(gw.url);
  }, 40_000);

  afterEach(async () => {
    await opened?.page.context().close();
    opened = undefined;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens the Headers tab with the Authorization header to fill in, names it in the welcome, and runs once it is filled', async () => {
    opened = await openRecorded(browser, gw.url, { width: 1440, height: 900 });
    const { page } = opened;
    await page.locator('.graphiql-query-editor .CodeMirror').waitFor();
    const headersTab = page.locator('.graphiql-editor-tools button[data-name="headers"]');
    expect((await headersTab.getAttribute('class'))?.split(' ')).toContain('active');
    const headers = page.locator('.graphiql-editor-tool .graphiql-editor:not(.hidden) .CodeMirror');
    const headerLines = await headers.locator('.CodeMirror-line').allInnerTexts();
    expect(headerLines.join('\n').replaceAll('\u00a0', ' ')).toBe(
      '{\n  "Authorization": "Bearer <paste your API key or JWT here>"\n}',
    );
    const editor = (await page.locator('.graphiql-query-editor .CodeMirror-code').innerText()).replaceAll(
      '\u00a0',
      ' ',
    );
    expect(editor.split('\n').filter((line) => line.startsWith('#'))).toEqual([
      '# Welcome to the card-payments GraphQL API.',
      '# Docs (book icon, top left): every type and field.',
      '# This server needs a credential: put your API key',
      '# or JWT in the Headers tab below, as',
      '# "Authorization": "Bearer <key>".',
    ]);
    expect(await clippedCommentLines(page)).toEqual([]);

    await headers.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${apiKey}` }));
    await page.locator('.graphiql-query-editor .CodeMirror').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('{ __typename }');
    await page.waitForFunction(
      () =>
        (globalThis as unknown as BrowserGlobals).localStorage.getItem('graphiql:query') === '{ __typename }',
    );
    await page.locator('.graphiql-execute-button').click();
    const result = page.locator('.result-window .CodeMirror-code');
    await result.getByText('"data"').waitFor();
    expect(JSON.parse(((await result.textContent()) ?? '').replaceAll('\u00a0', ' '))).toEqual({
      data: { __typename: 'Query' },
    });
  });
  it('fetches the schema again once a key is entered, so the Docs explorer shows it without a reload', async () => {
    opened = await openRecorded(browser, gw.url, { width: 1440, height: 900 });
    const { page } = opened;
    await page.locator('.graphiql-query-editor .CodeMirror').waitFor();
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    const explorer = page.locator('.graphiql-doc-explorer');
    // Without a key the introspection is refused.
    await explorer.getByText('Error fetching schema', { exact: false }).waitFor();
    const headers = page.locator('.graphiql-editor-tool .graphiql-editor:not(.hidden) .CodeMirror');
    await headers.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${apiKey}` }));
    await explorer.getByRole('link', { name: 'Query', exact: true }).waitFor({ timeout: 10_000 });
    expect(await explorer.getByText('Error fetching schema', { exact: false }).count()).toBe(0);
  });
});
