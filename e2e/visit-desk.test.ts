/**
 * What a facility's desk asks for, and hours that add up (decisions 097 and 103): staff on a
 * laptop see a client's inmate number and housing unit on the card and are warned, while
 * typing, that another client at the facility has the number; the volunteer, on a phone, finds
 * the clients to see with their numbers on the visit itself, and her hours count the visit she
 * gave and the program she led, as the volunteers list says too.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { incarceratedClientInput } from '../tests/support/client-factory';
import { programInput } from '../tests/support/program-factory';
import { signedInStaff, volunteerIdOf } from './support/staff';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { expandCard, field, horizontalOverflow } from './support/browser';
import { clearVolunteerThroughApi, graphqlAs, createFacilityThroughApi } from './support/graphql';

const SARA = 'sara@example.org';
const journey = useAppInBrowser([
  { email: 'staff@example.org', group: 'Admins' },
  { email: SARA, group: 'Volunteers' },
]);
let staff: { context: BrowserContext; page: Page };
const MINUTE = 60_000;
/** A visit of 45 minutes that ended ten minutes ago, and one next week. */
const given = {
  start: new Date(Date.now() - 55 * MINUTE),
  end: new Date(Date.now() - 10 * MINUTE),
};
const ahead = new Date(Date.now() + 7 * 24 * 60 * MINUTE);

const monthOf = (date: Date) => `${date.getFullYear()}-${date.getMonth()}`;
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

beforeAll(async () => {
  staff = await signedInStaff(journey, 'staff@example.org');
  const run = <Data = Record<string, unknown>>(query: string, i: Record<string, unknown>) =>
    graphqlAs<Data>(staff.page, journey.baseUrl, query, { i });
  const facilityId = await createFacilityThroughApi(staff.page, journey.baseUrl, {
    name: 'Riverside Correctional',
  });
  const saraId = await volunteerIdOf(staff.page, journey.baseUrl, SARA);
  await clearVolunteerThroughApi(staff.page, journey.baseUrl, saraId, facilityId);
  const createClient = 'mutation($i: CreateClientInput!) { createClient(input: $i) { id } }';
  await run(
    createClient,
    incarceratedClientInput(facilityId, {
      preferredName: 'Bilal',
      inmateNumber: 'A-500',
      housingUnit: 'C2',
      assignedVolunteerId: saraId,
    }),
  );
  await run(
    createClient,
    incarceratedClientInput(facilityId, {
      preferredName: 'Musa',
      assignedVolunteerId: saraId,
    }),
  );
  for (const [start, end] of [
    [given.start, given.end],
    [ahead, new Date(ahead.getTime() + 2 * 60 * MINUTE)],
  ] as const) {
    const { createSchedule } = await run<{ createSchedule: { id: string } }>(
      'mutation($i: CreateScheduleInput!) { createSchedule(input: $i) { id } }',
      {
        facilityId,
        volunteerId: saraId,
        startTime: start.toISOString(),
        endTime: end.toISOString(),
        requestType: 'NEW',
        isRecurring: false,
      },
    );
    await graphqlAs(
      staff.page,
      journey.baseUrl,
      'mutation($id: ID!) { approveSchedule(id: $id) { id } }',
      {
        id: createSchedule.id,
      },
    );
  }
  // A program she led today, 1.5 hours.
  await run(
    'mutation($i: CreateProgramInput!) { createProgram(input: $i) { id } }',
    programInput(facilityId, saraId, {
      title: 'Study circle',
      date: localDay(new Date()),
      startTime: '00:00',
      endTime: '01:30',
    }),
  );
});

it("shows the number on the client's card and warns of a duplicate while it is typed", async () => {
  const { page } = staff;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${journey.baseUrl}/admin/clients`);
  const bilal = page.getByRole('article', { name: 'Bilal' });
  await bilal.getByText('Riverside Correctional (No. A-500, Unit C2)').waitFor();

  await expandCard(page.getByRole('article', { name: 'Musa' }));
  await page.getByRole('button', { name: 'View details of Musa' }).click();
  await page
    .getByRole('dialog', { name: 'Client Details: Musa' })
    .getByRole('button', { name: 'Edit Musa' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Client' });
  await field(dialog, 'Inmate Number').fill('a-500 ');
  const warning = dialog
    .getByRole('alert')
    .filter({ hasText: 'Same inmate number as another client' });
  await warning.waitFor();
  expect(await warning.textContent()).toMatch(
    /Client C-\S+ at the same facility has inmate number a-500\./,
  );
  await page.screenshot({ path: '/tmp/inmate-warning-1440.png' });
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

it('gives the volunteer, on a phone, the clients to see with their numbers on the visit', async () => {
  const { page } = journey;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, journey.baseUrl, SARA, '/volunteer/schedule');
  const visit = page.getByRole('article').filter({ hasText: 'Clients to see:' }).first();
  await visit.waitFor();
  expect(await visit.getByRole('listitem').allTextContents()).toEqual([
    'Bilal (No. A-500, Unit C2)',
    'Musa',
  ]);
  await page.screenshot({ path: '/tmp/clients-to-see-390.png', fullPage: true });
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await accessibilityViolations(page)).toEqual([]);
});

it('counts the visit given and the program led in her hours, on her dashboard and in the list', async () => {
  const { page } = journey;
  await page.goto(`${journey.baseUrl}/volunteer/dashboard`);
  // The visit counts this month unless the month began since it did (0.75 h).
  const visitThisMonth = monthOf(given.start) === monthOf(new Date()) ? 0.75 : 0;
  const figures = page.getByRole('list', { name: 'Your figures' }).getByRole('listitem');
  await expect
    .poll(() => figures.allTextContents())
    .toContain(`Hours DedicatedThis month${(1.5 + visitThisMonth).toFixed(1)}`);
  await page.screenshot({ path: '/tmp/hours-390.png', fullPage: true });

  const { page: laptop } = staff;
  await laptop.goto(`${journey.baseUrl}/admin/volunteers`);
  // The one volunteer, named as the users command made her account.
  const card = laptop.getByRole('article').first();
  await expandCard(card);
  await card.getByRole('button', { name: /^View details of / }).click();
  const panel = laptop.getByRole('dialog', { name: 'Volunteer Details' });
  await panel.getByText('2.3 from visits and programs').waitFor();
  await laptop.screenshot({ path: '/tmp/hours-1440.png' });
});
