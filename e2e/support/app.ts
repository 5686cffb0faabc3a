/** A fresh install for a test file: its own data directory, accounts made with the users command, the server. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

export interface RunningApp {
  server: ServerProcess;
  dataDir: string;
  stop: () => Promise<void>;
}

export async function startApp(
  accounts: Account[],
  env: Record<string, string> = {},
): Promise<RunningApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-e2e-'));
  for (const account of accounts) {
    const result = await runUsers(
      ['create', '--email', account.email, '--password', PASSWORD, '--group', account.group],
      { DATA_DIR: dataDir },
    );
    if (result.code !== 0) throw new Error(`Could not create ${account.email}: ${result.stderr}`);
  }
  const server = await startServerProcess({ DATA_DIR: dataDir, ...env });
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
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A journey's set-up: the app, Chromium, and one laptop-sized page (see openLaptopPage). */
export interface AppInBrowser {
  app: RunningApp;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** What the page reported (see watchPageProblems). */
  problems: string[];
}

/**
 * Starts the app with these accounts and opens one page in Chromium, signed in as nobody
 * yet. The file stops both after its tests (`browser.close()`, `app.stop()`); if the browser
 * cannot be opened, the app is stopped here.
 */
export async function startAppInBrowser(
  accounts: Account[],
  env: Record<string, string> = {},
): Promise<AppInBrowser> {
  const app = await startApp(accounts, env);
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    return { app, browser, ...(await openLaptopPage(browser)) };
  } catch (error) {
    await browser?.close();
    await app.stop();
    throw error;
  }
}
