/**
 * Passkeys end to end (product.md §12, decision 063): Chromium with a virtual authenticator (the
 * DevTools protocol's WebAuthn domain: a platform authenticator that verifies its user) adds a
 * passkey on My account after the password, signs in with it from the sign-in page, and cannot once
 * it is removed. WebAuthn refuses an IP address as the site's name, so the app runs at
 * http://localhost.
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { freePort } from '../tests/support/server-process';
import { PASSWORD, signInThroughForm, useAppInBrowser } from './support/app';
import { field, watchPageProblems } from './support/browser';

let port: number;
beforeAll(async () => {
  port = await freePort();
});
const site = () => `http://localhost:${port}`;

const journey = useAppInBrowser([{ email: 'keeper@example.org', group: 'Admins' }], () => ({
  PORT: String(port),
  BASE_URL: site(),
}));

/** A new browser context whose page has a passkey-capable device attached. */
async function pageWithAuthenticator(): Promise<Page> {
  const context = await journey.browser.newContext();
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return page;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
}

it('adds a passkey after the password, signs in with it, and not after Remove', async () => {
  const page = await pageWithAuthenticator();
  const problems = watchPageProblems(page);
  await signInThroughForm(page, site(), 'keeper@example.org');
  await page.getByText('Admin Panel', { exact: true }).waitFor();
  await page.goto(`${site()}/admin/account`);
  await page.getByText('No passkeys yet.').waitFor();

  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await field(page, 'Your password').fill('not the password');
  await page.getByRole('button', { name: 'Add passkey' }).click();
  await page.getByText('That password is not right.').waitFor();
  // The name is suggested from the device, and the person's own name for it is kept.
  expect(await field(page, 'Name for this passkey').inputValue()).toBe('Chrome on Linux');
  await field(page, 'Name for this passkey').fill('Work laptop');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/passkey-name-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await field(page, 'Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Add passkey' }).click();
  const passkeys = page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem');
  await passkeys.getByText(/not used yet/).waitFor();
  expect(await passkeys.count()).toBe(1);
  expect(await passkeys.first().textContent()).toContain('Work laptop');
  // On the account's trail (the holder is e-mailed the same moment).
  await page.goto(`${site()}/admin/audit`);
  await page.getByText('Passkey added').first().waitFor();

  await signOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.getByText('Admin Panel', { exact: true }).waitFor();
  await page.goto(`${site()}/admin/account`);
  await passkeys.getByText(/last used/).waitFor();

  await page.getByRole('button', { name: /^Remove passkey/ }).click();
  await page.getByText('No passkeys yet.').waitFor();
  await signOut(page);
  // The device still holds the passkey; the server no longer accepts it.
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page
    .getByText('That passkey is not registered here. Sign in with your password.')
    .waitFor();
  expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
  await page.context().close();
});
