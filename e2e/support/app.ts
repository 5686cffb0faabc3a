/** A fresh install for a test file: its own data directory, accounts made with the users command, the server. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  runUsers,
  startServerProcess,
  type ServerProcess,
} from '../../tests/support/server-process';
import { field } from './browser';

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
