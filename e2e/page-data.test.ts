/**
 * Data in proportion to the page (decision 055): a visit to a list page asks for the rows it shows,
 * with the names they display resolved by the server, and nothing that grows with the number of
 * facilities or volunteers. The programme here has 150 facilities, more than any page shows at
 * once; each list page must stay within 4 GraphQL requests and 60 KiB of answers as Chromium
 * received them (compressed), and no request may ask for more rows than a page shows.
 */
import type { Page } from 'playwright-core';
import pLimit from 'p-limit';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LIST_PAGE_BUDGET,
  LIST_PAGES,
  recordPageData,
  type PageDataVisit,
} from '../bench/support/list-page-data';
import { clientInput } from '../tests/support/client-factory';
import { IMPORT_RECORDS, facilitiesFile, importVariables } from '../tests/support/import';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { graphqlAs, createFacilityThroughApi } from './support/graphql';

const KIB = 1024;
const FACILITIES = 150;
/** The largest page a list shows (RecordListView's page sizes). */
const LARGEST_PAGE = 100;

const journey = useAppInBrowser([
  { email: 'super@example.org', group: 'SuperAdmins' },
  { email: 'volunteer@example.org', group: 'Volunteers' },
]);

/**
 * The schedule lists read the time again at each turn of a minute (a visit that has ended moves to
 * Past without a reload), asking for the list again: by design, but not the page's load. Their
 * visits start early in a minute, well clear of the next turn; other pages start at once.
 */
async function clearOfAMinuteTurn(path: string) {
  if (!path.includes('schedule')) return;
  const second = new Date().getSeconds();
  if (second >= 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
}

/** Opens `path` in a fresh tab of the signed-in session and records its GraphQL traffic. */
const visit = async (path: string, ready: (page: Page) => Promise<void>) => {
  await clearOfAMinuteTurn(path);
  return recordPageData(journey.page.context(), `${journey.baseUrl}${path}`, ready);
};

/**
 * Each list page in a tab of its own, four at a time: a visit mostly waits for the page to fall
 * quiet (recordPageData), and the tabs wait side by side. Each tab's traffic is its own.
 */
async function expectEachInProportion(listPages: typeof LIST_PAGES) {
  const inTurn = pLimit(4);
  const visits = await Promise.all(
    listPages.map((listPage) => inTurn(() => visit(listPage.path, headingOf(listPage.path)))),
  );
  visits.forEach((seen, index) => expectInProportion(listPages[index]!.name, seen));
}

/** Waits for the list page's heading. */
const headingOf = (path: string) => {
  const listPage = LIST_PAGES.find((one) => one.path === path)!;
  return (page: Page) => page.getByRole('heading', { level: 1, name: listPage.heading }).waitFor();
};

function expectInProportion(name: string, { requests, answerBytes }: PageDataVisit) {
  console.log(
    `${name}: ${requests.length} requests (${requests.map((one) => one.operation).join(', ')}), ` +
      `${(answerBytes / KIB).toFixed(1)} KiB of answers`,
  );
  expect(requests.length, `${name}: ${JSON.stringify(requests)}`).toBeLessThanOrEqual(
    LIST_PAGE_BUDGET.requests,
  );
  expect(answerBytes, name).toBeLessThanOrEqual(LIST_PAGE_BUDGET.answerKiB * KIB);
  for (const request of requests) {
    expect(Number(request.limit ?? 0), `${name}: ${request.operation}`).toBeLessThanOrEqual(
      LARGEST_PAGE,
    );
  }
}

beforeAll(async () => {
  const page = journey.page;
  await signInThroughForm(page, journey.baseUrl, 'super@example.org', '/admin');
  await page.getByText('Super Admin Panel').waitFor();
  const run = <Data>(query: string, input: Record<string, unknown>) =>
    graphqlAs<Data>(page, journey.baseUrl, query, { input });
  // One import for all but the last (one request, not 149), which is made alone for its id.
  const names = Array.from(
    { length: FACILITIES },
    (_, index) => `Facility ${String(index).padStart(3, '0')}`,
  );
  const { importRecords } = await graphqlAs<{ importRecords: { imported: number } }>(
    page,
    journey.baseUrl,
    IMPORT_RECORDS,
    importVariables('facility', facilitiesFile(names.slice(0, -1))),
  );
  expect(importRecords.imported).toBe(FACILITIES - 1);
  const facilityId = await createFacilityThroughApi(page, journey.baseUrl, { name: names.at(-1) });
  await run(
    'mutation($input: CreateClientInput!) { createClient(input: $input) { id } }',
    clientInput({ preferredName: 'Amina', incarcerated: true, facilityId }),
  );
});

describe('a list page moves only what it shows', () => {
  it('Manage Clients: the row names its facility, within the budget', async () => {
    const seen = await visit('/admin/clients', async (page) => {
      await page.getByRole('article', { name: 'Amina' }).waitFor();
      expect(await page.getByRole('article', { name: 'Amina' }).textContent()).toContain(
        `Facility ${String(FACILITIES - 1).padStart(3, '0')}`,
      );
    });
    expectInProportion('Manage Clients', seen);
  });

  it('Manage Facilities: one page of the 150, grid or map, within the budget', async () => {
    for (const path of ['/admin/facilities', '/admin/facilities?view=map']) {
      const seen = await visit(path, async (page) => {
        await page.getByText(`of ${FACILITIES}`, { exact: false }).first().waitFor();
      });
      expectInProportion(`Manage Facilities (${path})`, seen);
    }
  });

  it('every other staff list page stays within the budget', async () => {
    const others = LIST_PAGES.filter(
      (one) =>
        one.as === 'admin' &&
        !one.path.startsWith('/admin/clients') &&
        !one.path.startsWith('/admin/facilities'),
    );
    expect(others.length).toBeGreaterThanOrEqual(6);
    await expectEachInProportion(others);
  });

  it("the volunteer's pages stay within the budget", async () => {
    const page = journey.page;
    await page.context().clearCookies();
    await signInThroughForm(page, journey.baseUrl, 'volunteer@example.org', '/volunteer');
    await page.getByRole('heading', { level: 1, name: 'Volunteer Dashboard' }).waitFor();
    const volunteerPages = LIST_PAGES.filter((one) => one.as === 'volunteer');
    expect(volunteerPages.length).toBeGreaterThanOrEqual(4);
    await expectEachInProportion(volunteerPages);
  });
});
