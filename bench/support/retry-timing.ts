/**
 * How soon a page whose data fails to load shows its message and Retry (product.md §12: within
 * 3 seconds), in Chromium on loopback. Timed from the page's first failed answer, so that what
 * is measured is the app's retries and its error display, not how long the scripts took to
 * arrive. Beside it, in the same run and the same way, a refusal (an answer the app does not
 * ask again): the ratio is what the retries add. That Retry appears at all, and works, is
 * e2e/load-errors.test.ts's check; the time is measured here only (decision 084).
 */
import type { Page, Route } from 'playwright-core';
import { launchBrowser, openLaptopPage } from '../../e2e/support/browser';

/** Pages whose data the browser asks for itself, each a different kind of page. */
export const RETRY_PAGES = [
  { name: 'Admin overview', path: '/admin/dashboard' },
  { name: 'Manage Clients', path: '/admin/clients' },
  { name: 'Schedules', path: '/admin/schedules' },
  { name: 'Audit log', path: '/admin/audit' },
] as const;

/** The failure that is asked again (a server error), and one that is not (a refusal). */
const ANSWERS = {
  failed: { status: 500, contentType: 'text/plain', body: 'Internal Server Error' },
  refused: {
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({
      errors: [{ message: 'Not allowed.', extensions: { code: 'FORBIDDEN' } }],
    }),
  },
} as const;

export interface RetryTiming {
  page: string;
  /** First failed answer → Retry shown, for a server error (retried) and a refusal (not). */
  failedMs: number;
  refusedMs: number;
}

async function timeToRetry(page: Page, url: string, answer: keyof typeof ANSWERS) {
  let firstAnsweredAt: number | null = null;
  const handler = async (route: Route) => {
    firstAnsweredAt ??= performance.now();
    await route.fulfill(ANSWERS[answer]);
  };
  await page.route(/\/graphql$/, handler);
  try {
    // With a query (an empty one) the server does not render the page with its data (decision
    // 080): the browser asks for it, as for every page opened from the menu.
    await page.goto(`${url}?`);
    await page.getByRole('button', { name: 'Retry' }).first().waitFor({ timeout: 30_000 });
    if (firstAnsweredAt === null) throw new Error(`${url}: Retry shown before any request`);
    return performance.now() - firstAnsweredAt;
  } finally {
    await page.unroute(/\/graphql$/, handler);
  }
}

export async function measureRetryTimings(
  baseUrl: string,
  admin: { email: string; password: string },
  repeats: number,
): Promise<RetryTiming[]> {
  const browser = await launchBrowser();
  const { context, page } = await openLaptopPage(browser);
  try {
    const signedIn = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      headers: { 'content-type': 'application/json', origin: baseUrl },
      data: admin,
    });
    if (!signedIn.ok())
      throw new Error(`Sign-in for the Retry timing failed: ${signedIn.status()}`);
    const results: RetryTiming[] = [];
    for (let repeat = 0; repeat < repeats; repeat += 1) {
      for (const { name, path } of RETRY_PAGES) {
        // Refusal first, then the failure, in turn: a slow moment falls on either.
        const refusedMs = await timeToRetry(page, `${baseUrl}${path}`, 'refused');
        const failedMs = await timeToRetry(page, `${baseUrl}${path}`, 'failed');
        results.push({ page: name, failedMs, refusedMs });
      }
    }
    return results;
  } finally {
    await context.close();
    await browser.close();
  }
}
