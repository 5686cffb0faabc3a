/**
 * Reliability drills: the server as `npm start` runs it (the bundle, under plain Node), on a
 * database of the drill's own (a PGlite data directory, or a copy of the run's PostgreSQL
 * template), driven over HTTP as browsers drive it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { ensureServerBuild } from '../../scripts/builds';
import { createPostgresCopy } from './database';
import { pgliteDataDir } from './data-dir';
import type { GraphQLResult } from './graphql';
import { startServerProcess, type ServerProcess } from './server-process';
import { TEST_BASE_URL } from './test-app';

const DRILL_PASSWORD = 'Drill-Passw0rd!';
const DRILL_SECRET = 'drill-secret-that-is-long-enough-for-better-auth-0123456789';

export interface DrillDatabase {
  kind: 'pglite' | 'postgres';
  /** What every server process of the drill gets in its environment. */
  env: Record<string, string>;
  /** Opens it in the test process (PGlite: only while no server runs on it). */
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

/**
 * A new, migrated database without accounts, as a first start leaves it: PostgreSQL when the
 * run has one (TEST_DATABASE_URL), else PGlite.
 */
export async function drillDatabase(): Promise<DrillDatabase> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-drill-'));
  const removeFolder = () => fs.rmSync(folder, { recursive: true, force: true });
  const env = { DATA_DIR: path.join(folder, 'data'), AUTH_SECRET: DRILL_SECRET };
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const copy = await createPostgresCopy(postgresUrl);
    return {
      kind: 'postgres',
      env: { ...env, DATABASE_URL: copy.url },
      open: () => openDatabase({ kind: 'postgres', url: copy.url, migrate: false }),
      remove: async () => {
        await copy.drop();
        removeFolder();
      },
    };
  }
  // From the run's migrated image: a first start would spend ~10 s creating and migrating it.
  await pgliteDataDir(env.DATA_DIR, 'migrated');
  return {
    kind: 'pglite',
    env,
    open: () => openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR, migrate: false }),
    remove: async () => removeFolder(),
  };
}

/** Builds the server bundle if it is missing or older than the sources. */
export const prepareDrillServer = () => ensureServerBuild();

/** One server process on the drill's database, trusting the test origin (TEST_BASE_URL). */
export function startDrillServer(
  database: DrillDatabase,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  return startServerProcess({ ...database.env, BASE_URL: TEST_BASE_URL, ...env }, { bundle: true });
}

/** Optional headers of a request, e.g. the client's address behind a trusted proxy. */
export type Headers = Record<string, string>;

async function post(baseUrl: string, route: string, body: unknown, headers: Headers = {}) {
  return fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_BASE_URL, ...headers },
    body: JSON.stringify(body),
  });
}

/** Creates the first super admin through the one-time link the first start printed. */
export async function setUpFirstAdmin(server: ServerProcess): Promise<string> {
  const token = /\/setup\?token=(\S+)/.exec(server.output())?.[1];
  if (!token) throw new Error(`No set-up link in the output:\n${server.output()}`);
  const email = 'drill-admin@example.org';
  const response = await post(server.baseUrl, '/api/setup', {
    token,
    firstName: 'Drill',
    lastName: 'Admin',
    email,
    password: DRILL_PASSWORD,
    confirmPassword: DRILL_PASSWORD,
  });
  if (response.status !== 200) throw new Error(`Set-up failed: ${await response.text()}`);
  return email;
}

/** POST /api/auth/sign-in/email; the response, and its session cookie when it succeeded. */
export async function signInOverHttp(
  baseUrl: string,
  email: string,
  password = DRILL_PASSWORD,
  headers: Headers = {},
): Promise<{ status: number; body: { message?: string }; cookie: string }> {
  const response = await post(baseUrl, '/api/auth/sign-in/email', { email, password }, headers);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { status: response.status, body: (await response.json()) as object, cookie };
}

export async function signOutOverHttp(baseUrl: string, cookie: string): Promise<number> {
  return (await post(baseUrl, '/api/auth/sign-out', {}, { cookie })).status;
}

/** A GraphQL operation over HTTP; throws when no answer came (the server is gone). */
export async function graphqlOverHttp<Data = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  cookie: string,
  headers: Headers = {},
): Promise<GraphQLResult<Data>> {
  const response = await post(baseUrl, '/graphql', { query, variables }, { cookie, ...headers });
  const body = (await response.json()) as { data?: Data | null; errors?: GraphQLResult['errors'] };
  return { status: response.status, data: body.data ?? null, errors: body.errors ?? [] };
}
