/**
 * Programs (product.md §2.7) and Incident Reports (§2.8) as an admin: create with the exact
 * messages and the end-time rule, see the row, view, edit (attendance, feedback once
 * completed; follow-up on an incident), close an incident from its details, filter, delete.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { volunteerInput } from '../tests/support/volunteer-factory';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { choose, field, horizontalOverflow, pageStarted, select } from './support/browser';
import { clearVolunteerThroughApi, graphqlAs, createFacilityThroughApi } from './support/graphql';

const journey = useAppInBrowser([{ email: 'staff@example.org', group: 'Admins' }]);

beforeAll(async () => {
  await signInThroughForm(journey.page, journey.baseUrl, 'staff@example.org', '/admin/programs');
  await journey.page.getByRole('heading', { name: 'Programs' }).waitFor();
  const facilityId = await createFacilityThroughApi(journey.page, journey.baseUrl, {
    name: 'Riverside Correctional',
  });
  for (const [firstName, lastName] of [
    ['Amina', 'Khan'],
    ['Bilal', 'Osei'],
  ]) {
    const { createVolunteer } = await graphqlAs<{ createVolunteer: { id: string } }>(
      journey.page,
      journey.baseUrl,
      'mutation($i: CreateVolunteerInput!) { createVolunteer(input: $i) { id } }',
      { i: volunteerInput({ firstName, lastName }) },
    );
    // Leading a program there needs a clearance (product.md §3.2.1).
    await clearVolunteerThroughApi(journey.page, journey.baseUrl, createVolunteer.id, facilityId);
  }
});

const row = (text: string) => journey.page.getByRole('row').filter({ hasText: text });

describe('Programs', () => {
  it('shows the messages of product.md §5.5 and sets the end an hour after the start', async () => {
    await journey.page.reload();
    await journey.page.getByRole('button', { name: 'Create New Program' }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Create New Program' });
    await dialog.getByRole('button', { name: 'Create Program' }).click();
    for (const message of [
      'Program title is required',
      'Facility is required',
      'Lead volunteer is required',
      'Start time is required',
      'End time is required',
      'Location within facility is required',
      'Description is required',
    ]) {
      await expect.poll(() => dialog.getByText(message, { exact: true }).isVisible()).toBe(true);
    }
    await field(dialog, 'Start Time').fill('10:00');
    expect(await field(dialog, 'End Time').inputValue()).toBe('11:00');
    expect(await field(dialog, 'Total Attendees').count()).toBe(0);
  });

  it('creates a program; its row shows the columns of product.md §2.7', async () => {
    const dialog = journey.page.getByRole('dialog', { name: 'Create New Program' });
    await field(dialog, 'Title').fill('Friday Jumah');
    await choose(dialog, 'Type', 'Jumah Prayer');
    await choose(dialog, 'Facility', 'Riverside Correctional');
    await field(dialog, 'Location within Facility').fill('Chapel');
    await choose(dialog, 'Lead Volunteer', 'Amina Khan');
    await field(dialog, 'Date').fill('2026-12-04');
    await field(dialog, 'Description').fill('Weekly congregational prayer');
    await field(dialog, 'Materials Requested').fill('Prayer mats, , Qurans ');
    await dialog.getByRole('button', { name: 'Create Program' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);

    const text = await row('Friday Jumah').textContent();
    for (const expected of [
      'Jumah Prayer',
      'Fri, Dec 4, 2026',
      '10:00 AM – 11:00 AM',
      'Riverside Correctional',
      'Amina Khan',
      'Scheduled',
      'Pending',
    ]) {
      expect(text).toContain(expected);
    }
    expect(await accessibilityViolations(journey.page)).toEqual([]);
    await journey.page.screenshot({ path: '/tmp/programs-1280.png', fullPage: true });
  });

  it('views the program, then records attendance and feedback once completed', async () => {
    await journey.page.getByRole('button', { name: 'View Friday Jumah' }).click();
    const panel = journey.page.getByRole('dialog', { name: 'Friday Jumah' });
    expect(await panel.textContent()).toContain('Prayer mats, Qurans');
    await panel.getByRole('button', { name: 'Edit Friday Jumah' }).click();

    const dialog = journey.page.getByRole('dialog', { name: 'Edit Program' });
    expect(await field(dialog, 'Feedback').count()).toBe(0);
    await choose(dialog, 'Status', 'Completed');
    await field(dialog, 'Total Attendees').fill('10');
    await field(dialog, 'New Attendees').fill('12');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('New attendees cannot exceed total attendees').waitFor();
    await field(dialog, 'New Attendees').fill('3');
    await field(dialog, 'Feedback').fill('Good turnout');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => row('Friday Jumah').textContent()).toContain('Completed');
  });

  it('sorts by date, newest first unless asked otherwise', async () => {
    const [copy] = (
      (await graphqlAs(
        journey.page,
        journey.baseUrl,
        '{ listPrograms { items { facilityId volunteerId } } }',
      )) as {
        listPrograms: { items: { facilityId: string; volunteerId: string }[] };
      }
    ).listPrograms.items;
    await graphqlAs(
      journey.page,
      journey.baseUrl,
      'mutation($i: CreateProgramInput!) { createProgram(input: $i) { id } }',
      {
        i: {
          ...copy,
          title: 'Quran Class',
          type: 'QURAN_CLASS',
          date: '2026-11-06',
          startTime: '18:00',
          endTime: '19:00',
          location: 'Library',
          description: 'Reading circle',
        },
      },
    );
    const titles = () => journey.page.getByRole('rowheader').allTextContents();
    await expect.poll(titles).toEqual(['Friday Jumah', 'Quran Class']);
    await choose(journey.page, 'Sort', 'Date: earliest first');
    await expect.poll(titles).toEqual(['Quran Class', 'Friday Jumah']);
    // The order is part of the view, kept in the address like the filters.
    expect(new URL(journey.page.url()).searchParams.get('sortDirection')).toBe('ASC');
    await choose(journey.page, 'Sort', 'Date: latest first');
  });

  it('filters by status and deletes with the dialog of product.md §2.7', async () => {
    await choose(journey.page, 'Status', 'Completed');
    await expect
      .poll(() => journey.page.getByRole('rowheader').allTextContents())
      .toEqual(['Friday Jumah']);
    await choose(journey.page, 'Status', 'Postponed');
    await journey.page.getByText('No programs match the search and filters.').waitFor();
    await choose(journey.page, 'Status', 'Any');
    await journey.page.getByRole('button', { name: 'Delete Friday Jumah' }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Confirm delete' });
    expect(await dialog.textContent()).toContain(
      'Are you sure you want to delete Friday Jumah? This action cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => row('Friday Jumah').count()).toBe(0);
  });
});

describe('Incident Reports', () => {
  it('shows the messages of product.md §5.6 and keeps the reporter out of the witnesses', async () => {
    await journey.page.goto(`${journey.baseUrl}/admin/incidents`);
    await journey.page.getByRole('heading', { name: 'Incident Reports' }).waitFor();
    await journey.page.getByRole('button', { name: 'New Incident Report' }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'New Incident Report' });
    await dialog.getByRole('button', { name: 'File Report' }).click();
    for (const message of [
      'Reporter is required',
      'Facility is required',
      'Time is required',
      'Location is required',
      'Description is required',
    ]) {
      await expect.poll(() => dialog.getByText(message, { exact: true }).isVisible()).toBe(true);
    }
    await choose(dialog, 'Reporter', 'Amina Khan');
    await select(dialog, 'Witness Volunteers').click();
    const options = await journey.page.getByRole('option').allTextContents();
    expect(options).toContain('Bilal Osei');
    expect(options).not.toContain('Amina Khan');
    await journey.page.getByRole('option', { name: 'Bilal Osei' }).click();
    await journey.page.keyboard.press('Escape');
  });

  it('files a report, saved OPEN', async () => {
    const dialog = journey.page.getByRole('dialog', { name: 'New Incident Report' });
    await choose(dialog, 'Facility', 'Riverside Correctional');
    await field(dialog, 'Date').fill('2026-11-20');
    await field(dialog, 'Time').fill('14:15');
    await field(dialog, 'Location').fill('Visiting room');
    await choose(dialog, 'Incident Type', 'Medical');
    await field(dialog, 'Description').fill('A participant fainted during the class');
    await field(dialog, 'Involved Inmates').fill('J. Doe, ');
    await dialog.getByRole('button', { name: 'File Report' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
    const text = await row('Fri, Nov 20, 2026').textContent();
    for (const expected of ['Riverside Correctional', 'Amina Khan', 'Medical', 'Open']) {
      expect(text).toContain(expected);
    }
    expect(await accessibilityViolations(journey.page)).toEqual([]);
  });

  it('requires a follow-up date when follow-up is needed', async () => {
    await journey.page.getByRole('button', { name: 'Edit Medical incident of 2026-11-20' }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Edit Incident Report' });
    await choose(dialog, 'Status', 'Under Review');
    await field(dialog, 'Follow-up needed').check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Follow-up date is required when follow-up is needed').waitFor();
    await field(dialog, 'Follow-up Date').fill('2026-11-27');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => row('Fri, Nov 20, 2026').textContent()).toContain('Under Review');
  });

  it('closes the incident from its details', async () => {
    await journey.page.getByRole('button', { name: 'View Medical incident of 2026-11-20' }).click();
    const panel = journey.page.getByRole('dialog', { name: 'Incident Details' });
    const text = await panel.textContent();
    expect(text).toContain('Bilal Osei');
    expect(text).toContain('J. Doe');
    expect(text).toContain('Fri, Nov 27, 2026');
    // The one button whose text says "close" is the incident's; the panel's is "Back to list".
    const buttonTexts = await panel.getByRole('button').allTextContents();
    expect(buttonTexts.filter((text) => /close/i.test(text))).toEqual(['Close incident']);
    expect(buttonTexts).toContain('Back to list');
    await panel.getByRole('button', { name: 'Close incident' }).click();
    const confirm = journey.page.getByRole('dialog', { name: 'Close incident' });
    await confirm.getByRole('button', { name: 'Close incident' }).click();
    await confirm.getByText('Resolution notes are required to close an incident').waitFor();
    expect(await panel.textContent()).not.toContain('Closed');
    await field(confirm, 'Resolution Notes').fill('Seen by the facility nurse; no further action');
    expect(await accessibilityViolations(journey.page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Close incident' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => panel.textContent()).toContain('Closed');
    expect(await panel.textContent()).toContain('Seen by the facility nurse; no further action');
    await panel.getByRole('button', { name: 'Back to list' }).click();
    await expect.poll(() => row('Fri, Nov 20, 2026').textContent()).toContain('Closed');
  });

  it('lists open incidents first, then the others, newest first', async () => {
    const { listIncidentReports } = (await graphqlAs(
      journey.page,
      journey.baseUrl,
      '{ listIncidentReports { items { reporterId facilityId } } }',
    )) as { listIncidentReports: { items: { reporterId: string; facilityId: string }[] } };
    await graphqlAs(
      journey.page,
      journey.baseUrl,
      'mutation($i: CreateIncidentReportInput!) { createIncidentReport(input: $i) { id } }',
      {
        i: {
          ...listIncidentReports.items[0],
          date: '2026-11-02',
          time: '09:00',
          location: 'Yard',
          type: 'BEHAVIORAL',
          description: 'A dispute during the class',
        },
      },
    );
    const dates = () => journey.page.getByRole('rowheader').allTextContents();
    // The older report is still open, so it comes before the closed one.
    await expect.poll(dates).toEqual(['Mon, Nov 2, 2026', 'Fri, Nov 20, 2026']);
    await field(journey.page, 'Open incidents first').uncheck();
    await expect.poll(dates).toEqual(['Fri, Nov 20, 2026', 'Mon, Nov 2, 2026']);
    await choose(journey.page, 'Sort', 'Date: earliest first');
    await expect.poll(dates).toEqual(['Mon, Nov 2, 2026', 'Fri, Nov 20, 2026']);
    await choose(journey.page, 'Sort', 'Date: latest first');
    await field(journey.page, 'Open incidents first').check();
  });

  it('fits a phone: stacked rows with their actions in view, filters behind one button', async () => {
    const page = journey.page;
    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    await pageStarted(page);
    const report = page.getByRole('article', { name: /incident of 2026-11-20$/ });
    await report.waitFor();
    // Every action of every row is on screen, without sideways scrolling.
    for (const button of await page.getByRole('article').getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await horizontalOverflow(page)).toBe(0);

    // The filters fold behind one button that counts those in use.
    expect(await page.getByRole('combobox', { name: 'Type' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await choose(page, 'Status', 'Closed');
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.screenshot({ path: '/tmp/incidents-390.png', fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    await choose(page, 'Status', 'Any');

    await page.goto(`${journey.baseUrl}/admin/programs`);
    const program = page.getByRole('article', { name: 'Quran Class' });
    await program.waitFor();
    expect(await program.textContent()).toContain('Lead: ');
    const del = (await program.getByRole('button', { name: 'Delete Quran Class' }).boundingBox())!;
    expect(del.x + del.width).toBeLessThanOrEqual(390);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: '/tmp/programs-390.png', fullPage: true });
    expect(journey.problems).toEqual([]);
  });
});
