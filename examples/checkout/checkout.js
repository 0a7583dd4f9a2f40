/**
 * The checkout example: 3-D Secure, then a card-on-file sale carrying the authentication values, all through the
 * gateway's /graphql. Plain ES module with JSDoc, no build step, nothing loaded from anywhere but the gateway.
 *
 * 1. authenticate3ds with the card, the amount and the browser's device data;
 * 2. on CHALLENGED, post the challenge form (field `JWT`) to `challenge.url` into a named iframe (the provider
 *    forbids using the url as the iframe's src); the issuer posts the customer back to our returnUrl, whose page
 *    tells this one (postMessage); then verify3ds;
 * 3. show the outcome and ECI; when the outcome allows a payment, createCardOnFileSale with those values.
 */

const graphqlEndpoint = '/graphql';
const returnUrl = new URL('return', location.href).href;

const threeDsFields = `fragment ThreeDsFields on ThreeDsResult {
  outcome
  rawOutcome
  transactionReference
  authentication { version eci eciLevel authenticationValue transactionId }
  challenge { reference url jwt expiresAt }
}`;

const authenticateMutation = `mutation CheckoutAuthenticate($input: Authenticate3dsInput!) {
  authenticate3ds(input: $input) { ...ThreeDsFields }
}
${threeDsFields}`;

const verifyMutation = `mutation CheckoutVerify($input: Verify3dsInput!) {
  verify3ds(input: $input) { ...ThreeDsFields }
}
${threeDsFields}`;

const saleMutation = `mutation CheckoutSale($input: CreateCardOnFileSaleInput!) {
  createCardOnFileSale(input: $input) {
    replayed
    sale { outcome rawOutcome issuerAuthorizationCode riskFactors { rawType rawRisk rawDetail } }
  }
}`;

/** Outcomes after which the payment may go on (ThreeDsOutcome's descriptions); any other stops the checkout. */
const payableOutcomes = new Set(['AUTHENTICATED', 'ALREADY_AUTHENTICATED', 'NOT_ENROLLED', 'BYPASSED']);

/**
 * @typedef {{ version: string | null, eci: string | null, eciLevel: string | null,
 *   authenticationValue: string | null, transactionId: string | null }} Authentication
 * @typedef {{ reference: string, url: string, jwt: string, expiresAt: string }} Challenge
 * @typedef {{ outcome: string, rawOutcome: string, transactionReference: string,
 *   authentication: Authentication | null, challenge: Challenge | null }} ThreeDsResult
 * @typedef {{ replayed: boolean, sale: { outcome: string, rawOutcome: string, issuerAuthorizationCode: string | null,
 *   riskFactors: { rawType: string, rawRisk: string, rawDetail: string | null }[] } }} SalePayload
 * @typedef {{ entity: string, reference: string, minorUnits: string, currency: string, cardHolderName: string,
 *   cardNumber: string, month: number, year: number, cvc: string, token: string }} Order
 */

/** A GraphQL error answer, with the gateway's code and the input fields it names. */
class GatewayError extends Error {
  /** @param {{ message: string, extensions?: { code?: string, fieldErrors?: { path: string, message: string }[] } }[]} errors */
  constructor(errors) {
    const lines = errors.map((e) => {
      const code = e.extensions?.code ? ` (${e.extensions.code})` : '';
      const fields = (e.extensions?.fieldErrors ?? []).map((f) => `\n  ${f.path}: ${f.message}`).join('');
      return `${e.message}${code}${fields}`;
    });
    super(lines.join('\n'));
  }
}

/**
 * Runs one operation with POST (card data never travels in a URL) as JSON, which the gateway requires.
 * @param {string} query
 * @param {Record<string, unknown>} variables
 * @param {string} token the caller's bearer credential, empty with open access
 * @returns {Promise<T>} the data, of the shape the caller's operation selects
 * @template T
 */
