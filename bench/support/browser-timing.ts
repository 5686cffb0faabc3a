/**
 * What a person waits for, in Chromium at a laptop's size on loopback: the sign-in page, sign-in
 * → the overview's figures, and Manage Clients → the first client card. A measurement, not a
 * test: each is taken in a fresh browser context (nothing cached), several times.
 */
import { field, launchBrowser, openLaptopPage } from '../../e2e/support/browser';

export interface BrowserTimings {
  signInPageMs: number;
  signInToOverviewMs: number;
  openClientsMs: number;
}

export async function measureBrowserTimings(
  baseUrl: string,
  admin: { email: string; password: string },
  repeats: number,
): Promise<BrowserTimings[]> {
  const browser = await launchBrowser();
  const results: BrowserTimings[] = [];
  try {
    for (let repeat = 0; repeat < repeats; repeat += 1) {
      const { context, page } = await openLaptopPage(browser);
      try {
        let started = performance.now();
        await page.goto(`${baseUrl}/`);
        await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
        const signInPageMs = performance.now() - started;

        await field(page, 'Email').fill(admin.email);
        await field(page, 'Password').fill(admin.password);
        started = performance.now();
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.getByTestId('stat-totalFacilities').waitFor();
        const signInToOverviewMs = performance.now() - started;

        started = performance.now();
        await page.getByRole('link', { name: 'Manage Clients' }).first().click();
        await page.getByRole('article').first().waitFor();
        const openClientsMs = performance.now() - started;

        results.push({ signInPageMs, signInToOverviewMs, openClientsMs });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
