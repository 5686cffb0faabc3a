/**
 * Lists as tables (product.md §2.2, decision 050): a caseworker switches Manage Clients to a table,
 * sorts it by a column header (the whole list, on the server), and finds the same view after a
 * reload (the sort in the address, the table remembered on this device); the tables pass axe; a
 * phone is offered no table. Programs sort by their headers too. Every table fits a laptop's screen
 * with long, realistic rows: its status and actions in view without sideways scrolling
 * (product.md §2.2, Tables).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientInput } from '../tests/support/client-factory';
import { incidentInput } from '../tests/support/incident-report-factory';
import { programInput } from '../tests/support/program-factory';
import { scheduleInput } from '../tests/support/schedule-factory';
import { volunteerInput } from '../tests/support/volunteer-factory';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { horizontalOverflow, pageStarted } from './support/browser';
import { clearVolunteerThroughApi, graphqlAs, createFacilityThroughApi } from './support/graphql';

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
  const facilityId = await createFacilityThroughApi(page, journey.baseUrl, {
    name: 'Riverside Correctional',
  });
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

/** How a list's table sits in its box: what the box must scroll, and what is out of sight. */
interface TableFit {
  /** The table's width, and the width its scrolling box shows. */
  tableWidth: number;
  boxWidth: number;
  /** What the box could scroll to: its content's width. */
  boxScrollWidth: number;
  /**
   * The Status and Actions headers, the rows' statuses and action controls, and the texts asked
   * for, that are not wholly in the box's view.
   */
  outOfView: string[];
}

/**
 * Measures the page's table against the box that would scroll it sideways (the nearest ancestor
 * that clips its overflow), and which of Status, Actions, the rows' statuses and buttons and
 * `texts` fall outside the part of that box on screen.
 */
function tableFit(page: Page, texts: readonly string[] = []): Promise<TableFit> {
  return page.getByRole('table').evaluate((table, texts) => {
    let box = table.parentElement!;
    while (box !== document.body && getComputedStyle(box).overflowX === 'visible') {
      box = box.parentElement!;
    }
    const boxRect = box.getBoundingClientRect();
    const left = Math.max(boxRect.left + box.clientLeft, 0);
    const right = Math.min(boxRect.left + box.clientLeft + box.clientWidth, window.innerWidth);
    const inView = (element: Element | Range) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.left >= left - 0.5 && rect.right <= right + 0.5;
    };
    /** Where `text` is written in the table's body, as a range of its text node. */
    const written = (text: string) => {
      const walker = document.createTreeWalker(table.querySelector('tbody')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(text);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + text.length);
        return range;
      }
      return null;
    };
    const headers = [...table.querySelectorAll('thead th')];
    const header = (label: string) => headers.find((th) => th.textContent?.trim() === label);
    const statusColumn = headers.findIndex((th) => th.textContent?.trim() === 'Status');
    const rows = [...table.querySelectorAll('tbody tr')];
    const controls = rows.flatMap((row) => [
      ...(row.lastElementChild?.querySelectorAll('button, input') ?? []),
    ]);
    const outOfView = [
      ...[header('Status'), header('Actions')].flatMap((th, index) =>
        th && inView(th) ? [] : [index === 0 ? 'the Status header' : 'the Actions header'],
      ),
      ...rows.flatMap((row, index) =>
        statusColumn >= 0 && inView(row.children[statusColumn]!)
          ? []
          : [`the status of row ${index + 1}`],
      ),
      ...controls
        .filter((control) => !inView(control))
        .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? ''),
      ...texts.filter((text) => {
        const range = written(text);
        return !range || !inView(range);
      }),
    ];
    return {
      tableWidth: table.scrollWidth,
      boxWidth: box.clientWidth,
      boxScrollWidth: box.scrollWidth,
      outOfView,
    };
  }, texts);
}

/** Opens a list and shows it as a table (the choice is remembered, so it may be one already). */
async function openTable(page: Page, path: string, rowName: string) {
  await page.goto(`${journey.baseUrl}${path}`);
  await pageStarted(page);
  await page.getByRole('region', { name: / list$/ }).waitFor();
  if ((await page.getByRole('table').count()) === 0) await chooseTable(page);
  await page.getByRole('rowheader', { name: rowName }).first().waitFor();
}

const LONG_FACILITY = 'St. Elizabeth Regional Correctional and Rehabilitation Center';

/** 'YYYY-MM-DD' `days` from today (negative: before). */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

