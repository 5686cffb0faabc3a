/**
 * Schedule Management (product.md §2.9, §4.5, §5.7) as an admin, with the browser's clock under the
 * test's control: add a schedule with the exact messages, approve it with a response (the volunteer
 * is e-mailed through a real loopback SMTP server), reject another, and watch the first move from
 * Upcoming to Past as time passes; a recurring visit fills the calendar.
 */
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMail, startTestSmtp } from '../tests/support/smtp';
import { volunteerInput } from '../tests/support/volunteer-factory';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { choose, dismissNotifications, field, pageStarted } from './support/browser';
import { clearVolunteerThroughApi, graphqlAs, createFacilityThroughApi } from './support/graphql';

const HOUR = 60 * 60_000;
const VOLUNTEER_EMAIL = 'amina.khan@example.org';

/** The browser's "now" when the page was opened: the next whole hour from the real time. */
const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR);

// Stopped after the app (hooks after the tests run last-registered first).
const smtp = await startTestSmtp();
afterAll(() => smtp.close());

const journey = useAppInBrowser([{ email: 'staff@example.org', group: 'Admins' }], {
  SMTP_URL: smtp.url,
});

/** A datetime-local value for an instant (the browser and this process share the time zone). */
function localInput(instant: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

async function mailTo(address: string, subjectPart: string) {
  await expect
    .poll(
      () =>
        smtp.received.some(
          (mail) => mail.to.includes(address) && readMail(mail).subject.includes(subjectPart),
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
  return readMail(
    smtp.received.find(
      (mail) => mail.to.includes(address) && readMail(mail).subject.includes(subjectPart),
    )!,
  );
}

/** A SegmentedControl option: its radio input is hidden; people click its label. */
const segment = (name: string) =>
  journey.page.locator('label', { hasText: new RegExp(`^${name}$`) });
const tab = (name: string) => journey.page.getByRole('tab', { name: new RegExp(`^${name}`) });
const card = (text: string) => journey.page.getByRole('article').filter({ hasText: text });

beforeAll(async () => {
  await journey.page.clock.install({ time: start });
  await signInThroughForm(journey.page, journey.baseUrl, 'staff@example.org', '/admin/schedules');
  await journey.page.getByRole('heading', { name: 'Schedule Management' }).waitFor();
  const facilityId = await createFacilityThroughApi(journey.page, journey.baseUrl, {
    name: 'Riverside Correctional',
  });
  const { createVolunteer } = await graphqlAs<{ createVolunteer: { id: string } }>(
    journey.page,
    journey.baseUrl,
    'mutation($i: CreateVolunteerInput!) { createVolunteer(input: $i) { id } }',
    { i: volunteerInput({ firstName: 'Amina', lastName: 'Khan', email: VOLUNTEER_EMAIL }) },
  );
  // Approving places her there: she is cleared (e2e/volunteer-clearances.test.ts has the rule).
  await clearVolunteerThroughApi(journey.page, journey.baseUrl, createVolunteer.id, facilityId);
});

/**
 * Fills the open Add Schedule form: Amina at Riverside, from `fromHour` hours after the start of
 * the journey for an hour, with `notes`; sends it and waits for the dialog to close.
 */
async function addVisit(dialog: Locator, fromHour: number, notes: string) {
  await choose(dialog, "Da'ee", 'Amina Khan');
  await choose(dialog, 'Facility', 'Riverside Correctional');
  await field(dialog, 'Start Time').fill(localInput(new Date(start.getTime() + fromHour * HOUR)));
  await field(dialog, 'End Time').fill(
    localInput(new Date(start.getTime() + (fromHour + 1) * HOUR)),
  );
  await field(dialog, 'Notes').fill(notes);
  await dialog.getByRole('button', { name: 'Add Schedule' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Opens Add Schedule from the page (a notification may cover it) and adds a visit. */
async function addVisitFromPage(fromHour: number, notes: string) {
  await dismissNotifications(journey.page);
  await journey.page.getByRole('button', { name: 'Add Schedule' }).click();
  await addVisit(journey.page.getByRole('dialog', { name: 'Add Schedule' }), fromHour, notes);
}

/**
 * A pending request made through the API: the journey's volunteer at its facility, `day` days
 * past the visits above, for an hour, with `notes`. Its id.
 */
async function requestThroughApi(day: number, notes: string): Promise<string> {
  const ids = (query: string) =>
    graphqlAs<Record<string, { items: { id: string }[] }>>(journey.page, journey.baseUrl, query);
  const [volunteer] = (await ids('{ listVolunteers { items { id } } }')).listVolunteers!.items;
  const [facility] = (await ids('{ listFacilities { items { id } } }')).listFacilities!.items;
  const visit = new Date(start.getTime() + (200 + 24 * day) * HOUR);
  const { createSchedule } = await graphqlAs<{ createSchedule: { id: string } }>(
    journey.page,
    journey.baseUrl,
    'mutation($i: CreateScheduleInput!) { createSchedule(input: $i) { id } }',
    {
      i: {
        volunteerId: volunteer!.id,
        facilityId: facility!.id,
        startTime: visit.toISOString(),
        endTime: new Date(visit.getTime() + HOUR).toISOString(),
        notes,
      },
    },
  );
  return createSchedule.id;
}

describe('Schedule Management', () => {
  it('starts empty, with the tabs and the empty text of product.md §2.9', async () => {
    await journey.page.reload();
    await expect.poll(() => tab('Upcoming').textContent()).toBe('Upcoming (0)');
    expect(await tab('Past').textContent()).toBe('Past (0)');
    expect(await tab('Cancelled').textContent()).toBe('Cancelled (0)');
    await journey.page.getByText('No upcoming schedules found', { exact: true }).waitFor();
  });

  it('adds a schedule: the messages of product.md §5.7, then a pending card under Upcoming', async () => {
    await journey.page.getByRole('button', { name: 'Add Schedule' }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Add Schedule' });
    await dialog.getByRole('button', { name: 'Add Schedule' }).click();
    for (const message of [
      "Da'ee is required",
      'facility is required',
      'Start time is required',
      'End time is required',
    ]) {
      await expect.poll(() => dialog.getByText(message, { exact: true }).isVisible()).toBe(true);
    }
    await addVisit(dialog, 1, 'Friday circle');

    await expect.poll(() => tab('Upcoming').textContent()).toBe('Upcoming (1)');
    const visit = card('Friday circle');
    await visit.getByText('Pending', { exact: true }).waitFor();
    expect(await visit.textContent()).toContain('Riverside Correctional');
    expect(await accessibilityViolations(journey.page)).toEqual([]);
  });

  it('approves it with a response, which the volunteer receives by e-mail', async () => {
    const visit = card('Friday circle');
    await visit.getByRole('button', { name: 'Approve' }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Approve schedule' });
    await field(dialog, 'Response to the volunteer (optional)').fill('See you at the gate at 9');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });

    await visit.getByText('Approved', { exact: true }).waitFor();
    expect(await visit.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await visit.textContent()).toContain('See you at the gate at 9');
    const mail = await mailTo(VOLUNTEER_EMAIL, 'approved');
    expect(mail.text).toContain('See you at the gate at 9');
  });

  it('rejects another request with a reason', async () => {
    // The approval's notification covers Add Schedule.
    await addVisitFromPage(26, 'Saturday visit');

    const visit = card('Saturday visit');
    await visit.getByRole('button', { name: 'Reject' }).click();
    const reject = journey.page.getByRole('dialog', { name: 'Reject schedule' });
    await field(reject, 'Response to the volunteer (optional)').fill('No escort that day');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await reject.waitFor({ state: 'detached' });

    const mail = await mailTo(VOLUNTEER_EMAIL, 'rejected');
    expect(mail.text).toContain('No escort that day');
    // A rejected request will not take place: it is listed under Cancelled, not as upcoming.
    await expect.poll(() => tab('Cancelled').textContent()).toBe('Cancelled (1)');
    expect(await tab('Upcoming').textContent()).toBe('Upcoming (1)');
    await expect.poll(() => card('Saturday visit').count()).toBe(0);
    await tab('Cancelled').click();
    await card('Saturday visit').getByText('Rejected', { exact: true }).waitFor();
    await tab('Upcoming').click();
  });

  it('moves the first visit to Past once it has ended, without a reload', async () => {
    await journey.page.clock.fastForward('03:00:00');
    await expect
      .poll(() => tab('Upcoming').textContent(), { timeout: 10_000 })
      .toBe('Upcoming (0)');
    expect(await tab('Past').textContent()).toBe('Past (1)');
    expect(await card('Friday circle').count()).toBe(0);

    await tab('Past').click();
    await card('Friday circle').getByText('Approved', { exact: true }).waitFor();
  });

  it('cancels a visit by editing it: it then shows only under Cancelled', async () => {
    await tab('Upcoming').click();
    await addVisitFromPage(50, 'Sunday visit');

    await card('Sunday visit')
      .getByRole('button', { name: /^Edit schedule/ })
      .click();
    const dialog = journey.page.getByRole('dialog', { name: 'Edit Schedule' });
    // A direct edit: a new visit keeps its request type, so no reason for adjustment is asked.
    expect(await dialog.getByLabel(/Reason for Adjustment/).count()).toBe(0);
    await field(dialog, 'Notes').fill('Sunday visit: Volunteer unwell');
    await choose(dialog, 'Status', 'Cancelled');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => tab('Cancelled').textContent()).toBe('Cancelled (2)');
    expect(await tab('Upcoming').textContent()).toBe('Upcoming (0)');
    await journey.page.getByText('No upcoming schedules found', { exact: true }).waitFor();
    await tab('Cancelled').click();
    expect(await card('Sunday visit').textContent()).toContain('Volunteer unwell');
  });

  it('shows every occurrence of a weekly visit in the calendar', async () => {
    const [volunteer] = (
      await graphqlAs<{ listVolunteers: { items: { id: string }[] } }>(
        journey.page,
        journey.baseUrl,
        '{ listVolunteers { items { id } } }',
      )
    ).listVolunteers.items;
    const [facility] = (
      await graphqlAs<{ listFacilities: { items: { id: string }[] } }>(
        journey.page,
        journey.baseUrl,
        '{ listFacilities { items { id } } }',
      )
    ).listFacilities.items;
    const firstVisit = new Date(start.getTime() + 5 * HOUR);
    await graphqlAs(
      journey.page,
      journey.baseUrl,
      'mutation($i: CreateScheduleInput!) { createSchedule(input: $i) { id } }',
      {
        i: {
          volunteerId: volunteer!.id,
          facilityId: facility!.id,
          startTime: firstVisit.toISOString(),
          endTime: new Date(firstVisit.getTime() + HOUR).toISOString(),
          isRecurring: true,
          recurringPattern: 'WEEKLY',
          notes: 'Weekly study circle',
        },
      },
    );
    await segment('Calendar').click();
    await segment('Week').click();
    await expect
      .poll(() => journey.page.getByRole('button', { name: /Amina Khan/ }).count(), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    await segment('Month').click();
    await journey.page.getByRole('button', { name: 'Next month' }).click();
    // Next month shows four or five weeks of the weekly visit.
    await expect
      .poll(() => journey.page.getByRole('button', { name: /Amina Khan/ }).count(), {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(4);
    expect(await accessibilityViolations(journey.page)).toEqual([]);
    expect(journey.problems).toEqual([]);
  });

  it('fits a phone: the list and the calendar at 375 px, nothing wider than the screen', async () => {
    await journey.page.setViewportSize({ width: 375, height: 800 });
    // The plain address: the list (a reload would keep the calendar the last test left open).
    await journey.page.goto(`${journey.baseUrl}/admin/schedules`);
    // The server drew a laptop's layout for the test's laptop browser: measure the phone's.
    await pageStarted(journey.page);
    const pageWidth = () => journey.page.evaluate(() => document.documentElement.scrollWidth);
    await tab('Upcoming').waitFor();
    await card('Weekly study circle').waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(375);
    // The filters wait behind one button; the volunteer's name keeps the card's width.
    expect(await journey.page.getByRole('combobox', { name: 'Status' }).count()).toBe(0);
    expect(
      await journey.page.getByRole('button', { name: 'Filters', exact: true }).isVisible(),
    ).toBe(true);
    const name = journey.page.getByRole('article').first().getByRole('heading').first();
    const nameBox = (await name.boundingBox())!;
    const cardBox = (await journey.page.getByRole('article').first().boundingBox())!;
    expect(nameBox.width).toBeGreaterThan(cardBox.width * 0.6);
    await journey.page.screenshot({ path: '/tmp/schedules-list-375.png', fullPage: true });

    await segment('Calendar').click();
    await journey.page
      .getByRole('button', { name: /Amina Khan/ })
      .first()
      .waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(375);
    await journey.page.screenshot({ path: '/tmp/schedules-calendar-375.png', fullPage: true });
    expect(await accessibilityViolations(journey.page)).toEqual([]);
    await journey.page.setViewportSize({ width: 1280, height: 800 });
  });
  it('approves five pending requests at once with one response, each volunteer told', async () => {
    const countsOfPending = async () => {
      await journey.page.goto(`${journey.baseUrl}/admin/schedules?status=PENDING`);
      await expect.poll(() => tab('Upcoming').textContent()).toMatch(/\(\d+\)$/);
      return Number(/\((\d+)\)$/.exec((await tab('Upcoming').textContent())!)![1]);
    };
    const pendingBefore = await countsOfPending();
    for (let day = 1; day <= 5; day += 1) await requestThroughApi(day, `Bulk visit ${day}`);
    const approvalsBefore = smtp.received.filter((mail) =>
      readMail(mail).subject.includes('approved'),
    ).length;
    await journey.page.goto(`${journey.baseUrl}/admin/schedules?status=PENDING`);
    await expect.poll(() => tab('Upcoming').textContent()).toBe(`Upcoming (${pendingBefore + 5})`);

    for (let day = 1; day <= 5; day += 1)
      await card(`Bulk visit ${day}`)
        .getByRole('checkbox', { name: /^Choose schedule/ })
        .check();
    const bar = journey.page.getByRole('region', { name: 'Chosen requests' });
    await bar.getByText('5 requests chosen').waitFor();
    await bar.getByRole('button', { name: 'Approve chosen' }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Approve 5 schedules' });
    await field(dialog, 'Response to the volunteers (optional)').fill('All five are confirmed');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });

    // None is pending any more; each was approved with the response, and each e-mailed.
    await expect.poll(() => tab('Upcoming').textContent()).toBe(`Upcoming (${pendingBefore})`);
    await expect
      .poll(
        () => smtp.received.filter((mail) => readMail(mail).subject.includes('approved')).length,
        { timeout: 15_000 },
      )
      .toBe(approvalsBefore + 5);
    await choose(journey.page, 'Status', 'Approved');
    for (let day = 1; day <= 5; day += 1)
      expect(await card(`Bulk visit ${day}`).textContent()).toContain('All five are confirmed');
  });

  it('counts only what is left when one of the chosen requests was decided meanwhile', async () => {
    const created: string[] = [];
    for (const day of [8, 9]) created.push(await requestThroughApi(day, `Meanwhile visit ${day}`));
    await journey.page.goto(`${journey.baseUrl}/admin/schedules?status=PENDING`);
    for (const day of [8, 9])
      await card(`Meanwhile visit ${day}`)
        .getByRole('checkbox', { name: /^Choose schedule/ })
        .check();
    await journey.page
      .getByRole('region', { name: 'Chosen requests' })
      .getByRole('button', { name: 'Approve chosen' })
      .click();
    const dialog = journey.page.getByRole('dialog', { name: 'Approve 2 schedules' });
    await dialog.waitFor();
    // Someone else rejects the second request while the dialog is open.
    await graphqlAs(
      journey.page,
      journey.baseUrl,
      'mutation($id: ID!) { rejectSchedule(id: $id, adminResponse: "Facility closed") { id } }',
      { id: created[1] },
    );
    await dialog.getByRole('button', { name: 'Approve' }).click();
    const left = journey.page.getByRole('dialog', { name: 'Approve 1 schedule' });
    await left.getByText('1 schedule approved; 1 left.').waitFor();
    await left.getByRole('alert').waitFor();
    expect(await journey.page.getByRole('dialog', { name: 'Approve 2 schedules' }).count()).toBe(0);
    for (const width of [1440, 390]) {
      await journey.page.setViewportSize({ width, height: 800 });
      await journey.page.screenshot({ path: `/tmp/schedules-decided-meanwhile-${width}.png` });
    }
    await journey.page.setViewportSize({ width: 1280, height: 800 });
    await left.getByRole('button', { name: 'Cancel' }).click();
  });
});