async function graphql(query, variables, token) {
  /** @type {Record<string, string>} */
  const headers = { 'content-type': 'application/json', accept: 'application/graphql-response+json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(graphqlEndpoint, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors?.length) throw new GatewayError(body.errors);
  if (!res.ok || !body.data) throw new Error(`The gateway answered HTTP ${res.status}.`);
  return body.data;
}

/** @param {string} id */
const element = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** @param {string} id @param {string | null | undefined} text */
function show(id, text) {
  element(id).textContent = text ?? '–';
}

/** @param {string} text */
function step(text) {
  const item = document.createElement('li');
  item.textContent = text;
  element('steps').append(item);
}

/** A fresh order reference: it is the idempotency key of the sale, so each new order needs its own. */
const newReference = () => `order-${crypto.randomUUID().slice(0, 13)}`;

/** @param {HTMLFormElement} form @returns {Order} */
function readOrder(form) {
  const data = new FormData(form);
  const text = (/** @type {string} */ name) => String(data.get(name) ?? '').trim();
  return {
    entity: text('entity'),
    reference: text('reference'),
    minorUnits: text('minorUnits'),
    currency: text('currency'),
    cardHolderName: text('cardHolderName'),
    cardNumber: text('cardNumber').replaceAll(' ', ''),
    month: Number(text('month')),
    year: Number(text('year')),
    cvc: text('cvc'),
    token: text('token'),
  };
}

/** @param {Order} order */
function authenticationInput(order) {
  return {
    transactionReference: order.reference,
    merchant: { entity: order.entity },
    paymentInstrument: {
      card: {
        cardHolderName: order.cardHolderName,
        cardNumber: order.cardNumber,
        cardExpiryDate: { month: order.month, year: order.year },
      },
    },
    value: { minorUnits: order.minorUnits, currency: order.currency },
    deviceData: {
      // A page cannot read the Accept header its own request carried; this is what browsers send for a page.
      acceptHeader: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      userAgentHeader: navigator.userAgent,
      browserLanguage: navigator.language,
      browserJavaEnabled: false,
      browserJavascriptEnabled: true,
      browserColorDepth: screen.colorDepth,
      browserScreenHeight: screen.height,
      browserScreenWidth: screen.width,
      timeZone: new Date().getTimezoneOffset(),
    },
    challenge: { windowSize: 'SIZE_390X400', returnUrl },
  };
}

/**
 * The sale, with the 3-D Secure values when the outcome carried an ECI (a wallet's ALREADY_AUTHENTICATED has none).
 * @param {Order} order @param {Authentication | null} authentication
 */
function saleInput(order, authentication) {
  const { eci, authenticationValue, version, transactionId } = authentication ?? {};
  return {
    transactionReference: order.reference,
    merchant: { entity: order.entity },
    value: { minorUnits: order.minorUnits, currency: order.currency },
    narrative: { line1: 'Checkout example' },
    paymentInstrument: {
      cardHolderName: order.cardHolderName,
      cardNumber: order.cardNumber,
      cardExpiryDate: { month: order.month, year: order.year },
      ...(order.cvc ? { cvc: order.cvc } : {}),
    },
    ...(eci
      ? {
          customer: {
            authentication: {
              eci,
              type: '3DS',
              // Absent values stay absent: null is not a value the provider knows.
              ...(authenticationValue ? { authenticationValue } : {}),
              ...(version ? { version } : {}),
              ...(transactionId ? { transactionId } : {}),
            },
          },
        }
      : {}),
  };
}

/**
 * Posts the challenge form into the named iframe, as the provider asks: a POST carrying the field `JWT` to
 * `challenge.url`, never the url as the iframe's src.
 * @param {Challenge} challenge @param {string} target
 */
function postChallengeForm(challenge, target) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = challenge.url;
  form.target = target;
  form.hidden = true;
  const jwt = document.createElement('input');
  jwt.type = 'hidden';
  jwt.name = 'JWT';
  jwt.value = challenge.jwt;
  form.append(jwt);
  document.body.append(form);
  form.submit();
  form.remove();
}

/**
 * Shows the issuer's challenge and resolves once the issuer returned the customer to our returnUrl (the return
 * page in the iframe posts the reference), or when the challenge token expires (verify3ds then says so).
 * @param {Challenge} challenge
 * @returns {Promise<void>}
 */
