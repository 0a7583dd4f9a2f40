import { paths } from '../../../contract/index.ts';
import { eciFamily } from '../../data/testCards.ts';
import type { CardProfile } from './card.ts';
import { authenticationValue, networkScore, transactionId, versionString } from './values.ts';
import type { ChallengePreference, Outcome } from './vocabulary.ts';

/** Everything that decides the body of an authentication or verification answer. */
export interface ResultInput {
  readonly outcome: Outcome;
  readonly transactionReference: string;
  readonly version: 1 | 2;
  readonly card: CardProfile;
  readonly preference: ChallengePreference;
  readonly flow: 'frictionless' | 'challenge';
  /** Domestic-scheme cancellation indicator: `01` cardholder gave up the challenge, `03` it timed out. */
  readonly cancellation?: '01' | '03';
  readonly challenge?: { readonly reference: string; readonly url: string; readonly jwt: string };
}

/** The domestic-scheme algorithm code the sandbox reports with a cryptogram. */
const domesticCryptogramAlgorithm = '1';

/** The HAL body of an authentication or verification answer. */
export function resultBody(input: ResultInput, seed: number, baseUrl: string): Record<string, unknown> {
  const { outcome, transactionReference } = input;
  // The spec: an alreadyAuthenticated answer carries only outcome and transactionReference.
  if (outcome === 'alreadyAuthenticated') return { outcome, transactionReference };
  const authentication = authenticationOf(input, seed);
  const links: Record<string, unknown> = {};
  if (outcome === 'challenged') {
    links['3ds:verify'] = { href: verifyHref(baseUrl, input.challenge?.reference) };
  }
  if (outcome === 'authenticationFailed' || outcome === 'unavailable') {
    links['3ds:authenticate'] = { href: `${baseUrl}${paths.threeDsAuthenticate}` };
  }
  links.curies = [{ name: '3ds', href: `${baseUrl}/rels/verifications/customers/{rel}`, templated: true }];
  return {
    outcome,
    transactionReference,
    ...(authentication ? { authentication } : {}),
    ...(input.challenge ? { challenge: input.challenge } : {}),
    _links: links,
  };
}

/**
 * The spec shows the verify link as `{base_url}/verifications/customers/3ds/verification`. The sandbox adds the
 * challenge reference as a query parameter (same path), so that a test can tell a followed link from a client that
 * built the documented path itself.
 */
function verifyHref(baseUrl: string, reference: string | undefined): string {
  const href = `${baseUrl}${paths.threeDsVerify}`;
  return reference === undefined ? href : `${href}?${new URLSearchParams({ challenge: reference })}`;
}

function authenticationOf(input: ResultInput, seed: number): Record<string, unknown> | undefined {
  const { outcome, transactionReference: ref, version } = input;
  const eci = eciFamily(input.card.network);
  const v = versionString(version);
  switch (outcome) {
    case 'unavailable':
      return undefined;
    case 'challenged':
      return { version: v };
    case 'notEnrolled':
      return { version: v, eci: eci.attempted };
    case 'bypassed':
      return { version: v, eci: eci.none, transactionId: transactionId(seed, ref, version) };
    case 'authenticated':
      return {
        version: v,
        authenticationValue: authenticationValue(seed, ref),
        eci: eci.full,
        transactionId: transactionId(seed, ref, version),
        ...domesticFields(input, seed),
      };
    default:
      return {
        version: v,
        eci: eci.none,
        transactionId: transactionId(seed, ref, version),
        ...domesticFields(input, seed),
      };
  }
}

/** Domestic-scheme fields, on authenticated and failed answers of a domestic-scheme card only. */
function domesticFields(input: ResultInput, seed: number): Record<string, string> {
  const brand = input.card.domesticBrand;
  if (brand === undefined) return {};
  const common = {
    challengePreference: input.preference,
    authenticationFlow: input.flow,
    brand,
    networkScore: networkScore(seed, input.transactionReference),
  };
  if (input.outcome === 'authenticated')
    return { cryptogramAlgorithm: domesticCryptogramAlgorithm, ...common };
  // EMV 3DS transStatusReason: 01 card authentication failed, 14 transaction timed out at the ACS.
  const statusReason = input.cancellation === '03' ? '14' : '01';
  return {
    ...common,
    statusReason,
    ...(input.cancellation ? { cancellationIndicator: input.cancellation } : {}),
  };
}
