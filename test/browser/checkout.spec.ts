import { existsSync, mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authenticationValue, dsTransactionId } from '../../src/sandbox/routes/threeDs/values.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { chromiumPath, launchChromium, openRecorded, type PageRecord } from './browser.ts';

const runBrowserTests = existsSync(chromiumPath) || process.env.CI === 'true';

/** Where the screenshots go (ignored by git): one per scenario, of the page as the customer last saw it. */
const screenshots = new URL('../../test-results/checkout/', import.meta.url);

const entity = '7Z1UAK';
const authenticatePost = 'POST /verifications/customers/3ds/authentication';
const challengePost = 'POST /_sandbox/3ds/challenge';
const decisionPost = 'POST /_sandbox/3ds/challenge/complete';
const verifyPost = (reference: string) =>
  `POST /verifications/customers/3ds/verification?challenge=${reference}`;
const salePost = 'POST /payments/sales/migrateCardOnFile';

/** What the page shows once it is done. */
async function shown(page: Page) {
  const text = async (id: string) => (await page.locator(`#${id}`).textContent())?.trim();
  return {
    outcome: await text('auth-outcome'),
    eci: await text('eci'),
    eciLevel: await text('eci-level'),
    sale: await text('sale-outcome'),
    authorizationCode: await text('authorization-code'),
    riskFactors: await text('risk-factors'),
    steps: await page.locator('#steps li').allInnerTexts(),
    error: (await page.locator('#error').isVisible()) ? await text('error') : undefined,
  };
}

/**
 * Proves in Chromium that the checkout page served by the gateway authenticates a card with 3-D Secure, shows the
 * issuer's challenge by posting the JWT form into an iframe, comes back through returnUrl, verifies, and sells.
 */
