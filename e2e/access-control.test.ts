/** Role routing of product.md §2.1 in the browser, with real accounts signed in through the form. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughForm, useAppInBrowser } from './support/app';

const journey = useAppInBrowser([
  { email: 'admin@example.org', group: 'Admins' },
  { email: 'volunteer@example.org', group: 'Volunteers' },
  { email: 'nogroup@example.org', group: 'none' },
]);

async function signedInPage(email: string, startPath = '/') {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInThroughForm(page, journey.baseUrl, email, startPath);
  // Signed in once the form has gone: the first sign-in of a new server can take seconds (a CI
  // run on Node 24, whose server had no compiled-code cache yet, took longer than a poll waits).
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ state: 'detached' });
  return page;
}

/** The words of the sidebar's links, in order. */
const sidebarLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allTextContents();

describe('a volunteer', () => {
  it('lands on /volunteer with the volunteer portal and is sent away from /admin', async () => {
    const page = await signedInPage('volunteer@example.org');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/volunteer');
    await expect.poll(() => page.getByText('Volunteer Portal').isVisible()).toBe(true);
    const links = await sidebarLinks(page);
    expect(links).toEqual([
      'Dashboard',
      'My Schedule',
      'Facilities',
      'Activities',
      'Contacts',
      'Resources',
    ]);

    await page.goto(`${journey.baseUrl}/admin/facilities`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/unauthorized');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Unauthorized' }).isVisible())
      .toBe(true);
    // Not a dead end: the way back to their own dashboard.
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/volunteer');
  });

  it('cannot create a facility through the API either', async () => {
    const page = await signedInPage('volunteer@example.org');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/volunteer');
    const result = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { createFacility(input: { name: "X" }) { id } }' }),
      });
      return response.json();
    });
    expect(result.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('an account with no group', () => {
  it('sees /unauthorized with its groups, from any path', async () => {
    const page = await signedInPage('nogroup@example.org', '/admin/facilities');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/unauthorized');
    await expect.poll(() => page.getByText('Contact the Administrator').isVisible()).toBe(true);
    expect(await page.getByTestId('user-groups').textContent()).toBe('[]');
    // No group, no dashboard to go back to: only Sign Out.
    expect(await page.getByRole('link', { name: 'Go to your dashboard' }).count()).toBe(0);
    await page.goto(`${journey.baseUrl}/anything/else`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/unauthorized');
  });
});

describe('an admin', () => {
  it('sees the admin panel without Manage Admins, and any other fragment shows the overview', async () => {
    const page = await signedInPage('admin@example.org');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
    await expect.poll(() => page.getByText('Admin Panel', { exact: true }).isVisible()).toBe(true);
    const links = await sidebarLinks(page);
    expect(links).toEqual([
      'Dashboard',
      'Manage Volunteers',
      'Manage Clients',
      'Schedules',
      'Facilities',
      'Resources',
      'Programs',
      'Incidents',
      'Releases',
      'Reentry Plan',
      'Reports',
      'Audit log',
    ]);
    await page.goto(`${journey.baseUrl}/admin/no-such-page`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Dashboard Overview' }).isVisible())
      .toBe(true);
    await page.goto(`${journey.baseUrl}/admin/admins`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/unauthorized');
  });

  it('signs out with the Sign Out button and sees the sign-in form again', async () => {
    const page = await signedInPage('admin@example.org');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Sign in', exact: true }).isVisible())
      .toBe(true);
    const session = await page.evaluate(async () => (await fetch('/api/auth/get-session')).json());
    expect(session).toBeNull();
  });

  it('below 1024 px gets a menu button that opens the sidebar over an overlay', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 800, height: 900 } });
    const page = await context.newPage();
    await signInThroughForm(page, journey.baseUrl, 'admin@example.org', '/admin/facilities');
    const menu = page.getByRole('button', { name: 'Open navigation' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    const sidebarLink = page.getByRole('link', { name: 'Manage Volunteers' });
    // On screen, not merely rendered: the closed sidebar slides out of view.
    const onScreen = () =>
      sidebarLink.evaluate((element) => element.getBoundingClientRect().right > 0);
    expect(await onScreen()).toBe(false);
    await menu.click();
    await expect.poll(onScreen).toBe(true);
    expect(await page.getByTestId('menu-overlay').isVisible()).toBe(true);
    await page.screenshot({ path: 'test-results/narrow-menu-open.png' });
    await page.getByTestId('menu-overlay').click({ position: { x: 700, y: 500 } });
    await expect.poll(onScreen).toBe(false);
  });
});

describe('someone signed out', () => {
  it('sees the logo and the sign-in form on any path', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.baseUrl}/admin/facilities`);
    await expect
      .poll(() => page.getByRole('button', { name: 'Sign in', exact: true }).isVisible())
      .toBe(true);
    expect(await page.getByText('Outreach Dashboard').first().isVisible()).toBe(true);
    // No OIDC_* settings: no provider buttons (e2e/oidc.test.ts has one); passkeys are offered.
    expect(await page.getByRole('button', { name: /^Sign in with/ }).allTextContents()).toEqual([
      'Sign in with a passkey',
    ]);
  });
});
