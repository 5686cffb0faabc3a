/**
 * axe-core's WCAG 2 AA rules on every page of the admin area and the volunteer portal, at a
 * laptop's and a phone's width, with records on them (and, on the phone, no sideways scrolling);
 * and on every add form and details panel (architecture.md §5). No serious or critical violation,
 * nor any other: the list must be empty.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientInput } from '../tests/support/client-factory';
import { incidentInput } from '../tests/support/incident-report-factory';
import { programInput } from '../tests/support/program-factory';
import { incarcerationResourceInput } from '../tests/support/resource-factory';
import { scheduleInput } from '../tests/support/schedule-factory';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { expandCard, headerOverlaps, horizontalOverflow } from './support/browser';
import { clearVolunteerThroughApi, graphqlAs, createFacilityThroughApi } from './support/graphql';
import { EVERY_ADMIN_PAGE, VOLUNTEER_PAGES } from './support/pages';

const journey = useAppInBrowser([
  { email: 'super@example.org', group: 'SuperAdmins' },
  { email: 'volunteer@example.org', group: 'Volunteers' },
]);

/**
 * Data loaded: no spinner left. (Not "network idle": the live-update stream stays open.)
 * Transitions are accessibilityViolations' to wait for: it finishes them.
 */
async function settle(page: Page) {
  await page.waitForFunction(() => document.querySelector('.mantine-Loader-root') === null);
}

/**
 * The page at `path`, its data loaded: its violations, and on a phone any sideways scrolling
 * (the page wider than the screen).
 */
async function violationsAt(page: Page, path: string) {
  await page.goto(`${journey.baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settle(page);
  const overflow = await horizontalOverflow(page);
  return [
    ...(await accessibilityViolations(page)),
    ...(overflow > 0 ? [`${overflow} px wider than the screen`] : []),
    ...(await headerOverlaps(page)).map((overlap) => `top bar: ${overlap}`),
  ].map((problem) => `${path} at ${page.viewportSize()?.width} px: ${problem}`);
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
  const { listVolunteers } = await graphqlAs<{ listVolunteers: { items: { id: string }[] } }>(
    page,
    journey.baseUrl,
    '{ listVolunteers { items { id } } }',
  );
  const volunteerId = listVolunteers.items[0]!.id;
  await run('mutation($input: UpdateVolunteerInput!) { updateVolunteer(input: $input) { id } }', {
    id: volunteerId,
    expectedVersion: 1,
    firstName: 'Amina',
    lastName: 'Khan',
    contactNumber: '555 0100',
    assignedFacility: facilityId,
  });
  await clearVolunteerThroughApi(page, journey.baseUrl, volunteerId, facilityId);
  await run(
    'mutation($input: CreateClientInput!) { createClient(input: $input) { id } }',
    clientInput({ preferredName: 'Yusuf', assignedVolunteerId: volunteerId }),
  );
  await run(
    'mutation($input: CreateProgramInput!) { createProgram(input: $input) { id } }',
    programInput(facilityId, volunteerId, { title: 'Friday Jumah' }),
  );
  await run(
    'mutation($input: CreateIncidentReportInput!) { createIncidentReport(input: $input) { id } }',
    incidentInput(facilityId, { reporterId: volunteerId }),
  );
  await run(
    'mutation($input: CreateScheduleInput!) { createSchedule(input: $input) { id } }',
    scheduleInput(facilityId, { volunteerId }),
  );
  await run(
    'mutation($input: CreateResourceInput!) { createResource(input: $input) { id } }',
    incarcerationResourceInput(facilityId, { title: 'Quran (English)' }),
  );
});

describe('every page, with records on it', () => {
  // Every page of the admin area at two widths: about 40 s alone, past the default 60 s with two
  // workers on a busy two-core machine. A bound on a hang, not on speed (decision 084).
  it('of the admin area, at 1280 and 390 px', { timeout: 180_000 }, async () => {
    const page = journey.page;
    const found: string[] = [];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of EVERY_ADMIN_PAGE) found.push(...(await violationsAt(page, path)));
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(found).toEqual([]);
  });

  it('every add form, and the details of each kind of person and record', async () => {
    const page = journey.page;
    const found: string[] = [];
    const forms: [string, string][] = [
      ['/admin/admins', 'Add New Admin'],
      ['/admin/volunteers', 'Add New Volunteer'],
      ['/admin/clients', 'Add New Client'],
      ['/admin/clients', 'Import'],
      ['/admin/schedules', 'Add Schedule'],
      ['/admin/facilities', 'Add New Facility'],
      ['/admin/resources', 'Add New Resource'],
      ['/admin/programs', 'Create New Program'],
      ['/admin/incidents', 'New Incident Report'],
    ];
    for (const [path, button] of forms) {
      await page.goto(`${journey.baseUrl}${path}`);
      await page.getByRole('button', { name: button }).first().click();
      await page.getByRole('dialog').first().waitFor();
      await settle(page);
      found.push(...(await accessibilityViolations(page)).map((v) => `${button}: ${v}`));
    }
    const details: [string, (page: Page) => Promise<void>][] = [
      [
        '/admin/clients',
        async () => {
          await expandCard(page.getByRole('article', { name: 'Yusuf' }));
          await page.getByRole('button', { name: 'View details of Yusuf' }).click();
          await page.getByRole('heading', { name: 'Basic Information' }).waitFor();
        },
      ],
      [
        '/admin/volunteers',
        async () => {
          await expandCard(page.getByRole('article').first());
          await page
            .getByRole('button', { name: /^View details of / })
            .first()
            .click();
          await page.getByRole('heading', { name: 'Sign-in account' }).waitFor();
        },
      ],
      [
        '/admin/programs',
        async () => {
          await page.getByRole('button', { name: 'View Friday Jumah' }).click();
          await page.getByRole('dialog').first().waitFor();
        },
      ],
      [
        '/admin/incidents',
        async () => {
          await page
            .getByRole('button', { name: /^View .* incident of / })
            .first()
            .click();
          await page.getByRole('button', { name: 'Close incident' }).click();
          await page.getByRole('dialog', { name: 'Close incident' }).waitFor();
        },
      ],
    ];
    for (const [path, open] of details) {
      await page.goto(`${journey.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settle(page);
      await open(page);
      found.push(...(await accessibilityViolations(page)).map((v) => `${path} details: ${v}`));
    }
    expect(found).toEqual([]);
  });

  it('of the volunteer portal, at 1280 and 390 px', async () => {
    const context = await journey.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await signInThroughForm(page, journey.baseUrl, 'volunteer@example.org');
    await page.getByText('Volunteer Portal').first().waitFor();
    const found: string[] = [];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of VOLUNTEER_PAGES) found.push(...(await violationsAt(page, path)));
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
