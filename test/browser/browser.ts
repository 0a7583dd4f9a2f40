import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's Chromium (package `chromium`). */
export const chromiumPath = '/usr/bin/chromium';

/**
 * Chromium from the OS package (.ci/install-chromium.sh), never a browser downloaded by Playwright. Host names
 * other than the loopback resolve nowhere: the page must work as at the workplace, where no CDN is reachable.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    timeout: 30_000,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-dev-shm-usage',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
  });
}

/** What a page did on the network and what went wrong in it, recorded from before its first request. */
export interface PageRecord {
  readonly page: Page;
  /** `METHOD url` of every request the page made, in order. */
  readonly requests: string[];
  /** Failed requests, HTTP errors, console errors and uncaught exceptions, one line each. */
  readonly problems: string[];
}

/** Opens `url` in a fresh context (no GraphiQL state kept in localStorage) and records everything on the way. */
export async function openRecorded(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 720 },
): Promise<PageRecord> {
  const context = await browser.newContext({ viewport });
  // Shorter than the test's own timeout, so a stuck step fails with Playwright's account of what it awaited.
  context.setDefaultTimeout(8_000);
  const page = await context.newPage();
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
  page.on('requestfailed', (r) => problems.push(`failed ${r.url()}: ${r.failure()?.errorText ?? '?'}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') {
      problems.push(`console ${m.type()} ${m.text()} at ${m.location().url}`);
    }
  });
  page.on('pageerror', (e) => problems.push(`uncaught ${e.message}`));
  // A browser navigation sends Accept: text/html, which is what makes the gateway answer with GraphiQL.
  await page.goto(url, { waitUntil: 'load' });
  return { page, requests, problems };
}

/** Requests that left our origin (data: URLs never touch the network). */
export function foreignRequests(requests: readonly string[], origin: string): string[] {
  return requests.filter((line) => {
    const url = line.slice(line.indexOf(' ') + 1);
    return !url.startsWith('data:') && new URL(url).origin !== origin;
  });
}
