/**
 * Lists as tables (issue 31, point 1): a caseworker switches Manage Clients to a table, sorts
 * it by a column header (the whole list, on the server), and finds the same view after a reload
 * (the sort in the address, the table remembered on this device); the tables pass axe; a phone
 * is offered no table. Programs sort by their headers too.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientInput } from '../tests/support/client-factory';
import { facilityInput } from '../tests/support/factories';
import { programInput } from '../tests/support/program-factory';
import { scheduleInput } from '../tests/support/schedule-factory';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { pageStarted } from './support/browser';
import { clearVolunteerThroughApi, graphqlAs } from './support/graphql';

const journey = useAppInBrowser([
  { email: 'super@example.org', group: 'SuperAdmins' },
  { email: 'volunteer@example.org', group: 'Volunteers' },
]);

/** The row headers of the list's table, top to bottom: each record's name. */
async function rowNames(page: Page): Promise<string[]> {
  const table = page.getByRole('table');
  await table.waitFor();
  return (await table.getByRole('rowheader').allTextContents()).map((text) => text.trim());
}

/** Mantine's segmented control hides its radio buttons under their labels. */
async function chooseTable(page: Page) {
  await page
    .locator('label')
    .filter({ hasText: /^Table$/ })
    .click();
}

async function sortBy(page: Page, header: string) {
  await page.getByRole('columnheader', { name: header }).getByRole('button').click();
}

beforeAll(async () => {
  const page = journey.page;
  await signInThroughForm(page, journey.baseUrl, 'super@example.org', '/admin');
  await page.getByText('Super Admin Panel').waitFor();
  const run = <Data>(query: string, input: Record<string, unknown>) =>
    graphqlAs<Data>(page, journey.baseUrl, query, { input });
  const { createFacility } = await run<{ createFacility: { id: string } }>(
    'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }',
    facilityInput({ name: 'Riverside Correctional' }),
  );
  const facilityId = createFacility.id;
  const clients: [string, string | null][] = [
    ['Bilal', '2027-05-01'],
    ['Adam', null],
    ['Yusuf', '2027-02-01'],
    ['Musa', '2027-09-01'],
  ];
  for (const [preferredName, releaseDate] of clients) {
    await run(
      'mutation($input: CreateClientInput!) { createClient(input: $input) { id } }',
      releaseDate
        ? clientInput({
            preferredName,
            incarcerated: true,
            facilityId,
            releaseDate,
            currentAddress: null,
            employmentStatus: null,
            housingStatus: null,
            communitySupport: [],
          })
        : clientInput({ preferredName }),
    );
  }
  const { listVolunteers } = await graphqlAs<{ listVolunteers: { items: { id: string }[] } }>(
    page,
    journey.baseUrl,
    '{ listVolunteers { items { id } } }',
  );
  const volunteerId = listVolunteers.items[0]!.id;
  await clearVolunteerThroughApi(page, journey.baseUrl, volunteerId, facilityId);
  await run(
    'mutation($input: CreateScheduleInput!) { createSchedule(input: $input) { id } }',
    scheduleInput(facilityId, { volunteerId }),
  );
  for (const [title, date] of [
    ['Quran Circle', '2026-10-02'],
    ['Arabic Class', '2026-10-09'],
    ['Friday Jumah', '2026-10-16'],
  ]) {
    await run(
      'mutation($input: CreateProgramInput!) { createProgram(input: $input) { id } }',
      programInput(facilityId, volunteerId, { title, date }),
    );
  }
});

describe('a list as a table', () => {
  it('sorts Manage Clients by release date, and keeps the view over a reload', async () => {
    const page = journey.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${journey.baseUrl}/admin/clients`);
    await page.getByRole('article', { name: 'Adam' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);

    await chooseTable(page);
    // By preferred name, A to Z, as the cards were.
    expect(await rowNames(page)).toEqual(['Adam', 'Bilal', 'Musa', 'Yusuf']);
    const header = page.getByRole('columnheader', { name: 'Preferred Name' });
    expect(await header.getAttribute('aria-sort')).toBe('ascending');

    // Dates start with the latest; clients with no release date come last either way.
    await sortBy(page, 'Release Date');
    await expect.poll(() => rowNames(page)).toEqual(['Musa', 'Bilal', 'Yusuf', 'Adam']);
    await sortBy(page, 'Release Date');
    await expect.poll(() => rowNames(page)).toEqual(['Yusuf', 'Bilal', 'Musa', 'Adam']);
    expect(page.url()).toContain('sortBy=RELEASE_DATE');

    await page.reload();
    await expect.poll(() => rowNames(page)).toEqual(['Yusuf', 'Bilal', 'Musa', 'Adam']);
    expect(
      await page.getByRole('columnheader', { name: 'Release Date' }).getAttribute('aria-sort'),
    ).toBe('ascending');
    expect(await page.getByRole('combobox', { name: 'Sort' }).inputValue()).toBe(
      'Release Date: earliest first',
    );
    // A row's actions are named after its client.
    await page.getByRole('button', { name: 'View Musa' }).click();
    await page.getByRole('heading', { name: 'Basic Information' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('passes axe as a table, and a phone shows cards with no table to choose', async () => {
    const page = journey.page;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${journey.baseUrl}/admin/clients`);
    await page.getByRole('table').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    for (const path of ['/admin/volunteers', '/admin/schedules']) {
      await page.goto(`${journey.baseUrl}${path}`);
      await chooseTable(page);
      await page.getByRole('table').waitFor();
      expect(await accessibilityViolations(page), path).toEqual([]);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${journey.baseUrl}/admin/clients`);
    // The server drew a laptop's layout for the test's laptop browser: look at the phone's.
    await pageStarted(page);
    await page.getByRole('article', { name: 'Adam' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'Table' }).count()).toBe(0);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('sorts Programs by title with its header, newest first by date before that', async () => {
    const page = journey.page;
    await page.goto(`${journey.baseUrl}/admin/programs`);
    await expect
      .poll(() => rowNames(page))
      .toEqual(['Friday Jumah', 'Arabic Class', 'Quran Circle']);
    await sortBy(page, 'Title');
    await expect
      .poll(() => rowNames(page))
      .toEqual(['Arabic Class', 'Friday Jumah', 'Quran Circle']);
    expect(await page.getByRole('combobox', { name: 'Sort' }).inputValue()).toBe('Title: A to Z');
  });
});
