/**
 * The sign-in page as the server renders it (decision 079): the form is in the HTML, styled,
 * before any script has run; when the scripts arrive they take it over in place, keeping what
 * the person has already typed; Sign in waits for them, and then signs in with what was typed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { field } from './support/browser';
import { PASSWORD, useAppInBrowser } from './support/app';
import { watchPageProblems } from './support/browser';

const journey = useAppInBrowser([{ email: 'admin@example.org', group: 'Admins' }], {
  ALLOW_SIGN_UP: 'true',
});

/** Holds the page's scripts back, as a slow phone gets them, until the returned call lets them run. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const scriptsReleased = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  return () => release();
}

describe('the sign-in page rendered by the server', () => {
  it('is on the page and styled before any script runs', async () => {
    const context = await journey.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    try {
      const page = await context.newPage();
      const problems = watchPageProblems(page);
      await page.goto(`${journey.baseUrl}/admin/clients`);
      await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
      await field(page, 'Email').waitFor();
      await field(page, 'Password').waitFor();
      await page.getByRole('tab', { name: 'Create Account' }).waitFor();
      // The card's width comes from a style attribute, which the policy lets apply by its hash:
      // without it the card would span the window.
      const card = await page.getByRole('main').boundingBox();
      expect(card?.width).toBeGreaterThan(300);
      expect(card?.width).toBeLessThanOrEqual(480);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is taken over in place by the scripts: what was typed stays, and signing in works', async () => {
    const page = await journey.context.newPage();
    const problems = watchPageProblems(page);
    const release = await holdScripts(page);
    try {
      await page.goto(`${journey.baseUrl}/`, { waitUntil: 'commit' });
      const email = field(page, 'Email');
      await email.fill('admin@example.org');
      await field(page, 'Password').fill(PASSWORD);
      const typedInto = await email.elementHandle();
      // Before the scripts run, Sign in cannot be pressed: the form would only reload the page.
      const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
      expect(await signIn.isDisabled()).toBe(true);
      release();
      // Enabled once the scripts have taken the page over: the same field, still filled in.
      await expect.poll(() => signIn.isEnabled(), { timeout: 15_000 }).toBe(true);
      expect(await typedInto!.evaluate((input: HTMLInputElement) => input.isConnected)).toBe(true);
      expect(await email.inputValue()).toBe('admin@example.org');
      // Signed in with what was typed before the scripts had started.
      await signIn.click();
      await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('signs in someone who types their password and presses Enter before the scripts run', async () => {
    // A browser of its own: the test before signed the shared one in.
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    const release = await holdScripts(page);
    try {
      await page.goto(`${journey.baseUrl}/`, { waitUntil: 'commit' });
      await field(page, 'Email').fill('admin@example.org');
      await field(page, 'Password').fill(PASSWORD);
      await field(page, 'Password').press('Enter');
      // Nothing can send the form yet: the address still has no password in it.
      expect(page.url()).toBe(`${journey.baseUrl}/`);
      release();
      await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
      expect(page.url()).not.toContain(PASSWORD);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
