import type { CodegenConfig } from '@graphql-codegen/cli';
import { clientScalars } from './client/scalars.ts';
import * as cacheSchemaPlugin from './scripts/codegen/cacheSchema.ts';

/**
 * TypeScript types of our custom scalars on the server. Strings wherever the value is text on the wire: money
 * (`Decimal`) is never a JS number. `DateTime` and `URL` arrive parsed (graphql-scalars turns them into `Date` and
 * `URL` objects) and may be returned as either the object or its string.
 */
const serverScalars = {
  Decimal: 'string',
  DateTime: { input: 'Date', output: 'Date | string' },
  Date: 'string',
  UUID: 'string',
  CountryCode: 'string',
  Currency: 'string',
  IPv4: 'string',
  URL: { input: 'URL', output: 'URL | string' },
  JSON: 'unknown',
  IntOrDigits: 'number',
};

/** Our one local plugin, named by its path (so knip sees the file used) and loaded by `pluginLoader` below. */
const cacheSchemaPluginPath = './scripts/codegen/cacheSchema.ts';

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  // Our one local plugin comes from this config's own import (the CLI would load a plugin file without TypeScript);
  // every other name is loaded as the CLI loads it.
  pluginLoader: (name: string) =>
    name === cacheSchemaPluginPath ? Promise.resolve(cacheSchemaPlugin) : import(name),
  // Our ESM setup (NodeNext + allowImportingTsExtensions) needs explicit extensions on relative imports.
  importExtension: '.ts',
  generates: {
    'src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        // Without it every resolver's context silently becomes `any`.
        contextType: '../resolvers/context.ts#GatewayContext',
        useIndexSignature: true,
        enumsAsTypes: true,
        useTypeImports: true,
        // Resolvers return provider data as is; `Maybe` accepting undefined spares them `?? null` everywhere.
        maybeValue: 'T | null | undefined',
        scalars: serverScalars,
        strictScalars: true,
        // Model types that resolvers of each GraphQL type receive as `parent`, e.g.
        // `Payout: '../datasources/payouts.ts#PayoutModel'`. Resolver authors add them with their data sources.
        mappers: {
          // Accounts, statements and payment items: provider models, or thin wrappers that add what the
          // resolvers need beside them (the response's entity, the statement currency).
          Account: '../resolvers/accounts/view.ts#AccountModel',
          StatementItemConnection: '../resolvers/statements/view.ts#StatementConnectionModel',
          StatementItemEdge: '../resolvers/statements/view.ts#StatementEdgeModel',
          StatementItem: '../resolvers/statements/view.ts#StatementItemModel',
          PaymentItemConnection: '../resolvers/paymentItems/view.ts#PaymentItemConnectionModel',
          PaymentItemEdge: '../resolvers/paymentItems/view.ts#PaymentItemEdgeModel',
          PaymentItem: '../resolvers/paymentItems/view.ts#PaymentItemModel',
          // Payouts and card-on-file sales: plain-JSON views (no card data), which the idempotency store keeps.
          Payout: '../resolvers/payouts/view.ts#PayoutView',
          // A merchant is its entity: every field of it is fetched on demand.
          Merchant: '../resolvers/merchant/view.ts#MerchantModel',
          // What the gateway sent for a merchant: the ledger's entries as the stores list them.
          MoneyRequestConnection: '../resolvers/moneyRequests/view.ts#MoneyRequestConnectionModel',
          MoneyRequestEdge: '../resolvers/moneyRequests/view.ts#MoneyRequestEdgeModel',
          MoneyRequest: '../resolvers/moneyRequests/view.ts#MoneyRequestModel',
          CardOnFileSale: '../resolvers/sales/index.ts#SaleView',
          SaleCard: '../resolvers/sales/index.ts#SaleCardView',
          RiskFactor: '../resolvers/sales/index.ts#RiskFactorView',
        },
      },
    },
    // For frontends: every enum of the schema as a string union, `ErrorCode` and `FieldRuleCode` included, which
    // no operation selects (they type `extensions`), so a client preset limited to its operations never emits them.
    'client/generated/schemaEnums.ts': {
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsTypes: true },
    },
    // For client caches (client/apollo.ts, docs/frontend.md's Relay config): possibleTypes and each list's keys.
    'client/generated/cacheSchema.ts': {
      plugins: [cacheSchemaPluginPath],
    },
    'test/generated/': {
      documents: 'test/operations/**/*.graphql',
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        // The test client posts the document as a string; no graphql-tag runtime or DocumentNode needed.
        documentMode: 'string',
        // Only the types the test operations use, as a frontend's generated file would hold.
        onlyOperationTypes: true,
        enumsAsTypes: true,
        useTypeImports: true,
        // The map we publish to frontends (client/scalars.ts): the test documents are typed as a frontend's are.
        scalars: clientScalars,
        strictScalars: true,
      },
    },
  },
};

export default config;
