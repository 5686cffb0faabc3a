/**
 * The clearance journey (product.md §3.2.1): an admin records a clearance that runs out next week,
 * tries to approve a visit after it (refused with what is missing), approves it anyway with a
 * reason, which the schedule then shows; the reminder of the coming expiry reaches the volunteer
 * and the admin through a real SMTP server, once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { facilityInput } from '../tests/support/factories';
import { readMail, startTestSmtp } from '../tests/support/smtp';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { choose, expandCard, field } from './support/browser';
import { graphqlAs } from './support/graphql';
import { dayText } from '../src/shared/domain/common/date-text';

const ADMIN = 'staff@example.org';
const AMINA = 'amina@example.org';

// Stopped after the app (hooks after the tests run last-registered first).
const smtp = await startTestSmtp();
afterAll(() => smtp.close());

const journey = useAppInBrowser(
  [
    { email: ADMIN, group: 'Admins' },
    { email: AMINA, group: 'Volunteers' },
  ],
  // The reminders' job runs every 2 seconds instead of every hour.
  { SMTP_URL: smtp.url, JOBS_EVERY_SECONDS: '2' },
);

/** A day from today in this process's (and the server's) time zone, as YYYY-MM-DD. */
function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

const EXPIRY = dayFromToday(7);
const VISIT_DAY = dayFromToday(10);
let aminaId: string;
let facilityId: string;

beforeAll(async () => {
  const { page, baseUrl } = journey;
  await signInThroughForm(page, baseUrl, ADMIN, '/admin/volunteers');
  await page.getByRole('heading', { name: 'Manage Volunteers' }).waitFor();
  const run = <Data>(query: string, variables: Record<string, unknown>) =>
    graphqlAs<Data>(page, baseUrl, query, variables);
  facilityId = (
    await run<{ createFacility: { id: string } }>(
      'mutation($i: CreateFacilityInput!) { createFacility(input: $i) { id } }',
      { i: facilityInput({ name: 'Springfield State Prison' }) },
    )
  ).createFacility.id;
  const { listVolunteers } = await run<{ listVolunteers: { items: { id: string }[] } }>(
    '{ listVolunteers { items { id } } }',
    {},
  );
  aminaId = listVolunteers.items[0]!.id;
  // Background check and training done: only the clearance is in question.
  await run('mutation($i: UpdateVolunteerInput!) { updateVolunteer(input: $i) { id } }', {
    i: {
      id: aminaId,
      expectedVersion: 1,
      firstName: 'Amina',
      lastName: 'Khan',
      contactNumber: '555 0100',
      backgroundCheckStatus: 'PASSED',
      trainingCompleted: true,
    },
  });
  await page.reload();
});

it('records a clearance that runs out next week', async () => {
  const page = journey.page;
  await expandCard(page.getByRole('article', { name: 'Amina Khan' }));
  await page.getByRole('button', { name: 'View details of Amina Khan' }).click();
  const panel = page.getByRole('dialog', { name: 'Volunteer Details' });
  await panel.getByRole('button', { name: 'Add Clearance' }).click();
  const form = panel.getByRole('form', { name: 'Add clearance' });
  await field(form, 'Facility').fill('Springfield');
  await page.getByRole('option', { name: 'Springfield State Prison' }).click();
  await choose(form, 'Clearance Status', 'Approved');
  await field(form, 'Expires On').fill(EXPIRY);
  await form.getByRole('button', { name: 'Add Clearance' }).click();
  await panel
    .getByRole('listitem', { name: 'Clearance at Springfield State Prison' })
    .getByText('Cleared today')
    .waitFor();
});

it('refuses to approve a visit after the expiry, then approves it with a reason', async () => {
  const { page, baseUrl } = journey;
  await graphqlAs(
    page,
    baseUrl,
    'mutation($i: CreateScheduleInput!) { createSchedule(input: $i) { id } }',
    {
      i: {
        volunteerId: aminaId,
        facilityId,
        startTime: new Date(`${VISIT_DAY}T10:00`).toISOString(),
        endTime: new Date(`${VISIT_DAY}T12:00`).toISOString(),
        requestType: 'NEW',
        isRecurring: false,
      },
    },
  );
  await page.goto(`${baseUrl}/admin/schedules`);
  const visit = page.getByRole('article').filter({ hasText: 'Amina Khan' });
  // Shown before anyone decides: she will not be cleared on the day.
  await visit
    .getByText(
      `Not cleared on ${dayText(VISIT_DAY)}: Clearance at Springfield State Prison expired on ${dayText(EXPIRY)}`,
    )
    .waitFor();
  await visit.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve schedule' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  const alert = dialog.getByRole('alert');
  await alert.waitFor();
  expect(await alert.textContent()).toContain(
    `Clearance at Springfield State Prison expired on ${dayText(EXPIRY)}`,
  );

  const reason = 'Renewal confirmed by the chaplain by phone';
  await field(dialog, 'Reason to place them anyway').fill(reason);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
  await visit.getByText('Approved', { exact: true }).waitFor();
  await visit.getByText('Placed without clearance').waitFor();
  expect(await visit.textContent()).toContain(`Reason: ${reason}`);
  expect(await accessibilityViolations(page)).toEqual([]);
});

it('e-mails the reminder of the coming expiry to the volunteer and the admin, once', async () => {
  const subject = `Clearance at Springfield State Prison expires on ${dayText(EXPIRY)}`;
  const reminders = () => smtp.received.filter((mail) => readMail(mail).subject.endsWith(subject));
  await expect
    .poll(
      () =>
        reminders()
          .map((mail) => mail.to.join())
          .sort(),
      { timeout: 20_000 },
    )
    .toEqual([AMINA, ADMIN].sort());
  expect(readMail(reminders().find((mail) => mail.to.includes(AMINA))!).text).toContain(
    `Your clearance to visit Springfield State Prison expires on ${dayText(EXPIRY)} (in 7 days).`,
  );
  // Several runs later, still once each.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  expect(reminders()).toHaveLength(2);
});
