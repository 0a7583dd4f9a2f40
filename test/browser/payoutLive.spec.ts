import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayoutsCreateDocument, PayoutsUpdatedDocument } from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { fastAccessInput } from '../support/payouts.ts';
import { chromiumPath, foreignRequests, launchChromium, openRecorded, type PageRecord } from './browser.ts';

const runBrowserTests = existsSync(chromiumPath) || process.env.CI === 'true';
if (!runBrowserTests) {
  console.warn(
    `Skipping the live payout browser test: no ${chromiumPath} (run: bash .ci/install-chromium.sh)`,
  );
}

const minute = 60_000;
const hour = 60 * minute;

/**
 * What the page runs: the browser's own EventSource on GET /graphql/stream (GraphQL over SSE, distinct
 * connections mode), recording each outcome and closing at the protocol's `complete` event (an EventSource would
 * otherwise reconnect). Plain script text: the project's TypeScript has no DOM types.
 */
function watchScript(url: string): string {
  return `(() => {
    window.outcomes = [];
    const source = new EventSource(${JSON.stringify(url)});
    source.addEventListener('next', (event) => {
      const result = JSON.parse(event.data);
      window.outcomes.push(result.data ? result.data.payoutUpdated.outcome : JSON.stringify(result.errors));
    });
    source.addEventListener('complete', () => {
      window.outcomes.push('complete');
      source.close();
    });
    source.onerror = () => window.outcomes.push('error');
  })()`;
}

/** Proves in a real Chromium that a page follows a fast-access payout's walk live while the sandbox clock moves. */
describe.runIf(runBrowserTests)('payoutUpdated in a browser (EventSource)', () => {
  const gw = setUpTestGateway({ env: { PAYOUT_WATCH_INTERVALS_MS: '20,20,20' } });
  let browser: Browser;
  let opened: PageRecord | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  }, 40_000);

  afterAll(async () => {
    await opened?.page.context().close();
    await browser?.close();
  });

  it('shows REQUESTED, PENDING, APPROVED, DISBURSED, then the stream completes', async () => {
    const created = await gw.run(PayoutsCreateDocument, { input: fastAccessInput('Ada Lovelace') });
    const id = created.data?.createPayout.payout.id;
    expect(id).toBeTypeOf('string');
    const origin = new URL(gw.url).origin;
    // A page of the gateway's own origin (no CORS involved); the stream is a GET, as EventSource sends it.
    opened = await openRecorded(browser, `${origin}/healthz`);
    const { page } = opened;
    const params = new URLSearchParams({
      query: PayoutsUpdatedDocument.toString(),
      variables: JSON.stringify({ id }),
    });
    await page.evaluate(watchScript(`/graphql/stream?${params}`));
    const outcomesReach = (count: number) =>
      page.waitForFunction(`window.outcomes.length >= ${count}`, undefined, { timeout: 8_000 });
    await outcomesReach(1);
    for (const [i, advance] of [minute, 4 * minute, 24 * hour].entries()) {
      await gw.advanceClock(advance);
      await outcomesReach(i + 2);
    }
    await outcomesReach(5);
    expect(await page.evaluate('window.outcomes')).toEqual([
      'REQUESTED',
      'PENDING',
      'APPROVED',
      'DISBURSED',
      'complete',
    ]);
    expect(foreignRequests(opened.requests, origin)).toEqual([]);
    // Closing the EventSource at `complete` aborts its request on the page's side; the JSON page has no favicon.
    const expected = (line: string) => /favicon\.ico|\/graphql\/stream\?.*ERR_ABORTED/.test(line);
    expect(opened.problems.filter((line) => !expected(line))).toEqual([]);
  });
});
