import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql@16 has no "exports": Node (and so Pothos and Yoga) loads its CommonJS build, while
// Vite would pick the ESM one. Two copies break `instanceof`; make tests load what Node loads.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

// On PostgreSQL (TEST_DATABASE_URL) the suite skips the files that never touch the database.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // These do not touch the test database: running them again on PostgreSQL adds nothing.
          exclude: onPostgres
            ? [
                'src/server/main.test.ts',
                'src/server/env.test.ts',
                'src/server/db/data-dir-lock.test.ts',
                'scripts/**',
              ]
            : [],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
