import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// graphql@16 has no "exports": Node (and so Pothos and Yoga) loads its CommonJS build, while
// Vite would pick the ESM one. Two copies break `instanceof`; make tests load what Node loads.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The server suite on PostgreSQL (TEST_DATABASE_URL) runs only the files whose result can differ
 * between the two databases (decision 083): the database layer and what talks to it directly
 * (these folders), and any other file that says so on a line of its own,
 * `// @module-tag postgres` (e.g. concurrent writes, notifications between processes, SQL
 * aggregates). Everything else runs the same SQL through the same code on PGlite only.
 */
const POSTGRES_FOLDERS = [
  'src/server/db/',
  'src/server/backup/',
  'src/server/jobs/',
  'src/server/realtime/',
  'tests/drills/',
];
const POSTGRES_TAG = /^\/\/ @module-tag postgres\b/m;

function postgresSuite(): string[] {
  const files: string[] = [...POSTGRES_FOLDERS.map((folder) => `${folder}**/*.test.ts`)];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (
        file.endsWith('.test.ts') &&
        !POSTGRES_FOLDERS.some((prefix) => file.startsWith(prefix)) &&
        POSTGRES_TAG.test(fs.readFileSync(file, 'utf8'))
      )
        files.push(file);
    }
  };
  walk('src/server');
  return files;
}

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    // File tags Vitest accepts (`// @module-tag NAME`); `vitest --tags-filter NAME` runs those.
    tags: [{ name: 'postgres', description: 'runs again on PostgreSQL (decision 083)' }],
    // Vitest leaves a core for itself by default: one worker on a two-core machine. Its own
    // process is idle while the tests run, so use both. (The e2e files still run one by one.)
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: onPostgres
            ? postgresSuite()
            : ['src/server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/drills/*.test.ts'],
          // Of the folders above, these are about the embedded database's own files.
          exclude: onPostgres
            ? [
                'src/server/db/data-dir-lock.test.ts',
                'src/server/db/pglite-settings.test.ts',
                // Counts the turns PGlite's queries give the event loop, which it must take.
                'src/server/db/library-internals/pglite-turns.test.ts',
                'tests/drills/damaged-data-dir.test.ts',
              ]
            : // Several server processes share a database only on PostgreSQL.
              [
                'tests/drills/several-processes.test.ts',
                'tests/drills/reminders-several-processes.test.ts',
              ],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          // Files share each worker's module cache: the server's module graph is imported once
          // per worker instead of once per file (about 2 s each). Every file still builds its own
          // app on its own database (tests/support/test-app.ts), and no test mocks a module.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Components in jsdom. The graphql alias above applies but matches nothing: the web app
          // prints its documents with @0no-co/graphql.web and never imports graphql.
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/web-setup.ts'],
          // Tests replace fetch (the network boundary) with vi.stubGlobal; undo it after each.
          unstubGlobals: true,
          // Files share each worker's module cache, as the server's do: React, Mantine and the
          // app's modules are imported once per worker, not once per file (the suite took 163 s
          // instead of 326 s, decision 100). Each file still gets a fresh jsdom, each render its
          // own QueryClient (tests/support/render.tsx), web-setup.ts resets the notifications
          // and the session store, and no web test mocks a module; file order does not matter
          // (checked with --sequence.shuffle.files).
          isolate: false,
          // A form test takes about a second on a quick machine; on a slow two-core one, beside the
          // server tests `npm test` runs at the same time, the longest took over 15 s.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          environment: 'node',
          // Two workers, each taking files one after another: every file starts its own app on
          // its own data directory and port and opens its own context in the run's one Chromium,
          // so files share nothing but the build (decision 083). Without isolation a worker
          // imports Playwright and the support modules once, not once per file.
          isolate: false,
          // After the other projects when one run includes them all (`vitest list`): Vitest
          // groups projects by this order, and a group's projects must agree on maxWorkers.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits for the page to catch up, not a speed check (timing is measured
          // by npm run bench, never in a test: decision 084). Vitest's 1 s default
          // failed a sign-in-then-render wait on the loaded CI machine (Node 24 run).
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
