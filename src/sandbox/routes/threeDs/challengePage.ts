import { contentType } from '../../http/media.ts';
import type { Handler, SandboxContext, SandboxRequest, SandboxResponse } from '../../http/types.ts';
import { escapeHtml, hidden, page } from './html.ts';
import { verifyJwt } from './jwt.ts';
import { challengePaths } from './routePaths.ts';
import type { ChallengeRecord } from './store.ts';
import { versionString } from './values.ts';

/**
 * The issuer's side of a challenge, simulated. The merchant's page posts the form field `JWT` (as an issuer's
 * form expects) to `challenge.url`; the customer presses Pass or Fail; the sandbox records the decision and posts
 * the customer back to the returnUrl with `transactionReference` and `reference`, after which the merchant calls
 * 3ds:verify for the outcome.
 */
export const showChallenge: Handler = async (req, ctx) => {
  const found = await challengeFromForm(req, ctx);
  if ('response' in found) return found.response;
  const { record, jwt } = found;
  const details = [
    ['Merchant', record.entity],
    ['Order', record.transactionReference],
    ['Amount', `${record.value.amount} ${record.value.currency} (minor units)`],
    ...(record.card.lastFour ? [['Card', `ending ${record.card.lastFour}`]] : []),
    ['3-D Secure', versionString(record.version)],
  ];
  const list = details
    .map(([k = '', v = '']) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`)
    .join('');
  const body = `<p>Sandbox issuer: confirm this payment.</p>
<dl>${list}</dl>
<form method="post" action="${escapeHtml(challengePaths.complete)}">
${hidden('JWT', jwt)}
<button type="submit" name="decision" value="pass">Pass</button>
<button type="submit" name="decision" value="fail">Fail</button>
</form>
<p class="note">Pass authenticates the cardholder; Fail makes the authentication fail.</p>`;
  return html(200, page('Sandbox 3-D Secure challenge', body));
};

/** The customer's decision: recorded once, then the customer goes back to the merchant's returnUrl. */
export const completeChallenge: Handler = async (req, ctx) => {
  const found = await challengeFromForm(req, ctx);
  if ('response' in found) return found.response;
  const { record, form } = found;
  const decision = form.get('decision');
  if (decision !== 'pass' && decision !== 'fail') return message(400, 'The decision must be Pass or Fail.');
  record.decision = decision === 'pass' ? 'passed' : 'failed';
  const body = `<p>Returning to the merchant…</p>
<form id="return" method="post" action="${escapeHtml(record.returnUrl)}">
${hidden('transactionReference', record.transactionReference)}
${hidden('reference', record.reference)}
<button type="submit">Continue</button>
</form>
<script>document.getElementById('return').submit();</script>`;
  return html(200, page('Sandbox 3-D Secure challenge complete', body));
};

type Found =
  | { readonly record: ChallengeRecord; readonly jwt: string; readonly form: URLSearchParams }
  | { readonly response: SandboxResponse };

/** The open challenge named by the form's JWT, or the error page to answer instead. */
async function challengeFromForm(req: SandboxRequest, ctx: SandboxContext): Promise<Found> {
  if (contentType(req.headers) !== 'application/x-www-form-urlencoded') {
    return {
      response: message(415, 'The challenge form must be posted as application/x-www-form-urlencoded.'),
    };
  }
  const form = new URLSearchParams(req.rawBody);
  const jwt = form.get('JWT');
  if (!jwt) return { response: message(400, 'The challenge form has no JWT field.') };
  const store = ctx.state.authentications;
  const check = await verifyJwt(jwt, store.signingKey, Math.floor(ctx.clock.now().getTime() / 1000));
  if (!check.ok) {
    const text =
      check.reason === 'expired'
        ? 'The challenge token has expired (it is valid for 10 minutes). Start the authentication again.'
        : 'The challenge token is invalid.';
    return { response: message(400, text) };
  }
  const record = store.find(check.claims.reference);
  if (!record) return { response: message(400, 'The challenge token is invalid.') };
  if (record.decision) return { response: message(409, 'This challenge has already been completed.') };
  return { record, jwt, form };
}

function message(status: number, text: string): SandboxResponse {
  return html(status, page('Sandbox 3-D Secure challenge', `<p>${escapeHtml(text)}</p>`));
}

function html(status: number, markup: string): SandboxResponse {
  return { status, html: markup, headers: { 'cache-control': 'no-store' } };
}
