/** A fresh install for a test file: its own data directory, accounts made with the users command, the server. */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import {
  runUsers,
  startServerProcess,
  type ServerProcess,
} from '../../tests/support/server-process';
import { field, launchBrowser, openLaptopPage } from './browser';

export const PASSWORD = 'Outreach-2026!';

export interface Account {
  email: string;
  group: 'SuperAdmins' | 'Admins' | 'Volunteers' | 'Clients' | 'none';
}

/** A word as the users command's batch reads it (like a POSIX shell): quoted, quotes escaped. */
function shellQuote(word: string): string {
  return `'${word.replaceAll("'", "'\\''")}'`;
}

export interface RunningApp {
  server: ServerProcess;
  dataDir: string;
  stop: () => Promise<void>;
}

export async function startApp(
  accounts: Account[],
  env: Record<string, string> = {},
): Promise<RunningApp> {
  const dataDir = fs.mkdtempSync(path.join(inject('e2eRunFolder'), 'app-'));
  if (accounts.length > 0) {
    // The database as a first start leaves it, migrated and empty (see global-setup.ts), then
    // the accounts, made by the users command as an operator would, before the server starts.
    // The server makes its own auth-secret in this directory.
    fs.cpSync(path.join(inject('e2eTemplateDataDir'), 'pglite'), path.join(dataDir, 'pglite'), {
      recursive: true,
    });
    // One run for all of them: each run of the command opens the database (seconds). In this
    // process: the same command, without a Node.js process compiling the sources each time.
    const commands = accounts.map((account) =>
      [
        'create',
        '--email',
        account.email,
        '--password',
        PASSWORD,
        '--group',
        account.group,
        // A volunteer needs both, as the volunteer form does.
        ...(account.group === 'Volunteers'
          ? ['--last-name', 'Volunteer', '--phone', '+1 555 0100']
          : []),
      ]
        .map(shellQuote)
        .join(' '),
    );
    const result = await runUsers(['batch'], { DATA_DIR: dataDir }, commands.join('\n'));
    if (result.code !== 0)
      throw new Error(`Could not create the accounts:\n${result.stderr}${result.stdout}`);
  }
  // Without accounts this is a new install's first start: the server creates and migrates the
  // database itself. Not from the template: the migration also warms up the server's database
  // engine, and on a cold one the first sign-up took ~1.1 s instead of ~0.7 s, over the 1 s the
  // set-up test waits for it.
  // The server bundle under plain Node, as `npm start` runs it (global-setup.ts builds it):
  // through tsx every start took ~3 s longer compiling TypeScript.
  const server = await startServerProcess({ DATA_DIR: dataDir, ...env }, { bundle: true });
  return {
    server,
    dataDir,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the sign-in form, as a person would. */
export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  email: string,
  startPath = '/',
) {
  await page.goto(`${baseUrl}${startPath}`);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  // Exact: a provider's button reads 'Sign in with …'.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A journey's set-up: the app, Chromium, and one laptop-sized page (see openLaptopPage). */
interface AppInBrowser {
  app: RunningApp;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** What the page reported (see watchPageProblems). */
  problems: string[];
}

/** Chromium and a laptop-sized page in it; the browser is closed again if the page fails. */
async function openBrowserPage() {
  const browser = await launchBrowser();
  try {
    return { browser, ...(await openLaptopPage(browser)) };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/**
 * Starts the app with these accounts and opens one page in Chromium, signed in as nobody
 * yet. The caller stops both (`browser.close()`, `app.stop()`; useAppInBrowser does); if
 * either cannot be started, the other is stopped here.
 */
async function startAppInBrowser(
  accounts: Account[],
  env: Record<string, string> = {},
): Promise<AppInBrowser> {
  // The page opens while the app starts (its users command and server take seconds).
  const [app, opened] = await Promise.allSettled([startApp(accounts, env), openBrowserPage()]);
  if (app.status === 'fulfilled' && opened.status === 'fulfilled')
    return { app: app.value, ...opened.value };
  if (opened.status === 'fulfilled') await opened.value.browser.close();
  if (app.status === 'fulfilled') await app.value.stop();
  throw app.status === 'rejected' ? app.reason : (opened as PromiseRejectedResult).reason;
}

/** A journey's set-up as useAppInBrowser hands it over, with the app's address at hand. */
export interface Journey extends AppInBrowser {
  /** The app's address, `app.server.baseUrl`. */
  baseUrl: string;
}

/**
 * One app and one laptop-sized page (startAppInBrowser) for a test file: started before its
 * first test, stopped after its last. Call at the top level of the file; the properties of the
 * returned object can be read once its beforeAll has run (in tests and later hooks).
 *
 * `env` may be a function, called in that beforeAll: for an address known only once a hook
 * registered before this call has started a server the app talks to. Such a hook's afterAll,
 * registered before this call too, runs after this one's (Vitest runs afterAll hooks in
 * reverse order: sequence.hooks 'stack', the default), so that server outlives the app.
 */
export function useAppInBrowser(
  accounts: Account[],
  env: Record<string, string> | (() => Record<string, string>) = {},
): Journey {
  let started: AppInBrowser | undefined;

  beforeAll(async () => {
    started = await startAppInBrowser(accounts, typeof env === 'function' ? env() : env);
  });

  afterAll(async () => {
    try {
      await started?.browser.close();
    } finally {
      await started?.app.stop();
    }
  });

  const get = <Key extends keyof AppInBrowser>(key: Key): AppInBrowser[Key] => {
    if (!started) {
      throw new Error(
        `useAppInBrowser: ${key} read before its beforeAll started the app (or failed to)`,
      );
    }
    return started[key];
  };
  return {
    get app() {
      return get('app');
    },
    get baseUrl() {
      return get('app').server.baseUrl;
    },
    get browser() {
      return get('browser');
    },
    get context() {
      return get('context');
    },
    get page() {
      return get('page');
    },
    get problems() {
      return get('problems');
    },
  };
}
