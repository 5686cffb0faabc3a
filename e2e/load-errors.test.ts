/**
 * A failed load is shown, on every page, whatever the failure (product.md §12): with the API
 * answering 500 (and, on the first page, a proxy's 502 HTML page), each page shows its message
 * and Retry, stops asking by itself, and Retry loads the page once the server is back. How soon Retry shows
 * (the product's 3 s) is measured by `npm run bench` (bench/support/retry-timing.ts), not here:
 * a timing is no test (decision 084).
 */
import type { Page } from 'playwright-core';
import pLimit from 'p-limit';
import { describe, expect, it } from 'vitest';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { EVERY_ADMIN_PAGE, VOLUNTEER_PAGES } from './support/pages';

// No request limit: opening 40 pages a minute from one address (about 50 requests each) is this
// journey's way of working, not what it checks; over the limit, a page's code was refused.
const journey = useAppInBrowser(
  [
    { email: 'super@example.org', group: 'SuperAdmins' },
    { email: 'volunteer@example.org', group: 'Volunteers' },
  ],
  { API_RATE_LIMIT: '0' },
);

/** What a failing API answers: the server's own 500, or a proxy's error page. */
const FAILURES = {
  '500': { status: 500, contentType: 'text/plain', body: 'Internal Server Error' },
  '502 HTML page': {
    status: 502,
    contentType: 'text/html',
    body: '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
  },
};

/** Every GraphQL request fails as `failure` says until the returned function is called. */
async function failApi(page: Page, failure: (typeof FAILURES)[keyof typeof FAILURES]) {
  let requests = 0;
  const handler = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    requests += 1;
    await route.fulfill(failure);
  };
  // Every page's data comes through GraphQL (My Account's sessions too).
  const api = /\/graphql$/;
  await page.route(api, handler);
  return {
    requests: () => requests,
    restore: () => page.unroute(api, handler),
  };
}

/**
 * Whether the page shows a Retry button after its data failed to load. Opened with a query (an
 * empty one), which the server does not render (decision 080): the browser loads the page's
 * data itself, as it does for every page opened from the menu. (At its plain address the page
 * comes with the data the server fetched, which these failures of the browser's requests do not
 * touch.) The wait only bounds a page that never shows one; how soon it shows is the bench's.
 */
async function showsRetry(page: Page, path: string): Promise<boolean> {
  await page.goto(`${journey.baseUrl}${path}?`);
  try {
    await page.getByRole('button', { name: 'Retry' }).first().waitFor({ timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
}

/** Presses Retry until none is left (a page may show one per section that failed). */
async function pressEveryRetry(page: Page) {
  const retry = page.getByRole('button', { name: 'Retry' });
  let left = await retry.count();
  while (left > 0) {
    await retry.first().click();
    const before = left;
    await expect.poll(() => retry.count()).toBeLessThan(before);
    left = await retry.count();
  }
}

type Try = readonly [keyof typeof FAILURES, string];

/** One page with one failure: Retry shows, the page asked, and Retry loads it once restored. */
async function checkTry(page: Page, [name, path]: Try, isFirst: boolean) {
  const failure = FAILURES[name];
  const api = await failApi(page, failure);
  expect.soft(await showsRetry(page, path), `${path} with ${name}: no Retry`).toBe(true);
  expect.soft(api.requests(), `${path} with ${name}: asked nothing`).toBeGreaterThan(0);
  if (isFirst) {
    // A bounded number of automatic retries: once every part of the page has given up,
    // nothing asks again by itself (one rule for every page: the app's query client).
    await page.waitForTimeout(1_000);
    const asked = api.requests();
    await page.waitForTimeout(1_000);
    expect.soft(api.requests(), `${path}: kept asking`).toBe(asked);
  }
  await api.restore();
  await pressEveryRetry(page);
  // Back to normal: the page loads once Retry is pressed.
  await expect
    .poll(() => page.getByRole('button', { name: 'Retry' }).count(), { timeout: 10_000 })
    .toBe(0);
}

/**
 * Tabs of one session taking the pages in turn: a try mostly waits for the page to give up
 * (the product's 3 s before Retry shows), and the tabs wait side by side.
 */
const TABS = 4;

async function checkPages(email: string, paths: string[]) {
  const context = await journey.browser.newContext();
  try {
    const signedIn = await context.newPage();
    await signInThroughForm(signedIn, journey.baseUrl, email);
    await signedIn.getByRole('navigation').first().waitFor();
    const freeTabs = [
      signedIn,
      ...(await Promise.all([...Array(TABS - 1)].map(() => context.newPage()))),
    ];
    // Every page with the server's 500; a proxy's HTML page on the first (how a failure is read
    // is the app's one query client for every page, so one page shows that it is read right).
    const tries: Try[] = [
      ...paths.map((path) => ['500', path] as const),
      ['502 HTML page', paths[0]!],
    ];
    const inTurn = pLimit(TABS);
    await Promise.all(
      tries.map((oneTry, index) =>
        inTurn(async () => {
          const tab = freeTabs.pop()!;
          try {
            await checkTry(tab, oneTry, index === 0);
          } finally {
            freeTabs.push(tab);
          }
        }),
      ),
    );
  } finally {
    await context.close();
  }
}

describe('a failed load shows its message and Retry, and Retry works', () => {
  it('on every admin page', { timeout: 120_000 }, async () => {
    await checkPages('super@example.org', EVERY_ADMIN_PAGE);
  });

  it('on every page of the volunteer portal', { timeout: 120_000 }, async () => {
    await checkPages('volunteer@example.org', VOLUNTEER_PAGES);
  });
});
