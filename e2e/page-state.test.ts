/**
 * The first screen does not wait for the session check (decision 058): the page says who is
 * signed in, so the sign-in form, and for someone signed in their page's frame and heading,
 * show while get-session and the authenticator check have not answered. Here those answers
 * are held back for longer than the test waits: a page that still waited for them would
 * never show.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughForm, useAppInBrowser } from './support/app';

const journey = useAppInBrowser([{ email: 'admin@example.org', group: 'Admins' }], {
  ALLOW_SIGN_UP: 'true',
});

/** Holds back the answers the first screen used to wait for; records what was asked. */
async function holdSessionChecks(page: Page) {
  const asked: string[] = [];
  await page.route('**/api/auth/get-session**', () => {
    asked.push('get-session');
    // Never answered while the test looks.
  });
  await page.route('**/api/sign-in-options', async (route) => {
    asked.push('sign-in-options');
    await route.continue();
  });
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('mfaSetupRequired')) {
      asked.push('mfaSetupRequired');
      return; // Never answered either.
    }
    await route.continue();
  });
  return asked;
}

describe('the first screen', () => {
  it('shows the sign-in form, with sign-up offered, before any check answers', async () => {
    const page = await journey.context.newPage();
    try {
      const asked = await holdSessionChecks(page);
      await page.goto(`${journey.baseUrl}/`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: 10_000 });
      await page.getByRole('tab', { name: 'Create Account' }).waitFor();
      // The page said what sign-in offers: nothing asked for it.
      expect(asked).not.toContain('sign-in-options');
    } finally {
      await page.close();
    }
  });

  it("shows a signed-in admin's page before the session and authenticator checks answer", async () => {
    await signInThroughForm(journey.page, journey.baseUrl, 'admin@example.org');
    await journey.page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();

    const page = await journey.context.newPage();
    try {
      const asked = await holdSessionChecks(page);
      await page.goto(`${journey.baseUrl}/admin/clients`);
      await page.getByRole('heading', { name: 'Manage Clients' }).waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: 'Sign Out', exact: true }).waitFor();
      // better-auth still checks in the background (and renews the cookie) once the scripts
      // have started: never waited for, the page stays.
      await expect.poll(() => asked, { timeout: 10_000 }).toContain('get-session');
      expect(await page.getByRole('heading', { name: 'Manage Clients' }).isVisible()).toBe(true);
      expect(asked).not.toContain('mfaSetupRequired');
    } finally {
      await page.close();
    }
  });
});
