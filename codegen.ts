// Typed GraphQL documents for the web app (graphql-codegen's client preset). Operations are
// written with `graphql(...)` from src/web/gql in any file under src/web; `npm run generate`
// reads the committed schema.graphql and rewrites src/web/gql, and `npm run check:generated`
// fails when the committed output is stale.
import type { CodegenConfig } from '@graphql-codegen/cli';

export const GQL_OUTPUT_DIRECTORY = 'src/web/gql/';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['src/web/**/*.{ts,tsx}', `!${GQL_OUTPUT_DIRECTORY}**`],
  // The check must pass before the first screen declares an operation.
  ignoreNoDocuments: true,
  silent: true,
  generates: {
    [GQL_OUTPUT_DIRECTORY]: {
      preset: 'client',
      // Screens read the fields they ask for directly; masking would force useFragment everywhere.
      presetConfig: { fragmentMasking: false },
      config: {
        // The project compiles with verbatimModuleSyntax and erasableSyntaxOnly: type-only
        // imports and enums as string unions (no TypeScript enums).
        useTypeImports: true,
        enumType: 'string-literal',
        scalars: { DateTime: 'string', GeoJSON: 'unknown' },
        strictScalars: true,
      },
    },
  },
};

export default config;
