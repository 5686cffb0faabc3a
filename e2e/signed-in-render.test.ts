/**
 * Signed-in pages as the server renders them (decision 080): the page and its data are in the
 * HTML, styled, before any script has run; the scripts then take it over in place (no
 * hydration error, the same elements), and the page works as one the browser drew; a phone's
 * browser gets the phone's layout; a volunteer's dashboard is rendered too; every page the
 * server renders is taken over without a hydration error, on a browser whose clock is not the
 * server's.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clientInput } from '../tests/support/client-factory';
import { PASSWORD, useAppInBrowser } from './support/app';
import { graphqlAs } from './support/graphql';
import { field, openStarted, watchPageProblems } from './support/browser';
import { PAGE_MODULES } from '../src/server/http/page-preload';

const journey = useAppInBrowser([
  { email: 'admin@example.org', group: 'Admins' },
  { email: 'super@example.org', group: 'SuperAdmins' },
  { email: 'volunteer@example.org', group: 'Volunteers' },
]);

const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
};

async function signedIn(context: BrowserContext, email: string) {
  const answer = await context.request.post(`${journey.baseUrl}/api/auth/sign-in/email`, {
    headers: { 'content-type': 'application/json', origin: journey.baseUrl },
    data: { email, password: PASSWORD },
  });
  expect(answer.status()).toBe(200);
}

let preferredName = '';
async function aClient(page: Page) {
  if (preferredName) return preferredName;
  const input = clientInput();
  await graphqlAs(
    page,
    journey.baseUrl,
    'mutation($i: CreateClientInput!) { createClient(input: $i) { id } }',
    {
      i: input,
    },
  );
  preferredName = String(input.preferredName);
  return preferredName;
}

/** The page's scripts are held back until `release()`: what shows before is the server's. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('a signed-in page rendered by the server', () => {
  it('shows the page and its records, styled, before any script runs', async () => {
    const context = await journey.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    try {
      await signedIn(context, 'admin@example.org');
      const page = await context.newPage();
      const name = await aClient(page);
      const problems = watchPageProblems(page);
      await page.goto(`${journey.baseUrl}/admin/clients`);
      await page.getByRole('heading', { name: 'Manage Clients', level: 1 }).waitFor();
      await page.getByText(name).first().waitFor();
      // Styled: the menu is the sidebar beside the page, as the stylesheets place it.
      const menu = await page.getByRole('link', { name: 'Manage Volunteers' }).boundingBox();
      expect(menu?.x).toBeLessThan(250);
      const heading = await page.getByRole('heading', { name: 'Manage Clients' }).boundingBox();
      expect(heading?.x).toBeGreaterThanOrEqual(250);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('takes no tap on a script’s button before the scripts take it over, then works as any page', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      await signedIn(context, 'admin@example.org');
      const page = await context.newPage();
      const name = await aClient(page);
      const problems = watchPageProblems(page);
      const release = await holdScripts(page);
      // The scripts ask for the page's data again as it mounts: they have taken it over.
      const startedAnswer = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/graphql',
      );
      await page.goto(`${journey.baseUrl}/admin/clients`, { waitUntil: 'commit' });
      const row = page.getByText(name).first();
      await row.waitFor();
      const drawn = await row.elementHandle();
      // Before the scripts run, a button whose action is a script takes no tap; a link does.
      const add = page.getByRole('button', { name: 'Add New Client' });
      await expect(add.click({ trial: true, timeout: 1_000 })).rejects.toThrow(/Timeout/);
      await page.getByRole('link', { name: 'Manage Volunteers' }).click({ trial: true });
      release();
      // Taken over: the search box works, and the row the server drew is the one still shown.
      const search = field(page, 'Search');
      await startedAnswer;
      expect(await drawn!.evaluate((element) => element.isConnected)).toBe(true);
      await search.fill('no such person anywhere');
      await expect.poll(() => page.getByText(name).count(), { timeout: 10_000 }).toBe(0);
      await search.fill(name);
      await page.getByText(name).first().waitFor();
      // Once taken over, a tap does what the button says, as soon as it can.
      await add.click();
      await page.getByRole('dialog', { name: 'Add New Client' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('draws a phone’s layout for a phone’s browser: cards, and the filters folded', async () => {
    const context = await journey.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    try {
      await signedIn(context, 'admin@example.org');
      const page = await context.newPage();
      await aClient(page);
      await page.goto(`${journey.baseUrl}/admin/clients`);
      await page.getByRole('button', { name: 'Filters' }).waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
    } finally {
      await context.close();
    }
    // With scripts: taken over without an error, still the phone's layout.
    const withScripts = await journey.browser.newContext(PHONE);
    try {
      await signedIn(withScripts, 'admin@example.org');
      const page = await withScripts.newPage();
      const problems = watchPageProblems(page);
      await openStarted(page, `${journey.baseUrl}/admin/clients`);
      await page.getByRole('button', { name: 'Filters' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await withScripts.close();
    }
  });

  it('renders a volunteer’s dashboard for the volunteer', async () => {
    const context = await journey.browser.newContext({ javaScriptEnabled: false });
    try {
      await signedIn(context, 'volunteer@example.org');
      const page = await context.newPage();
      await page.goto(`${journey.baseUrl}/volunteer`);
      await page.getByRole('link', { name: 'My Schedule' }).first().waitFor();
      expect(await page.locator('[data-server-rendered]').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('draws My account for whose it is, its password form waiting for the scripts', async () => {
    const context = await journey.browser.newContext({ javaScriptEnabled: false });
    try {
      await signedIn(context, 'volunteer@example.org');
      const page = await context.newPage();
      await page.goto(`${journey.baseUrl}/volunteer/account`);
      await page.getByText('Signed in as volunteer@example.org').waitFor();
      // Pressed before the scripts run, it would reload the page and lose what was typed.
      expect(await page.getByRole('button', { name: 'Change password' }).isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  // A page that draws from the browser's own values (its clock, its passkey support) must draw
  // what the server drew until it has taken the page over: else React throws the server's page
  // away (error #418). The browser's clock is a day ahead, so that anything keyed on the time
  // differs.
  it.each([
    ['super@example.org', '/admin/'],
    ['volunteer@example.org', '/volunteer'],
  ])('takes over every page it renders for %s without a hydration error', async (email, area) => {
    const context = await journey.browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      await signedIn(context, email);
      const page = await context.newPage();
      await page.clock.install({ time: Date.now() + 24 * 60 * 60 * 1000 });
      const problems = watchPageProblems(page);
      const addresses = Object.keys(PAGE_MODULES).filter(
        (address) => address === area.replace(/\/$/, '') || address.startsWith(area),
      );
      expect(addresses.length).toBeGreaterThan(5);
      for (const address of addresses) {
        // Not openStarted: its resource timings are the page clock's fakes here.
        const asked = page.waitForResponse(
          (response) => new URL(response.url()).pathname === '/graphql',
        );
        await page.goto(`${journey.baseUrl}${address}`);
        await asked;
        expect(await page.locator('[data-server-rendered]').count(), address).toBe(1);
        // Hydration errors are reported once React has committed: after the next frame.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
        expect(problems, address).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
});
