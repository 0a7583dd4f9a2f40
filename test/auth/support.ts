import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { expect } from 'vitest';
import type { GraphQLResult, TestGateway } from '../support/gateway.ts';
import { checkedRequestIds } from '../support/requestIds.ts';

/** Runs one operation over HTTP with `Authorization: <authorization>`, as a frontend holding a credential would. */
export async function runAs<TData, TVariables>(
  gw: TestGateway,
  authorization: string | undefined,
  document: DocumentTypeDecoration<TData, TVariables> | string,
  variables?: TVariables,
): Promise<GraphQLResult<TData>> {
  const res = await fetch(gw.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(authorization === undefined ? {} : { authorization }),
    },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  const body = (await res.json()) as Omit<GraphQLResult<TData>, 'status'>;
  return { status: res.status, ...checkedRequestIds(body, res.headers.get('x-request-id')) };
}

/** The error of an entity argument the caller may not act for, at response path `path`. */
export function forbiddenArgument(field: string, path: readonly (string | number)[]) {
  return {
    message: `The caller may not act for the merchant entity given in "${field}".`,
    path,
    locations: expectAnyLocations,
    extensions: { code: 'FORBIDDEN', field },
  };
}

/** The error of data reached through `field` (an id, a UBR) that belongs to another entity. */
export function forbiddenData(field: string, path: readonly (string | number)[]) {
  return {
    message: `What "${field}" leads to belongs to a merchant entity the caller may not act for.`,
    path,
    locations: expectAnyLocations,
    extensions: { code: 'FORBIDDEN', field },
  };
}

/** The error of a payout id the caller may not read, whether it exists for another entity or not at all. */
export function payoutNotKnown(field: string, path: readonly (string | number)[]) {
  return {
    message: `No payout this caller may read has the id in "${field}" (whether one exists for another merchant entity is not said). Any payout id this API answered for one of the caller's merchant entities reads here, as returned; otherwise read the payout by its reference (payoutByReference), whose id then reads here.`,
    path,
    locations: expectAnyLocations,
    extensions: { code: 'FORBIDDEN', field },
  };
}

// Locations depend on the document's layout, which the tests do not pin.
const expectAnyLocations = expect.any(Array);

/** The body of a 401 refusal. */
export function unauthenticated(message: string) {
  return { errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] };
}

export const noCredential =
  'A valid credential is required: send an API key or a JWT as "Authorization: Bearer <credential>".';
