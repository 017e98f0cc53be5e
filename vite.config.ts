import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { inlineGraphqlDocuments } from './scripts/inline-graphql-documents.ts';

const serverSource = path.resolve(import.meta.dirname, 'src/server') + path.sep;
const webSource = path.resolve(import.meta.dirname, 'src/web') + path.sep;

/**
 * The web app is bundled for browsers and must never pull in server code (configuration,
 * database, secrets). Web code gets server values through the load context instead.
 */
function keepServerCodeOut(): Plugin {
  return {
    name: 'roadready:keep-server-code-out',
    enforce: 'pre',
    load(id) {
      if (id.startsWith(serverSource)) {
        this.error(
          `${path.relative(import.meta.dirname, id)} is server code and cannot be part of the web build. ` +
            'Pass what the page needs through the load context (src/web/lib/public-settings.ts).',
        );
      }
    },
  };
}

export default defineConfig({
  publicDir: 'src/web/public',
  plugins: [keepServerCodeOut(), inlineGraphqlDocuments(webSource), reactRouter()],
  ssr: {
    // Emotion ships ESM and CommonJS builds. Bundling it (and MUI, which imports it) into the
    // server build guarantees one instance, so MUI sees the CacheProvider of entry.server.tsx
    // whatever loads the bundle (Node, or Vitest's module runner in end-to-end tests).
    noExternal: [/^@emotion\//, /^@mui\//],
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The back-office drawer uses the three list-item parts together; the data grid's
            // menus use two of them. One file for the three keeps every page at one request
            // for them instead of three.
            {
              name: 'ListItem',
              test: /[\\/]@mui[\\/]material[\\/](esm[\\/])?ListItem(Button|Icon|Text)?[\\/]/,
            },
          ],
        },
      },
    },
  },
  environments: {
    ssr: {
      // Our server entry adds createLoadContext to React Router's server build.
      build: { rolldownOptions: { input: 'src/web/server-build.ts' } },
    },
  },
});
