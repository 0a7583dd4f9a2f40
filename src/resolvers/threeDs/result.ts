import type { Authentication, AuthenticationValues } from '../../datasources/threeDs/models.ts';
import type {
  Authenticate3dsPayload,
  DomesticSchemeAuthentication,
  ThreeDsAuthentication,
  ThreeDsChallenge,
  Verify3dsPayload,
} from '../../generated/resolvers.ts';
import { challengeExpiresAt } from './challengeExpiry.ts';
import {
  authenticationFlowOf,
  cancellationIndicatorOf,
  challengePreferenceOf,
  eciLevelOf,
  outcomeOf,
} from './wire.ts';

/** The shared fields of both payloads; `__typename` lets the `ThreeDsResult` interface resolve its type. */
type Result<T extends 'Authenticate3dsPayload' | 'Verify3dsPayload'> = T extends 'Authenticate3dsPayload'
  ? Authenticate3dsPayload & { __typename: T }
  : Verify3dsPayload & { __typename: T };

/**
 * A provider authentication (or verification) answer as a GraphQL payload.
 *
 * @param transactionReference ours, used when the provider does not echo it.
 * @param receivedAt when the answer arrived; the fallback for the challenge's expiry.
 */
export function toThreeDsResult<T extends 'Authenticate3dsPayload' | 'Verify3dsPayload'>(
  typename: T,
  answer: Authentication,
  transactionReference: string,
  receivedAt: Date,
): Result<T> {
  const result = {
    __typename: typename,
    outcome: outcomeOf(answer.outcome),
    rawOutcome: answer.outcome,
    transactionReference: answer.transactionReference ?? transactionReference,
    authentication: answer.authentication ? toAuthenticationValues(answer.authentication) : null,
    challenge: toChallenge(answer.challenge, receivedAt),
    // The provider offers a new attempt through the `3ds:authenticate` link.
    canRetry: answer.links.authenticate !== undefined,
  };
  return result as Result<T>;
}

function toAuthenticationValues(values: AuthenticationValues): ThreeDsAuthentication {
  return {
    version: values.version ?? null,
    authenticationValue: values.authenticationValue ?? null,
    eci: values.eci ?? null,
    eciLevel: values.eci === undefined ? null : eciLevelOf(values.eci),
    transactionId: values.transactionId ?? null,
    status: values.status ?? null,
    enrolled: values.enrolled ?? null,
    acsTransactionId: values.acsTransactionId ?? null,
    domesticScheme: toDomesticScheme(values),
  };
}

/** Null unless the provider sent at least one of the domestic scheme's fields. */
function toDomesticScheme(values: AuthenticationValues): DomesticSchemeAuthentication | null {
  const {
    cryptogramAlgorithm,
    challengePreference,
    authenticationFlow,
    brand,
    networkScore,
    statusReason,
    cancellationIndicator,
  } = values;
  const fields = [
    cryptogramAlgorithm,
    challengePreference,
    authenticationFlow,
    brand,
    networkScore,
    statusReason,
    cancellationIndicator,
  ];
  if (fields.every((field) => field === undefined)) return null;
  return {
    cryptogramAlgorithm: cryptogramAlgorithm ?? null,
    challengePreference:
      challengePreference === undefined ? null : challengePreferenceOf(challengePreference),
    rawChallengePreference: challengePreference ?? null,
    authenticationFlow: authenticationFlow === undefined ? null : authenticationFlowOf(authenticationFlow),
    rawAuthenticationFlow: authenticationFlow ?? null,
    brand: brand ?? null,
    networkScore: networkScore ?? null,
    statusReason: statusReason ?? null,
    cancellationIndicator:
      cancellationIndicator === undefined ? null : cancellationIndicatorOf(cancellationIndicator),
    rawCancellationIndicator: cancellationIndicator ?? null,
  };
}

/** The challenge when the provider sent one; the model guarantees reference, url and jwt on `challenged`. */
function toChallenge(challenge: Authentication['challenge'], receivedAt: Date): ThreeDsChallenge | null {
  if (!challenge) return null;
  const { reference, url, jwt, payload } = challenge;
  if (reference === undefined || url === undefined || jwt === undefined) return null;
  return {
    reference,
    url,
    jwt,
    expiresAt: challengeExpiresAt(jwt, receivedAt),
    payload: payload ?? null,
  };
}
