/**
 * Accessibility of what is built so far: axe-core's WCAG 2 AA rules on each screen (labels,
 * contrast, names), and the facility journey done with the keyboard alone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { field } from './support/browser';

/** Its context (1280×900, the policy bypassed for axe's script) holds the axe tests' pages. */
const journey = useAppInBrowser([
  { email: 'super@example.org', group: 'SuperAdmins' },
  { email: 'nogroup@example.org', group: 'none' },
]);

/**
 * Data loaded: no spinner left. Not 'networkidle': a list's live updates keep a request open.
 * (Transitions are accessibilityViolations' to wait for: it finishes them.)
 */
async function settle(page: Page) {
  await page.locator('main, form, [role="dialog"]').first().waitFor();
  await expect.poll(() => page.locator('.mantine-Loader-root, [aria-busy="true"]').count()).toBe(0);
}

describe('WCAG 2 AA (axe-core)', () => {
  it('the sign-in page', async () => {
    const page = await journey.context.newPage();
    await page.goto(journey.baseUrl);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await settle(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('Manage Facilities, empty, with a card, and with the form open', async () => {
    const page = await journey.context.newPage();
    await signInThroughForm(page, journey.baseUrl, 'super@example.org', '/admin/facilities');
    await page.getByText('No facilities found.', { exact: false }).waitFor();
    await settle(page);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add New Facility' }).click();
    await page.getByRole('button', { name: 'Create Facility' }).click();
    await page.getByText('Name is required').waitFor();
    await settle(page);
    expect(await accessibilityViolations(page)).toEqual([]);

    const form = page.getByRole('dialog', { name: 'Add New Facility' });
    const values: [string, string][] = [
      ['Name', 'Riverside Correctional'],
      ['Region', 'North'],
      ['Address', '100 River Road'],
      ['Operating Hours', '08:00-17:00'],
      ['Contact Person', 'Jordan Lee'],
      ['Contact Number', '555 0100'],
      ['Email', 'chaplain@example.org'],
    ];
    for (const [label, value] of values) await field(form, label).fill(value);
    await page.getByRole('button', { name: 'Create Facility' }).click();
    await page.getByRole('article', { name: 'Riverside Correctional' }).waitFor();
    await expect.poll(() => form.count()).toBe(0);
    await settle(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('the outbox (super admins only)', async () => {
    const page = await journey.context.newPage();
    await page.goto(`${journey.baseUrl}/admin/outbox`);
    await page.getByRole('heading', { name: 'Outbox' }).waitFor();
    // No SMTP_URL here: the page says mail is kept, to be passed on.
    await page.getByText(/^No mail server is set up/).waitFor();
    await page.getByText('No messages.').waitFor();
    await settle(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('the unauthorized page', async () => {
    const other = await journey.browser.newContext({ bypassCSP: true });
    const page = await other.newPage();
    await signInThroughForm(page, journey.baseUrl, 'nogroup@example.org');
    await page.getByText('Contact the Administrator').waitFor();
    await settle(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

/** Presses Tab until the focused element's text is `text` (fails after 40 presses). */
async function tabTo(page: Page, text: string) {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === text) return;
  }
  throw new Error(`Could not reach "${text}" with the Tab key`);
}

describe('keyboard only', () => {
  it('signs in, reaches the facility form and closes it without a mouse', async () => {
    const keyboardContext = await journey.browser.newContext({
      viewport: { width: 1280, height: 900 },
    });
    const page = await keyboardContext.newPage();
    await page.goto(journey.baseUrl);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.type('super@example.org');
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByText('Super Admin Panel').waitFor();

    await tabTo(page, 'Facilities');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Manage Facilities' }).waitFor();
    await tabTo(page, 'Add New Facility');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add New Facility' });
    await dialog.waitFor();
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