function runChallenge(challenge) {
  const section = element('challenge');
  const frame = /** @type {HTMLIFrameElement} */ (element('challenge-frame'));
  section.hidden = false;
  return new Promise((resolve) => {
    /** @param {MessageEvent} event */
    const onMessage = (event) => {
      // Only our own return page, in this iframe, for this challenge.
      if (event.origin !== location.origin || event.source !== frame.contentWindow) return;
      if (event.data?.type !== 'checkout:3ds-return' || event.data.reference !== challenge.reference) return;
      done();
    };
    // A browser whose clock runs ahead of the provider's would see the token expired already: then no timer.
    const left = Date.parse(challenge.expiresAt) - Date.now();
    const expiry = left > 0 ? setTimeout(() => done(), left) : undefined;
    const done = () => {
      clearTimeout(expiry);
      window.removeEventListener('message', onMessage);
      section.hidden = true;
      resolve();
    };
    window.addEventListener('message', onMessage);
    postChallengeForm(challenge, frame.name);
  });
}

/** @param {ThreeDsResult} result */
function showAuthentication(result) {
  show('auth-outcome', result.outcome);
  show('eci', result.authentication?.eci);
  show('eci-level', result.authentication?.eciLevel);
}

/** @param {Order} order */
async function checkout(order) {
  step(`authenticate3ds for order ${order.reference}`);
  /** @type {{ authenticate3ds: ThreeDsResult }} */
  const authenticated = await graphql(
    authenticateMutation,
    { input: authenticationInput(order) },
    order.token,
  );
  let result = authenticated.authenticate3ds;
  step(`authenticate3ds: ${result.outcome}`);
  if (result.outcome === 'CHALLENGED' && result.challenge) {
    show('auth-outcome', result.outcome);
    const challenge = result.challenge;
    step('The issuer challenges the card holder');
    await runChallenge(challenge);
    step('Back from the issuer: verify3ds');
    const input = {
      transactionReference: order.reference,
      entity: order.entity,
      challengeReference: challenge.reference,
    };
    /** @type {{ verify3ds: ThreeDsResult }} */
    const verified = await graphql(verifyMutation, { input }, order.token);
    result = verified.verify3ds;
    step(`verify3ds: ${result.outcome}`);
  }
  showAuthentication(result);
  if (!payableOutcomes.has(result.outcome)) {
    step(`Not charged: the authentication ended ${result.outcome}`);
    return;
  }
  step('createCardOnFileSale with the authentication values');
  /** @type {{ createCardOnFileSale: SalePayload }} */
  const sold = await graphql(saleMutation, { input: saleInput(order, result.authentication) }, order.token);
  const paid = sold.createCardOnFileSale;
  show('sale-outcome', paid.sale.outcome);
  show('authorization-code', paid.sale.issuerAuthorizationCode);
  const risks = paid.sale.riskFactors;
  show(
    'risk-factors',
    risks.map((r) => [r.rawType, r.rawRisk, r.rawDetail].filter(Boolean).join(' ')).join(', ') || 'none',
  );
  step(`createCardOnFileSale: ${paid.sale.outcome}${paid.replayed ? ' (replayed)' : ''}`);
}

function start() {
  const form = /** @type {HTMLFormElement} */ (element('checkout'));
  const reference = /** @type {HTMLInputElement} */ (form.elements.namedItem('reference'));
  reference.value = newReference();
  const pay = /** @type {HTMLButtonElement} */ (element('pay'));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    pay.disabled = true;
    document.body.dataset.state = 'busy';
    element('steps').replaceChildren();
    for (const id of [
      'auth-outcome',
      'eci',
      'eci-level',
      'sale-outcome',
      'authorization-code',
      'risk-factors',
    ]) {
      show(id, undefined);
    }
    const error = element('error');
    error.hidden = true;
    try {
      await checkout(readOrder(form));
      // The order is finished: the next one needs a reference of its own. After an error the reference stays, so
      // paying again is a safe retry (the gateway replays a sale it already made with it).
      reference.value = newReference();
    } catch (err) {
      error.textContent = err instanceof Error ? err.message : String(err);
      error.hidden = false;
    } finally {
      pay.disabled = false;
      document.body.dataset.state = 'done';
    }
  });
  document.body.dataset.state = 'ready';
}

start();
