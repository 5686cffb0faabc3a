/**
 * Authenticator apps in the browser: set up from My account (QR code and key, first code),
 * asked for at the next sign-in; a super admin requires one for every admin, and an admin
 * without one is taken to the set-up view before anything else; the recovery codes shown at
 * set-up sign in once each, and a new set is made on My account (decision 099). Codes come from
 * an authenticator written from RFC 6238 (tests/support/totp.ts).
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { totpCode } from '../tests/support/totp';
import { PASSWORD, signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { dismissNotifications, field, watchPageProblems } from './support/browser';

const journey = useAppInBrowser([
  { email: 'super@example.org', group: 'SuperAdmins' },
  { email: 'admin@example.org', group: 'Admins' },
]);

/** The admin's recovery codes, shown when their authenticator is set up (decision 099). */
const adminRecoveryCodes: string[] = [];

/** Sets up the authenticator on the page's set-up form; returns the key and the code used. */
async function setUpAuthenticator(
  page: Page,
  stepOffset: number,
): Promise<{ key: string; setupCode: string; recoveryCodes: string[] }> {
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const key = (await page.getByTestId('totp-key').textContent())!.trim();
  const setupCode = totpCode(key, stepOffset);
  await field(page, 'Code from the app').fill(setupCode);
  await page.getByRole('button', { name: 'Confirm' }).click();
  // The recovery codes are shown this once (decision 099).
  const shown = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect.poll(() => shown.count()).toBe(10);
  const recoveryCodes = (await shown.allTextContents()).map((code) => code.trim());
  await page.getByRole('button', { name: 'I have saved them' }).click();
  return { key, setupCode, recoveryCodes };
}

// Set-up, recovery codes and sign-in: 50-56 s on a busy machine, near the default 60 s. A bound
// on a hang, not on speed (decision 084).
it(
  'sets up an authenticator in My account, then sign-in asks for its code',
  { timeout: 180_000 },
  async () => {
    const context = await journey.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await signInThroughForm(page, journey.baseUrl, 'super@example.org');
    await page.getByRole('link', { name: 'My account' }).click();
    await page.getByRole('heading', { name: 'Authenticator app' }).waitFor();
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    const { key, setupCode } = await setUpAuthenticator(page, 0);
    await page.getByText('Set up: signing in asks for a code', { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // The set-up's notification covers Sign Out.
    await dismissNotifications(page);
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await signInThroughForm(page, journey.baseUrl, 'super@example.org');
    await page.getByRole('heading', { name: 'Confirm Sign In' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // The very code used to set up (not recomputed: on a slow run the 30 s step may have moved).
    await field(page, 'Code').fill(setupCode);
    await page.getByRole('button', { name: 'Confirm' }).click();
    // An authenticator's code cannot be asked for again: the message says to type the next one.
    await page
      .getByText(
        'That code is not right. Type the 6-digit code your authenticator app shows now; it changes every 30 seconds.',
      )
      .waitFor();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await signInThroughForm(page, journey.baseUrl, 'super@example.org');
    await field(page, 'Code').fill(totpCode(key, 1));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Super Admin Panel', { exact: true }).waitFor();

    // Require one for every admin.
    await page.getByRole('link', { name: 'My account' }).click();
    await page.getByRole('switch', { name: /Require an authenticator app/ }).click();
    await expect
      .poll(() => page.getByRole('switch', { name: /Require an authenticator app/ }).isChecked())
      .toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  },
);

it('takes an admin without an authenticator to the set-up view first', async () => {
  const context = await journey.browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await signInThroughForm(page, journey.baseUrl, 'admin@example.org');
  await page.getByRole('heading', { name: 'Set up your authenticator app' }).waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  adminRecoveryCodes.push(...(await setUpAuthenticator(page, 0)).recoveryCodes);
  await page.getByText('Admin Panel', { exact: true }).waitFor();
  await context.close();
});

it('signs in with a recovery code once each when the phone is lost, and makes a new set', async () => {
  const context = await journey.browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  const recoveryCodes = adminRecoveryCodes;
  expect(recoveryCodes).toHaveLength(10);
  const signInWithRecoveryCode = async (code: string) => {
    await signInThroughForm(page, journey.baseUrl, 'admin@example.org');
    await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
    await field(page, 'Recovery code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
  };
  await signInWithRecoveryCode(recoveryCodes[0]!);
  await page.getByText('Admin Panel', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await signInWithRecoveryCode(recoveryCodes[0]!);
  await page
    .getByText('That recovery code is not right, or it was used already.', { exact: false })
    .waitFor();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/recovery-code-sign-in-${width}.png` });
  }
  await field(page, 'Recovery code').fill(recoveryCodes[1]!.toLowerCase());
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Admin Panel', { exact: true }).waitFor();

  // A new set on My account, after the password; shown once.
  await page.goto(`${journey.baseUrl}/admin/account`);
  await page.getByRole('button', { name: 'Make new recovery codes' }).click();
  await field(page, 'Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Make new recovery codes' }).click();
  const fresh = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect.poll(() => fresh.count()).toBe(10);
  expect(await fresh.allTextContents()).not.toContain(recoveryCodes[2]);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/recovery-codes-new-${width}.png`, fullPage: true });
  }
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByText('New recovery codes made. The old ones no longer work.').waitFor();
  await context.close();
});
