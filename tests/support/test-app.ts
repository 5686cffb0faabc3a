/**
 * The real server (Fastify + better-auth + GraphQL) on a real test database, driven through
 * HTTP injection: requests go through every hook, route and resolver, without opening a port.
 */
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { Auth } from '../../src/server/auth/auth';
import type { DatabaseHandle } from '../../src/server/db/client';
import { loadConfig, type AppConfig } from '../../src/server/env';
import { openTestDatabase, resetDatabase } from './database';
import { installScryptMemo } from './scrypt-memo';
import { removeWebBuildFixture, writeWebBuildFixture } from './web-build-fixture';

// Sign-ins in this process derive each password's key once (scrypt-memo.ts).
installScryptMemo();

export const TEST_BASE_URL = 'http://localhost:3000';
const TEST_SECRET = 'test-secret-that-is-long-enough-for-better-auth-0123456789';

export interface TestApp {
  server: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** The sign-in library, for what only the server itself does (e.g. its database hooks). */
  auth: Auth;
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: 'false',
    BASE_URL: TEST_BASE_URL,
    DATA_DIR: path.join(os.tmpdir(), 'outreach-test-unused'),
    ...overrides,
  });
}

/**
 * One app per test file, with the database emptied before each test. Call at the top level of
 * a test file; the returned object is filled in before the first test runs.
 */
export function useTestApp(overrides: Record<string, string> = {}): TestApp {
  const app = {} as TestApp;
  let ready: Promise<void> | null = null;

  beforeEach(async () => {
    ready ??= (async () => {
      app.config = testConfig(overrides);
      app.database = await openTestDatabase();
      const built = await buildApp({
        config: app.config,
        database: app.database,
        authSecret: TEST_SECRET,
      });
      app.server = built.server;
      app.auth = built.auth;
      await app.server.ready();
    })();
    await ready;
    await resetDatabase(app.database.db);
  });

  afterAll(async () => {
    if (!ready) return;
    await ready;
    await app.server.close();
    await app.database.close();
  });

  return app;
}

/**
 * An app serving a stand-in web build (web-build-fixture.ts), for tests of how pages are served;
 * `close` stops it and closes its database.
 */
export async function startAppWithWebBuild(
  webBuildFolder: string,
  overrides: Record<string, string> = {},
) {
  const database = await openTestDatabase();
  const { server } = await buildApp({
    config: testConfig(overrides),
    database,
    authSecret: TEST_SECRET,
    webBuildFolder,
  });
  const close = async () => {
    await server.close();
    await database.close();
  };
  return { server, database, close };
}

/**
 * An app serving a stand-in web build with `renderModule` as its page render module (as
 * dist/web-render; decisions 079, 080); `close` also removes the build.
 */
export async function startAppWithRenderModule(
  renderModule: string,
  overrides: Record<string, string> = {},
) {
  const webBuild = writeWebBuildFixture(renderModule);
  const app = await startAppWithWebBuild(webBuild, overrides);
  return {
    ...app,
    close: async () => {
      await app.close();
      removeWebBuildFixture(webBuild);
    },
  };
}

/**
 * A POST to the sign-in routes (`/api/auth…`) as the browser sends it: JSON, from the app's own
 * origin, with the session cookie when given.
 */
export function postAuth(
  app: TestApp,
  url: string,
  payload: Record<string, unknown>,
  cookie?: string,
) {
  return app.server.inject({
    method: 'POST',
    url: `/api/auth${url}`,
    headers: {
      origin: TEST_BASE_URL,
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    payload,
  });
}

/** The cookies an auth answer sets, as a Cookie header for the next request (cleared ones left out). */
export function cookiesOf(response: { headers: Record<string, unknown> }): string {
  return [response.headers['set-cookie'] ?? []]
    .flat()
    .map((cookie) => String(cookie).split(';')[0] ?? '')
    .filter((cookie) => !cookie.endsWith('='))
    .join('; ');
}
