/**
 * The demo programme shows the product (decision 098): loaded into a fresh installation, every
 * line of the overview's "Needs attention" has something to open, on a laptop and on a phone;
 * most visits are by cleared volunteers, with the clients to see and their inmate numbers;
 * releases are coming.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openConfiguredDatabase } from '../src/server/db/client';
import { loadConfig } from '../src/server/env';
import { todayIn } from '../src/shared/domain/common/calendar';
import { loadDemoProgramme } from '../scripts/seed/load';
import { startServerProcess, type ServerProcess } from '../tests/support/server-process';
import { accessibilityViolations } from './support/axe';
import { field, horizontalOverflow, launchBrowser, openLaptopPage } from './support/browser';

let server: ServerProcess;
let browser: Browser;
let page: Page;
let admin: { email: string; password: string };
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(inject('e2eRunFolder'), 'demo-'));
  fs.cpSync(path.join(inject('e2eTemplateDataDir'), 'pglite'), path.join(dataDir, 'pglite'), {
    recursive: true,
  });
  const config = loadConfig({ DATA_DIR: dataDir });
  const database = await openConfiguredDatabase(config);
  try {
    const { accounts } = await loadDemoProgramme(database.db, 1, todayIn(config.orgTimeZone));
    admin = accounts.find((account) => account.group === 'Admins')!;
  } finally {
    await database.close();
  }
  [server, browser] = await Promise.all([
    startServerProcess({ DATA_DIR: dataDir }, { bundle: true }),
    launchBrowser(),
  ]);
  ({ page } = await openLaptopPage(browser));
  await page.goto(`${server.baseUrl}/`);
  await field(page, 'Email').fill(admin.email);
  await field(page, 'Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

it('has something behind every line of Needs attention, on a laptop and a phone', async () => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${server.baseUrl}/admin`);
    const lines = page.locator('[data-testid^="attention-"]');
    await lines.first().waitFor();
    const figures = await lines.evaluateAll((cells) =>
      cells.map((cell) => [cell.getAttribute('data-testid'), Number(cell.textContent)] as const),
    );
    expect(figures.length).toBeGreaterThanOrEqual(8);
    for (const [line, value] of figures) expect(value, String(line)).toBeGreaterThan(0);
    await page.screenshot({ path: `/tmp/demo-overview-${width}.png`, fullPage: true });
    if (width === 390) expect(await horizontalOverflow(page)).toBe(0);
  }
  expect(await accessibilityViolations(page)).toEqual([]);
});

it('shows visits mostly by cleared volunteers, and releases coming', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${server.baseUrl}/admin/schedules?status=APPROVED`);
  const visits = page.getByRole('article');
  await visits.first().waitFor();
  const shown = await visits.count();
  const notCleared = await visits.filter({ hasText: 'Not cleared' }).count();
  expect(shown).toBeGreaterThan(5);
  expect(notCleared).toBeLessThan(shown / 2);
  // The clients to see carry the numbers the facility's desk asks for.
  const seen = await visits.getByRole('listitem').allTextContents();
  expect(seen.some((line) => /\(No\. \d{6}, Unit [A-F]\d-\d+\)$/.test(line))).toBe(true);
  await page.screenshot({ path: '/tmp/demo-schedules-1440.png' });

  await page.goto(`${server.baseUrl}/admin/releases`);
  await page.getByRole('heading', { name: 'Releases' }).waitFor();
  await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
  await page.screenshot({ path: '/tmp/demo-releases-1440.png', fullPage: true });
});
