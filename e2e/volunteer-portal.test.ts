/**
 * The volunteer portal (product.md §12 and §13) as a volunteer on a phone: the dashboard figures
 * match what was seeded, a visit is requested and, once approved, reaches the private calendar
 * feed; a second volunteer sees nothing of the first one's.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientInput } from '../tests/support/client-factory';
import { facilityInput } from '../tests/support/factories';
import { programInput } from '../tests/support/program-factory';
import { incarcerationResourceInput } from '../tests/support/resource-factory';
import { signedInStaff, volunteerIdOf } from './support/staff';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { choose, field, openLaptopPage } from './support/browser';
import { clearVolunteerThroughApi, graphqlAs } from './support/graphql';
import { shownDay } from './support/dates';

const AMINA = 'amina@example.org';
const BILAL = 'bilal@example.org';

const journey = useAppInBrowser([
  { email: 'staff@example.org', group: 'Admins' },
  { email: AMINA, group: 'Volunteers' },
  { email: BILAL, group: 'Volunteers' },
]);
let staff: { context: BrowserContext; page: Page };
let aminaId: string;
let facilityId: string;

/** Today in this process's (and the server's) time zone, as YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const asStaff = <Data = Record<string, unknown>>(query: string, variables = {}) =>
  graphqlAs<Data>(staff.page, journey.baseUrl, query, variables);

beforeAll(async () => {
  staff = await signedInStaff(journey, 'staff@example.org');
  aminaId = await volunteerIdOf(staff.page, journey.baseUrl, AMINA);
  facilityId = (
    await asStaff<{ createFacility: { id: string } }>(
      'mutation($i: CreateFacilityInput!) { createFacility(input: $i) { id } }',
      { i: facilityInput({ name: 'Riverside Correctional' }) },
    )
  ).createFacility.id;
  // Cleared there: her program and her own visit requests place her in it (product.md §3.2.1).
  await clearVolunteerThroughApi(staff.page, journey.baseUrl, aminaId, facilityId);
  // One program this month, 1 h 30 min, led by Amina; one client assigned to her.
  await asStaff('mutation($i: CreateProgramInput!) { createProgram(input: $i) { id } }', {
    i: programInput(facilityId, aminaId, {
      title: 'Study circle',
      date: today(),
      startTime: '00:00',
      endTime: '01:30',
    }),
  });
  await asStaff('mutation($i: CreateClientInput!) { createClient(input: $i) { id } }', {
    i: clientInput({ preferredName: 'Brother Yusuf', assignedVolunteerId: aminaId }),
  });
  await asStaff('mutation($i: CreateResourceInput!) { createResource(input: $i) { id } }', {
    i: incarcerationResourceInput(facilityId, { title: 'The Clear Quran', quantity: 12 }),
  });

  await journey.page.setViewportSize({ width: 375, height: 800 });
  await signInThroughForm(journey.page, journey.baseUrl, AMINA, '/volunteer/dashboard');
  await journey.page.getByRole('heading', { name: 'Volunteer Dashboard' }).waitFor();
});

/** Nothing on the page is wider than the phone's screen. */
async function fitsThePhone() {
  const width = await journey.page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

describe('the volunteer portal, on a phone', () => {
  it('shows the dashboard figures of what was seeded', async () => {
    const figures = journey.page.getByRole('list', { name: 'Your figures' }).getByRole('listitem');
    await expect
      .poll(() => figures.allTextContents())
      .toEqual([
        'Total ProgramsThis month1',
        'Active Clients1',
        'Hours DedicatedThis month1.5',
        'Facilities Covered1',
      ]);
    await journey.page
      .getByRole('list', { name: 'Assigned Clients' })
      .getByText('Brother Yusuf')
      .waitFor();
    await fitsThePhone();
    expect(await accessibilityViolations(journey.page)).toEqual([]);
  });

  it('requests a visit; once approved it is in the private calendar feed', async () => {
    await journey.page.goto(`${journey.baseUrl}/volunteer/schedule`);
    await journey.page.getByRole('heading', { name: 'My Schedule' }).waitFor();
    await journey.page.getByRole('button', { name: 'Request a Visit' }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Request a Visit' });
    await choose(dialog, 'Facility', 'Riverside Correctional');
    await field(dialog, 'Start Time').fill('2031-05-02T10:00');
    await field(dialog, 'Notes').fill('Jumah visit');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = journey.page.getByRole('article').filter({ hasText: 'Jumah visit' });
    await card.getByText('Pending', { exact: true }).waitFor();
    await fitsThePhone();

    const schedules = await asStaff<{ listSchedules: { items: { id: string }[] } }>(
      '{ listSchedules { items { id } } }',
    );
    await asStaff('mutation($id: ID!) { approveSchedule(id: $id) { id } }', {
      id: schedules.listSchedules.items[0]!.id,
    });
    await card.getByText('Approved', { exact: true }).waitFor();

    await journey.page.getByRole('button', { name: 'Get calendar link' }).click();
    const link = journey.page.getByRole('textbox', { name: 'Your calendar link' });
    await link.waitFor();
    const feed = await journey.page.request.get(await link.inputValue());
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const ics = await feed.text();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('SUMMARY:Visit: Riverside Correctional');
    expect(ics).not.toContain('Jumah visit');
    expect(await accessibilityViolations(journey.page)).toEqual([]);
  });

  it('reads the active facilities at either spelling of the path, with no way to change them', async () => {
    for (const path of ['/volunteer/Facilities', '/volunteer/facilities']) {
      await journey.page.goto(`${journey.baseUrl}${path}`);
      await journey.page.getByRole('heading', { name: 'Facilities', exact: true }).waitFor();
      await journey.page.getByRole('article', { name: 'Riverside Correctional' }).waitFor();
    }
    expect(await journey.page.getByRole('button', { name: /Edit|Delete|Add/ }).count()).toBe(0);
    await fitsThePhone();
  });

  it('requests a resource and sees the request under My requests', async () => {
    await journey.page.goto(`${journey.baseUrl}/volunteer/resources`);
    await journey.page.getByRole('heading', { name: 'Resources', exact: true }).waitFor();
    await journey.page.getByRole('button', { name: 'Request The Clear Quran' }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Request The Clear Quran' });
    await field(dialog, 'Quantity').fill('2');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.waitFor({ state: 'detached' });
    const request = journey.page.getByRole('article', { name: 'Request: The Clear Quran' });
    await request.getByText('Pending', { exact: true }).waitFor();
    await fitsThePhone();
    expect(await accessibilityViolations(journey.page)).toEqual([]);
  });

  it('logs a visit with an assigned client', async () => {
    await journey.page.goto(`${journey.baseUrl}/volunteer/contacts`);
    await journey.page.getByRole('heading', { name: 'Contacts', exact: true }).waitFor();
    const card = journey.page.getByRole('article', { name: 'Brother Yusuf' });
    await card.getByRole('button', { name: 'Contact log of Brother Yusuf' }).click();
    const log = journey.page.getByRole('region', { name: 'Contact log of Brother Yusuf' });
    await field(log, 'Contact Date').fill(today());
    await choose(log, 'Contact Type', 'Visit');
    await field(log, 'Contact Notes').fill('Talked about his release plan');
    await log.getByRole('button', { name: 'Add Contact' }).click();
    await log.getByText(`${shownDay(today())} · Visit · You`).waitFor();
    await fitsThePhone();
    expect(await accessibilityViolations(journey.page)).toEqual([]);
  });

  it('files an incident report, listed as their own', async () => {
    await journey.page.goto(`${journey.baseUrl}/volunteer/activities`);
    await journey.page.getByRole('heading', { name: 'Activities', exact: true }).waitFor();
    await journey.page.getByRole('tab', { name: 'My Incident Reports' }).click();
    await journey.page.getByRole('button', { name: 'File New Report' }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'New Incident Report' });
    await choose(dialog, 'Facility', 'Riverside Correctional');
    await field(dialog, 'Date').fill(today());
    await field(dialog, 'Time').fill('10:30');
    await field(dialog, 'Location').fill('Visiting room');
    await choose(dialog, 'Incident Type', 'Medical');
    await field(dialog, 'Description').fill('A visitor fainted; staff called the nurse.');
    await dialog.getByRole('button', { name: 'File Report' }).click();
    await dialog.waitFor({ state: 'detached' });
    await journey.page.getByRole('article', { name: `Medical · ${shownDay(today())}` }).waitFor();
    await fitsThePhone();
    expect(await accessibilityViolations(journey.page)).toEqual([]);
    expect(journey.problems).toEqual([]);
  });
});

describe('a second volunteer', () => {
  it("sees none of the first one's clients, contact log or reports, on screen or through the API", async () => {
    const { context, page: other } = await openLaptopPage(journey.browser);
    await signInThroughForm(other, journey.baseUrl, BILAL, '/volunteer/contacts');
    await other.getByRole('heading', { name: 'Contacts', exact: true }).waitFor();
    await other.getByText('No clients are assigned to you yet.').waitFor();
    expect(await other.getByText('Brother Yusuf').count()).toBe(0);

    await other.goto(`${journey.baseUrl}/volunteer/activities`);
    await other.getByRole('tab', { name: 'My Incident Reports' }).click();
    await other.getByText(/You have not filed any incident reports/).waitFor();

    const seen = await graphqlAs<{
      listClients: { items: unknown[] };
      listContactLogs: { items: unknown[] };
      listIncidentReports: { items: unknown[] };
      listSchedules: { items: unknown[] };
    }>(
      other,
      journey.baseUrl,
      `{ listClients { items { id } } listContactLogs { items { id } }
         listIncidentReports { items { id } } listSchedules { items { id } } }`,
    );
    expect(seen).toEqual({
      listClients: { items: [] },
      listContactLogs: { items: [] },
      listIncidentReports: { items: [] },
      listSchedules: { items: [] },
    });
    await context.close();
  });
});
