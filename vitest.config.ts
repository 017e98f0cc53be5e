import { defineConfig } from 'vitest/config';

// graphql 17 must load once: without these conditions Vitest pulls in a second copy.
const ssr = { resolve: { conditions: ['module', 'node', 'production'] } };

// What one test may not leave behind for the next (docs/testing.md): spies and mocks are restored,
// stubbed globals and environment variables put back, and fake timers stopped (test-setup.ts).
const hygiene = {
  restoreMocks: true,
  unstubGlobals: true,
  unstubEnvs: true,
  setupFiles: ['src/test-setup.ts'],
};

// The database suites share one worker process per core across files (`isolate: false`): the
// server's modules load once per worker instead of once per file, and each file's database is a
// copy of the migrated template the global setup made once for the run.
const databaseSuite = {
  ...hygiene,
  environment: 'node',
  isolate: false,
  globalSetup: ['src/server/testing/global-setup.ts'],
};

export default defineConfig({
  ssr,
  test: {
    // Both cores (Vitest's default is one fewer than the machine has).
    maxWorkers: 2,
    projects: [
      {
        ssr,
        test: {
          ...hygiene,
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        ssr,
        test: {
          ...databaseSuite,
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ssr,
        test: {
          ...databaseSuite,
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: [...databaseSuite.globalSetup, 'e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