describe('a list table on a laptop', () => {
  // Rows as a programme's real ones are: long names and e-mails, a facility with a long name,
  // an inmate number and housing unit, an overdue follow-up and a check-in due.
  beforeAll(async () => {
    const page = journey.page;
    const run = <Data>(query: string, input: Record<string, unknown>) =>
      graphqlAs<Data>(page, journey.baseUrl, query, { input });
    const facilityId = await createFacilityThroughApi(page, journey.baseUrl, {
      name: LONG_FACILITY,
    });
    const { createVolunteer } = await run<{ createVolunteer: { id: string } }>(
      'mutation($input: CreateVolunteerInput!) { createVolunteer(input: $input) { id } }',
      volunteerInput({
        firstName: 'Khadijah',
        lastName: 'Abdul-Rahman Okonkwo-Richardson',
        email: 'khadijah.abdulrahman-okonkwo@springfield-interfaith-chaplaincy.org',
        assignedFacility: facilityId,
        totalVolunteerHours: 1284,
      }),
    );
    const volunteerId = createVolunteer.id;
    await clearVolunteerThroughApi(page, journey.baseUrl, volunteerId, facilityId);
    await run(
      'mutation($input: CreateClientInput!) { createClient(input: $input) { id } }',
      clientInput({
        preferredName: 'Abdul-Rahman Christopher',
        firstName: 'Christopher',
        lastName: 'Montgomery-Williamson',
        incarcerated: true,
        facilityId,
        inmateNumber: 'A-2025-004417',
        housingUnit: 'C-Block, Tier 2, Cell 214',
        releaseDate: daysFromToday(60),
        reentryPlan: true,
        assignedVolunteerId: volunteerId,
        followUpDate: daysFromToday(-3),
        currentAddress: null,
        employmentStatus: null,
        housingStatus: null,
        communitySupport: [],
      }),
    );
    // Released 45 days ago: the 30-day check-in is due.
    await run(
      'mutation($input: CreateClientInput!) { createClient(input: $input) { id } }',
      clientInput({
        preferredName: 'Khadijah Mahmoud-Abernathy',
        firstName: 'Khadijah',
        lastName: 'Mahmoud-Abernathy',
        releaseDate: daysFromToday(-45),
        reentryPlan: true,
        assignedVolunteerId: volunteerId,
        followUpDate: daysFromToday(-10),
      }),
    );
    await run(
      'mutation($input: CreateScheduleInput!) { createSchedule(input: $input) { id } }',
      scheduleInput(facilityId, {
        volunteerId,
        isRecurring: true,
        recurringPattern: 'WEEKLY',
        requestType: 'ADJUSTMENT',
        requestReason: 'Moved to the afternoon for the chaplain',
      }),
    );
    await run(
      'mutation($input: CreateProgramInput!) { createProgram(input: $input) { id } }',
      programInput(facilityId, volunteerId, {
        title: 'Reentry Readiness Workshop: Housing, Employment and Family Reconnection',
        type: 'REENTRY_PREP',
        date: '2026-10-23',
        approvalStatus: 'APPROVED',
        status: 'POSTPONED',
      }),
    );
    await run(
      'mutation($input: CreateIncidentReportInput!) { createIncidentReport(input: $input) { id } }',
      incidentInput(facilityId, { reporterId: volunteerId, type: 'MEDICAL' }),
    );
  });

  // Each list, the row that shows it as a table, and what must be read in it without scrolling.
  const tables = [
    {
      list: 'Manage Clients',
      path: '/admin/clients',
      row: 'Abdul-Rahman Christopher',
      texts: ['1 check-in due', '(overdue)'],
    },
    {
      list: 'Manage Volunteers',
      path: '/admin/volunteers',
      row: 'Khadijah',
      texts: ['springfield-interfaith-chaplaincy'],
    },
    {
      list: 'Schedules',
      path: '/admin/schedules',
      row: 'Khadijah Abdul-Rahman Okonkwo-Richardson',
      texts: ['12:00 PM'],
    },
    {
      list: 'Programs',
      path: '/admin/programs',
      row: 'Reentry Readiness Workshop: Housing, Employment and Family Reconnection',
      texts: ['Approved'],
    },
    { list: 'Incidents', path: '/admin/incidents', row: null, texts: ['Medical'] },
  ] as const;
  const sizes = [
    { width: 1440, height: 900 },
    { width: 1280, height: 800 },
  ] as const;

  for (const { list, path, row, texts } of tables) {
    for (const size of sizes) {
      it(`${list} at ${size.width} px shows Status and every row's actions without sideways scrolling`, async () => {
        const page = journey.page;
        await page.setViewportSize(size);
        if (row) await openTable(page, path, row);
        else {
          await page.goto(`${journey.baseUrl}${path}`);
          await pageStarted(page);
          await page.getByRole('table').getByText(LONG_FACILITY).waitFor();
        }
        const fit = await tableFit(page, texts);
        expect(fit.outOfView).toEqual([]);
        expect(fit.tableWidth).toBeLessThanOrEqual(fit.boxWidth);
        expect(fit.boxScrollWidth).toBeLessThanOrEqual(fit.boxWidth);
        expect(await horizontalOverflow(page)).toBe(0);
      });
    }
  }
});
