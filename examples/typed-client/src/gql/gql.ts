/* eslint-disable */
import * as types from './graphql.ts';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query Balances($entity: String!) {\n  accounts(entity: $entity) {\n    id\n    accountNumber\n    name\n    currency\n    balance {\n      cleared {\n        amount\n        currency\n      }\n      total {\n        amount\n        currency\n        minorUnits\n      }\n    }\n  }\n}": typeof types.BalancesDocument,
    "fragment PayoutStatus on Payout {\n  id\n  outcome\n  rawOutcome\n  updateAvailable\n}\n\nmutation CreatePayout($input: CreatePayoutInput!) {\n  createPayout(input: $input) {\n    replayed\n    payout {\n      ...PayoutStatus\n      transactionReference\n      method\n    }\n  }\n}\n\nquery PayoutById($id: ID!) {\n  payout(id: $id) {\n    ...PayoutStatus\n  }\n}\n\nquery PayoutByReference($transactionReference: String!, $entity: String!) {\n  payoutByReference(transactionReference: $transactionReference, entity: $entity) {\n    ...PayoutStatus\n  }\n}": typeof types.PayoutStatusFragmentDoc,
    "query StatementPage($accountNumber: String!, $from: DateTime!, $to: DateTime!, $first: Int, $after: String, $last: Int, $before: String) {\n  account(accountNumber: $accountNumber) {\n    statement(\n      from: $from\n      to: $to\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          statementItemId\n          timestamp\n          transferType\n          amount {\n            ...Amount\n          }\n          description\n        }\n      }\n    }\n  }\n}\n\nfragment Amount on Money {\n  amount\n  currency\n}": typeof types.StatementPageDocument,
    "mutation Authenticate3ds($input: Authenticate3dsInput!) {\n  authenticate3ds(input: $input) {\n    outcome\n    rawOutcome\n    transactionReference\n    authentication {\n      version\n      eci\n      eciLevel\n      authenticationValue\n      transactionId\n    }\n    challenge {\n      reference\n      url\n    }\n  }\n}": typeof types.Authenticate3dsDocument,
};
const documents: Documents = {
    "query Balances($entity: String!) {\n  accounts(entity: $entity) {\n    id\n    accountNumber\n    name\n    currency\n    balance {\n      cleared {\n        amount\n        currency\n      }\n      total {\n        amount\n        currency\n        minorUnits\n      }\n    }\n  }\n}": types.BalancesDocument,
    "fragment PayoutStatus on Payout {\n  id\n  outcome\n  rawOutcome\n  updateAvailable\n}\n\nmutation CreatePayout($input: CreatePayoutInput!) {\n  createPayout(input: $input) {\n    replayed\n    payout {\n      ...PayoutStatus\n      transactionReference\n      method\n    }\n  }\n}\n\nquery PayoutById($id: ID!) {\n  payout(id: $id) {\n    ...PayoutStatus\n  }\n}\n\nquery PayoutByReference($transactionReference: String!, $entity: String!) {\n  payoutByReference(transactionReference: $transactionReference, entity: $entity) {\n    ...PayoutStatus\n  }\n}": types.PayoutStatusFragmentDoc,
    "query StatementPage($accountNumber: String!, $from: DateTime!, $to: DateTime!, $first: Int, $after: String, $last: Int, $before: String) {\n  account(accountNumber: $accountNumber) {\n    statement(\n      from: $from\n      to: $to\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          statementItemId\n          timestamp\n          transferType\n          amount {\n            ...Amount\n          }\n          description\n        }\n      }\n    }\n  }\n}\n\nfragment Amount on Money {\n  amount\n  currency\n}": types.StatementPageDocument,
    "mutation Authenticate3ds($input: Authenticate3dsInput!) {\n  authenticate3ds(input: $input) {\n    outcome\n    rawOutcome\n    transactionReference\n    authentication {\n      version\n      eci\n      eciLevel\n      authenticationValue\n      transactionId\n    }\n    challenge {\n      reference\n      url\n    }\n  }\n}": types.Authenticate3dsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Balances($entity: String!) {\n  accounts(entity: $entity) {\n    id\n    accountNumber\n    name\n    currency\n    balance {\n      cleared {\n        amount\n        currency\n      }\n      total {\n        amount\n        currency\n        minorUnits\n      }\n    }\n  }\n}"): (typeof documents)["query Balances($entity: String!) {\n  accounts(entity: $entity) {\n    id\n    accountNumber\n    name\n    currency\n    balance {\n      cleared {\n        amount\n        currency\n      }\n      total {\n        amount\n        currency\n        minorUnits\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PayoutStatus on Payout {\n  id\n  outcome\n  rawOutcome\n  updateAvailable\n}\n\nmutation CreatePayout($input: CreatePayoutInput!) {\n  createPayout(input: $input) {\n    replayed\n    payout {\n      ...PayoutStatus\n      transactionReference\n      method\n    }\n  }\n}\n\nquery PayoutById($id: ID!) {\n  payout(id: $id) {\n    ...PayoutStatus\n  }\n}\n\nquery PayoutByReference($transactionReference: String!, $entity: String!) {\n  payoutByReference(transactionReference: $transactionReference, entity: $entity) {\n    ...PayoutStatus\n  }\n}"): (typeof documents)["fragment PayoutStatus on Payout {\n  id\n  outcome\n  rawOutcome\n  updateAvailable\n}\n\nmutation CreatePayout($input: CreatePayoutInput!) {\n  createPayout(input: $input) {\n    replayed\n    payout {\n      ...PayoutStatus\n      transactionReference\n      method\n    }\n  }\n}\n\nquery PayoutById($id: ID!) {\n  payout(id: $id) {\n    ...PayoutStatus\n  }\n}\n\nquery PayoutByReference($transactionReference: String!, $entity: String!) {\n  payoutByReference(transactionReference: $transactionReference, entity: $entity) {\n    ...PayoutStatus\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StatementPage($accountNumber: String!, $from: DateTime!, $to: DateTime!, $first: Int, $after: String, $last: Int, $before: String) {\n  account(accountNumber: $accountNumber) {\n    statement(\n      from: $from\n      to: $to\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          statementItemId\n          timestamp\n          transferType\n          amount {\n            ...Amount\n          }\n          description\n        }\n      }\n    }\n  }\n}\n\nfragment Amount on Money {\n  amount\n  currency\n}"): (typeof documents)["query StatementPage($accountNumber: String!, $from: DateTime!, $to: DateTime!, $first: Int, $after: String, $last: Int, $before: String) {\n  account(accountNumber: $accountNumber) {\n    statement(\n      from: $from\n      to: $to\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          statementItemId\n          timestamp\n          transferType\n          amount {\n            ...Amount\n          }\n          description\n        }\n      }\n    }\n  }\n}\n\nfragment Amount on Money {\n  amount\n  currency\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Authenticate3ds($input: Authenticate3dsInput!) {\n  authenticate3ds(input: $input) {\n    outcome\n    rawOutcome\n    transactionReference\n    authentication {\n      version\n      eci\n      eciLevel\n      authenticationValue\n      transactionId\n    }\n    challenge {\n      reference\n      url\n    }\n  }\n}"): (typeof documents)["mutation Authenticate3ds($input: Authenticate3dsInput!) {\n  authenticate3ds(input: $input) {\n    outcome\n    rawOutcome\n    transactionReference\n    authentication {\n      version\n      eci\n      eciLevel\n      authenticationValue\n      transactionId\n    }\n    challenge {\n      reference\n      url\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;