// Type-aware linting plus the folder boundaries of docs/architecture.md:
// domain imports nothing of server or web and does no I/O; web never imports server;
// web/ui never imports web/features.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Relative paths into a folder (a package like @emotion/server is not our server).
const into = (folder) => [`../${folder}/**`, `../**/${folder}/**`, `**/src/${folder}/**`];

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'data/',
      'drizzle/',
      'coverage/',
      'test-results/',
      '.react-router/',
      'src/web/gql/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/domain/**'],
    rules: restrict([
      {
        group: [...into('server'), ...into('web')],
        message: 'src/domain holds pure rules: it imports nothing of server or web.',
      },
      {
        group: ['node:*', 'fs', 'path', 'pg', '@electric-sql/*', 'drizzle-orm*', 'express'],
        message: 'src/domain does no I/O.',
      },
    ]),
  },
  {
    files: ['src/web/**'],
    rules: restrict([
      { group: into('server'), message: 'The web app never imports server code; use GraphQL.' },
    ]),
  },
  {
    files: ['src/web/ui/**'],
    rules: restrict([
      { group: into('server'), message: 'The web app never imports server code; use GraphQL.' },
      { group: into('features'), message: 'Shared UI never imports feature code.' },
    ]),
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'src/server/main.ts',
      'src/server/worker.ts',
      'src/server/db/seed-cli.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests read deep into loosely typed GraphQL responses; the assertions check the shapes.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'src/server/testing/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
