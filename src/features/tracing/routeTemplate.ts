import { paths } from '../../contract/index.ts';

/** The provider paths the gateway calls as they are, with nothing of the caller's in them. */
const fixedPaths = new Set<string>([
  paths.threeDsAuthenticate,
  paths.threeDsVerify,
  paths.payoutsBasicDisbursement,
  paths.payoutsFastAccess,
  paths.payoutsQuery,
  paths.paymentItemsByFilter,
  paths.accountStatements,
  paths.accountBalanceByEntity,
  paths.cardBinLookup,
  paths.cardOnFileSale,
]);

// Longest prefix first: payment items by id live under those by UBR, and both under the payouts prefix.
const parameterised: readonly (readonly [string, string])[] = [
  [paths.accountBalancePrefix, `${paths.accountBalancePrefix}{accountNumber}`],
  [paths.paymentItemsByIdPrefix, `${paths.paymentItemsByIdPrefix}{paymentId}`],
  [paths.paymentItemsByUbrPrefix, `${paths.paymentItemsByUbrPrefix}{ubr}`],
  [paths.payoutsPrefix, `${paths.payoutsPrefix}{payoutLink}`],
  ['/verifications/', '/verifications/{link}'],
];

/**
 * The route template of a spec path (relative to the base URL, no query), as OpenTelemetry's `url.template`:
 * account numbers, payment ids, UBRs and the provider's payout and 3DS links are identifiers, and a span is no
 * place for them. A path the gateway does not know (a link of another shape) is `/{link}`.
 */
export function routeTemplate(specPath: string): string {
  if (fixedPaths.has(specPath)) return specPath;
  for (const [prefix, template] of parameterised) {
    if (specPath.startsWith(prefix)) return template;
  }
  return '/{link}';
}

/**
 * A query string with every value replaced by `REDACTED` (OpenTelemetry's advice for `url.query`): parameter
 * names tell what was asked; the values are entities, references, account numbers and dates.
 */
export function redactedQuery(search: string): string {
  const names = [...new URLSearchParams(search).keys()];
  return names.map((name) => `${encodeURIComponent(name)}=REDACTED`).join('&');
}
