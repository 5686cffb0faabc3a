/**
 * Data in proportion to the page (decision 055): what a visit to a list page asks of the API, as
 * Chromium sent and received it. Used by `e2e/page-data.test.ts` (150 facilities, judged in CI) and
 * by `npm run bench` (the demo data at `--scale N`, printed beside the budget: 4 GraphQL requests
 * and 60 KiB of answers, compressed as sent).
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser';

export const LIST_PAGE_BUDGET = { requests: 4, answerKiB: 60 };

export interface PageDataVisit {
  /** Each GraphQL request: its operation and the rows it asked for. */
  requests: { operation: string; limit: unknown }[];
  /** Bytes of GraphQL answers received, compressed as sent, headers included. */
  answerBytes: number;
}

export interface ListPage {
  name: string;
  path: string;
  /** The page's heading: the visit waits for it, then for the network to go quiet. */
  heading: string;
  as: 'admin' | 'volunteer';
}

/** Every list page of the staff and of the volunteer's portal. */
export const LIST_PAGES: readonly ListPage[] = [
  { name: 'Manage Clients', path: '/admin/clients', heading: 'Manage Clients', as: 'admin' },
  {
    name: 'Manage Facilities',
    path: '/admin/facilities',
    heading: 'Manage Facilities',
    as: 'admin',
  },
  {
    name: 'Manage Facilities (map)',
    path: '/admin/facilities?view=map',
    heading: 'Manage Facilities',
    as: 'admin',
  },
  {
    name: 'Manage Volunteers',
    path: '/admin/volunteers',
    heading: 'Manage Volunteers',
    as: 'admin',
  },
  { name: 'Schedules', path: '/admin/schedules', heading: 'Schedule Management', as: 'admin' },
  { name: 'Resources', path: '/admin/resources', heading: 'Resource Management', as: 'admin' },
  {
    name: 'Resource requests',
    path: '/admin/resources/requests',
    heading: 'Resource Requests',
    as: 'admin',
  },
  { name: 'Programs', path: '/admin/programs', heading: 'Programs', as: 'admin' },
  { name: 'Incidents', path: '/admin/incidents', heading: 'Incident Reports', as: 'admin' },
  { name: 'My Schedule', path: '/volunteer/schedule', heading: 'My Schedule', as: 'volunteer' },
  { name: 'Activities', path: '/volunteer/activities', heading: 'Activities', as: 'volunteer' },
  { name: 'Contacts', path: '/volunteer/contacts', heading: 'Contacts', as: 'volunteer' },
  {
    name: 'Volunteer resources',
    path: '/volunteer/resources',
    heading: 'Resources',
    as: 'volunteer',
  },
];

const operationOf = (query: string) =>
  /(?:query|subscription)\s+(\w+)/.exec(query)?.[1] ?? '(unnamed)';

/** Opens `url` in a new tab of `context` (signed in already) and records its GraphQL traffic. */
export async function recordPageData(
  context: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<PageDataVisit> {
  const page = await context.newPage();
  const requests: PageDataVisit['requests'] = [];
  const onRequest = (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { query: string; variables?: { limit?: unknown } };
    requests.push({ operation: operationOf(body.query), limit: body.variables?.limit });
  };
  page.on('request', onRequest);
  try {
    await page.goto(url);
    await ready(page);
    // The live-update stream stays open, so the network is never idle: wait for quiet instead.
    let count = -1;
    while (count !== requests.length) {
      count = requests.length;
      await page.waitForTimeout(1500);
    }
    const answerBytes = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname === '/graphql')
        .reduce((total, entry) => total + entry.transferSize, 0),
    );
    return { requests, answerBytes };
  } finally {
    await page.close();
  }
}

export interface ListPageData extends PageDataVisit {
  name: string;
}

/**
 * Visits every list page once, signed in as the page's person, for the benchmark; with
 * `firstPageEach`, only each person's first (a smoke run: e2e/page-data.test.ts holds every page
 * to its budget).
 */
export async function measureListPageData(
  baseUrl: string,
  accounts: Record<ListPage['as'], { email: string; password: string }>,
  { firstPageEach = false } = {},
): Promise<ListPageData[]> {
  const browser = await launchBrowser();
  const results: ListPageData[] = [];
  try {
    for (const as of ['admin', 'volunteer'] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const signedIn = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
          headers: { 'content-type': 'application/json', origin: baseUrl },
          data: accounts[as],
        });
        if (!signedIn.ok()) throw new Error(`Sign-in as ${as} failed: ${signedIn.status()}`);
        const pages = LIST_PAGES.filter((one) => one.as === as);
        for (const listPage of firstPageEach ? pages.slice(0, 1) : pages) {
          const visit = await recordPageData(context, `${baseUrl}${listPage.path}`, (page) =>
            page.getByRole('heading', { level: 1, name: listPage.heading }).waitFor(),
          );
          results.push({ name: listPage.name, ...visit });
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
