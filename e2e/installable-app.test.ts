/**
 * A phone app without a store (product.md §2.2, decision 052): the dashboard has a web app manifest
 * (name, icons, theme colour, opening on the volunteer's portal) and a service worker; once a
 * volunteer has used it, it opens without a network on its shell with "You are offline" instead of
 * the browser's error page, and the device keeps no record data: the caches hold the page shell and
 * scripts only, and the shell not who was signed in.
 */
import { describe, expect, it } from 'vitest';
import { PASSWORD, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { field } from './support/browser';
import { useNetworkCut } from './support/network-cut';

// Before useAppInBrowser: the relay outlives the app, and the app is told its address.
const network = useNetworkCut(() => journey.baseUrl);
const journey = useAppInBrowser([{ email: 'volunteer@example.org', group: 'Volunteers' }], () => ({
  BASE_URL: network.baseUrl,
}));

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; purpose?: string }[];
}

describe('the installable app', () => {
  it('has a manifest that opens on the portal, with icons that load', async () => {
    const page = journey.page;
    await page.goto(`${journey.baseUrl}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (
      await page.request.get(`${journey.baseUrl}${href}`)
    ).json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Outreach Dashboard',
      short_name: 'Outreach',
      start_url: '/volunteer',
      display: 'standalone',
      theme_color: '#0b6e4f',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const response = await page.request.get(`${journey.baseUrl}${icon.src}`);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#0b6e4f');
  });

  it('opens offline on its shell, says so, and keeps no record data', async () => {
    const context = await journey.browser.newContext({
      serviceWorkers: 'allow',
      // The accessibility check injects axe's script, which the page's policy would refuse.
      bypassCSP: true,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${network.baseUrl}/`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await field(page, 'Email').fill('volunteer@example.org');
      await field(page, 'Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('Volunteer Portal').first().waitFor();
      // Loaded once more under the service worker: the shell and its scripts are kept.
      await page.reload();
      await page.getByText('Volunteer Portal').first().waitFor();
      expect(await page.getByText('You are offline').count()).toBe(0);

      // Offline as the page sees it (navigator.onLine), and no answer from the server whoever
      // asks, the service worker included (see network-cut.ts).
      await context.setOffline(true);
      network.cut();
      await page.reload();
      await page.getByText('You are offline').waitFor();
      // The tab names no page: the offline shell's own title (the reload may still be drawing).
      await expect.poll(() => page.title()).toBe('Outreach Dashboard');
      // Not a sign-in form that could not work: what to do.
      await page
        .getByText('Your pages will open again when this device is back online.', { exact: false })
        .waitFor();
      expect(await page.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);
      await expect
        .poll(() =>
          page
            .getByText('Nothing can be loaded or saved until this device is back online.')
            .isVisible(),
        )
        .toBe(true);

      const cached = await page.evaluate(async () => {
        const names = await caches.keys();
        const urls: string[] = [];
        for (const name of names) {
          for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
        }
        const shell = await (await caches.open('app-shell')).match('/__app-shell__');
        return {
          names: names.sort(),
          paths: urls.map((url) => new URL(url).pathname),
          shell: (await shell?.text()) ?? '',
        };
      });
      expect(cached.names).toEqual(['app-shell', 'assets']);
      expect(cached.paths.filter((path) => !path.startsWith('/assets/'))).toEqual([
        '/__app-shell__',
      ]);
      expect(cached.paths.some((path) => /graphql|\/api\//.test(path))).toBe(false);
      // Who was signed in is not kept with the shell (decision 058).
      expect(cached.shell).toContain('Outreach Dashboard');
      expect(cached.shell).not.toContain('volunteer@example.org');
      expect(cached.shell).not.toContain('id="page-state"');
      // Nor the page the server rendered with the volunteer's records, nor its answers
      // (decision 080).
      expect(cached.shell).not.toContain('data-server-rendered');
      expect(cached.shell).not.toContain('id="page-queries"');
      expect(cached.shell).not.toContain('Volunteer Portal');

      network.restore();
      await context.setOffline(false);
      await page.reload();
      await page.getByText('Volunteer Portal').first().waitFor();
      expect(await page.getByText('You are offline').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
