import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';
import { clientScalars } from '../../client/scalars.ts';

/**
 * The example's client codegen, as a frontend's would be: the printed schema, operations in `.graphql` files, the
 * client preset with persisted documents (the manifest the gateway can enforce) and the published scalar map.
 * Run from the repository root: `npm run example:typed-client:codegen`.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: 'examples/typed-client/src/operations/*.graphql',
  // Our ESM setup (NodeNext) needs explicit extensions on relative imports.
  importExtension: '.ts',
  generates: {
    'examples/typed-client/src/gql/': {
      preset: 'client',
      // `__typename` in every selection set of the generated documents and so of the manifest: a document sent by
      // its hash runs the manifest's text, and Apollo Client and Relay match fragments and normalize records by
      // `__typename`. Without it they drop fragment fields and keep one record per query instead of one per id.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      presetConfig: {
        fragmentMasking: false,
        // Writes src/gql/persisted-documents.json: `sha256:<hex>` ids as the GraphQL-over-HTTP appendix names them.
        persistedDocuments: { hashAlgorithm: 'sha256' },
      },
      config: {
        // Only the types the operations use (their results, variables, and the enums and inputs those reach).
        onlyOperationTypes: true,
        scalars: clientScalars,
        strictScalars: true,
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
  },
};

export default config;