describe.runIf(runBrowserTests)('the checkout example in a browser', () => {
  const gw = setUpTestGateway();
  let browser: Browser;
  let origin: string;
  let sandboxOrigin: string;
  let opened: PageRecord | undefined;

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    origin = new URL(gw.url).origin;
    sandboxOrigin = new URL(gw.sandbox.url).origin;
    browser = await launchChromium();
  }, 40_000);

  afterEach(async () => {
    await opened?.page.context().close();
    opened = undefined;
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Opens the page, fills the order and the card, and presses Pay. */
  async function pay(reference: string, cardHolderName: string, cardNumber: string): Promise<PageRecord> {
    opened = await openRecorded(browser, `${origin}/examples/checkout/`);
    const { page } = opened;
    await page.locator('body[data-state="ready"]').waitFor({ state: 'attached' });
    await gw.clearUpstream();
    await page.getByLabel('Order reference').fill(reference);
    await page.getByLabel('Card holder name').fill(cardHolderName);
    await page.getByLabel('Card number').fill(cardNumber);
    await page.getByRole('button', { name: 'Pay' }).click();
    return opened;
  }

  /** Answers the issuer's challenge in the iframe, as the card holder would. */
  async function answer(page: Page, decision: 'Pass' | 'Fail', screenshot: string) {
    const frame = page.frameLocator('iframe[name="challenge-frame"]');
    await frame.getByRole('button', { name: decision }).waitFor();
    await page.screenshot({ path: new URL(screenshot, screenshots).pathname, fullPage: true });
    await frame.getByRole('button', { name: decision }).click();
  }

  const finished = (page: Page) => page.locator('body[data-state="done"]').waitFor({ state: 'attached' });

  it('pays with a frictionless card: authenticated (ECI 05), then sold with the authentication values', async () => {
    const ref = 'checkout-frictionless';
    const { page, requests, problems } = await pay(ref, '3ds2-frictionless-identified', '4444333322221111');
    await finished(page);
    await page.screenshot({ path: new URL('frictionless.png', screenshots).pathname, fullPage: true });

    expect(await shown(page)).toEqual({
      outcome: 'AUTHENTICATED',
      eci: '05',
      eciLevel: 'FULLY_AUTHENTICATED',
      sale: 'AUTHORIZED',
      authorizationCode: '802416',
      riskFactors: 'avs not_supplied',
      steps: [
        `authenticate3ds for order ${ref}`,
        'authenticate3ds: AUTHENTICATED',
        'createCardOnFileSale with the authentication values',
        'createCardOnFileSale: AUTHORIZED',
      ],
      error: undefined,
    });
    const calls = await gw.upstreamCalls();
    expect(describeCalls(calls)).toEqual([authenticatePost, salePost]);
    const seed = gw.sandbox.config.seed;
    expect(calls[1]?.body).toMatchObject({
      transactionReference: ref,
      customer: {
        authentication: {
          eci: '05',
          type: '3DS',
          authenticationValue: authenticationValue(seed, ref),
          version: '2.2.0',
          transactionId: dsTransactionId(seed, ref),
        },
      },
    });
    // No challenge: nothing framed, and the page asked nobody but the gateway for anything.
    expect(requests.filter((r) => !r.startsWith(`GET ${origin}/examples/checkout/`))).toEqual([
      `POST ${origin}/graphql`,
      `POST ${origin}/graphql`,
    ]);
    expect(problems).toEqual([]);
  });

  /**
   * The challenge's provider calls and browser requests: the JWT form posted by the page into the iframe (a POST
   * navigation of the frame, never its src), the issuer's decision, the issuer's return to returnUrl, verify3ds.
   * Returns the challenge reference that verify3ds used.
   */
  async function expectChallengeRoundTrip(
    record: PageRecord,
    ref: string,
    decision: 'passed' | 'failed',
    sold: boolean,
  ): Promise<void> {
    const calls = await gw.upstreamCalls();
    const verify = calls[3]?.body as { challenge?: { reference?: string } } | undefined;
    const reference = verify?.challenge?.reference ?? '';
    expect(describeCalls(calls)).toEqual([
      authenticatePost,
      challengePost,
      decisionPost,
      verifyPost(reference),
      ...(sold ? [salePost] : []),
    ]);
    // The form field is `JWT` (masked in the log), posted as a navigation of the iframe.
    expect(calls[1]?.body).toEqual({ JWT: '***' });
    expect(calls[1]?.headers).toMatchObject({ 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' });
    expect(calls[2]?.body).toEqual({ JWT: '***', decision: decision === 'passed' ? 'pass' : 'fail' });
    expect(calls[3]?.body).toEqual({
      transactionReference: ref,
      merchant: { entity },
      challenge: { reference },
    });
    expect(gw.sandbox.state.authentications.find(reference)).toMatchObject({
      transactionReference: ref,
      entity,
      returnUrl: `${origin}/examples/checkout/return`,
      decision,
    });
    expect(await record.page.locator('iframe[name="challenge-frame"]').getAttribute('src')).toBeNull();
    expect(record.requests).toEqual([
      `GET ${origin}/examples/checkout/`,
      `GET ${origin}/examples/checkout/checkout.css`,
      `GET ${origin}/examples/checkout/checkout.js`,
      `POST ${origin}/graphql`,
      `POST ${sandboxOrigin}/_sandbox/3ds/challenge`,
      `POST ${sandboxOrigin}/_sandbox/3ds/challenge/complete`,
      `POST ${origin}/examples/checkout/return`,
      `GET ${origin}/examples/checkout/checkout.css`,
      `GET ${origin}/examples/checkout/return.js`,
      `POST ${origin}/graphql`,
      ...(sold ? [`POST ${origin}/graphql`] : []),
    ]);
    expect(record.problems).toEqual([]);
  }

  it('pays after a challenge passed: the JWT form posted into the iframe, back through returnUrl, verified (ECI 02), sold', async () => {
    const ref = 'checkout-challenge-pass';
    const record = await pay(ref, '3ds2-challenge-identified', '5555555555554444');
    await answer(record.page, 'Pass', 'challenge-shown.png');
    await finished(record.page);
    await record.page.screenshot({
      path: new URL('challenge-passed.png', screenshots).pathname,
      fullPage: true,
    });

    expect(await shown(record.page)).toEqual({
      outcome: 'AUTHENTICATED',
      eci: '02',
      eciLevel: 'FULLY_AUTHENTICATED',
      sale: 'AUTHORIZED',
      authorizationCode: '951109',
      riskFactors: 'avs not_supplied',
      steps: [
        `authenticate3ds for order ${ref}`,
        'authenticate3ds: CHALLENGED',
        'The issuer challenges the card holder',
        'Back from the issuer: verify3ds',
        'verify3ds: AUTHENTICATED',
        'createCardOnFileSale with the authentication values',
        'createCardOnFileSale: AUTHORIZED',
      ],
      error: undefined,
    });
    await expectChallengeRoundTrip(record, ref, 'passed', true);
    const seed = gw.sandbox.config.seed;
    expect((await gw.upstreamCalls())[4]?.body).toMatchObject({
      transactionReference: ref,
      customer: {
        authentication: {
          eci: '02',
          type: '3DS',
          authenticationValue: authenticationValue(seed, ref),
          version: '2.2.0',
          transactionId: dsTransactionId(seed, ref),
        },
      },
    });
  });

  it('does not charge after a challenge failed: shows AUTHENTICATION_FAILED with ECI 07 and makes no sale', async () => {
    const ref = 'checkout-challenge-fail';
    const record = await pay(ref, '3ds2-challenge-identified', '4444333322221111');
    await answer(record.page, 'Fail', 'challenge-shown-before-fail.png');
    await finished(record.page);
    await record.page.screenshot({
      path: new URL('challenge-failed.png', screenshots).pathname,
      fullPage: true,
    });

    expect(await shown(record.page)).toEqual({
      outcome: 'AUTHENTICATION_FAILED',
      eci: '07',
      eciLevel: 'NOT_AUTHENTICATED',
      sale: '–',
      authorizationCode: '–',
      riskFactors: '–',
      steps: [
        `authenticate3ds for order ${ref}`,
        'authenticate3ds: CHALLENGED',
        'The issuer challenges the card holder',
        'Back from the issuer: verify3ds',
        'verify3ds: AUTHENTICATION_FAILED',
        'Not charged: the authentication ended AUTHENTICATION_FAILED',
      ],
      error: undefined,
    });
    await expectChallengeRoundTrip(record, ref, 'failed', false);
  });

  it('shows the gateway error naming the field when the card number is wrong, and calls nobody', async () => {
    const { page, requests, problems } = await pay(
      'checkout-bad-card',
      '3ds2-frictionless-identified',
      '4444333322221112',
    );
    await finished(page);
    await page.screenshot({ path: new URL('bad-card.png', screenshots).pathname, fullPage: true });

    expect(await shown(page)).toEqual({
      outcome: '–',
      eci: '–',
      eciLevel: '–',
      sale: '–',
      authorizationCode: '–',
      riskFactors: '–',
      steps: ['authenticate3ds for order checkout-bad-card'],
      // The field and the rule, never the number.
      error:
        'The input is invalid. (BAD_USER_INPUT)\n  input.paymentInstrument.card.cardNumber: must pass the Luhn check',
    });
    expect(await gw.upstreamCalls()).toEqual([]);
    expect(requests.filter((r) => !r.startsWith(`GET ${origin}/examples/checkout/`))).toEqual([
      `POST ${origin}/graphql`,
    ]);
    expect(problems).toEqual([]);
  });
});
