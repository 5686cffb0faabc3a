// Lint rules, including the import boundaries of architecture.md §2:
// shared imports nothing of the repo; server and web import shared, never each other;
// only db/client.ts opens database connections; a web feature reaches another only via its api/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const databaseDrivers = [
  'pg',
  '@electric-sql/pglite',
  'drizzle-orm/pglite',
  'drizzle-orm/node-postgres',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'src/web/lib/graphql-env.d.ts',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**'],
              message: 'shared imports nothing of server or web',
            },
            {
              group: [
                'node:*',
                'react',
                'react-dom',
                'drizzle-orm*',
                'fastify',
                ...databaseDrivers,
              ],
              message: 'shared is plain domain code: no React, no Node, no database',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    // client.ts opens the connections; the contract tests of the library internals open bare
    // drivers to check what the patches rely on (src/server/db/library-internals/README.md).
    ignores: [
      'src/server/db/client.ts',
      'src/server/db/library-internals/*.contract.test.ts',
      'src/server/db/library-internals/contract-support.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**'], message: 'server never imports web' },
            {
              group: databaseDrivers,
              message: 'only src/server/db/client.ts opens database connections',
            },
          ],
        },
      ],
    },
  },
  {
    // Plain JavaScript run by Node.js itself (npm start, the smoke pass): Node's globals.
    files: ['scripts/**/*.mjs'],
    languageOptions: {
      globals: Object.fromEntries(
        ['console', 'fetch', 'process', 'setTimeout', 'URL'].map((name) => [name, 'readonly']),
      ),
    },
  },
  {
    // What reaches into Drizzle's or the drivers' internals lives in one folder, with a
    // contract test each and exact version pins (src/server/db/library-internals/README.md).
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts'],
    ignores: ['src/server/db/library-internals/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[property.name=/^(_|getTransactionConfigSQL|prepareQuery|parsers)$/]',
          message:
            'library internals are reached only in src/server/db/library-internals (see its README)',
        },
      ],
    },
  },
  {
    // The server, web and end-to-end projects run their files without isolation (one module
    // cache per worker, vitest.config.ts, decision 100): a module mocked by one file would be
    // mocked for the next. Tests replace the network boundary (vi.stubGlobal), never a module.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'doUnmock'].map((property) => ({
          object: 'vi',
          property,
          message: 'files share a module cache (decision 100): stub globals, not modules',
        })),
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', 'node:*'],
              message: 'web never imports server code or Node modules',
            },
            {
              regex: String.raw`^\.\./\.\./(?!\.\.)[^/]+/(components|hooks)/`,
              message: 'a feature reaches another feature only through its api/',
            },
          ],
        },
      ],
    },
  },
  {
    // The volunteer portal is pages made of the record features' parts (their forms, the
    // contact log), as app/ is: it may use their components. Record features still reach
    // each other only through api/.
    files: ['src/web/features/volunteer-portal/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', 'node:*'],
              message: 'web never imports server code or Node modules',
            },
          ],
        },
      ],
    },
  },
);
