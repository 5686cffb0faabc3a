/**
 * The programme's time zone (product.md §2.2, §14; decision 049): a phone set to UTC, a programme
 * in New York. A visit typed as 10:00 is 10:00 in New York, the volunteer's schedule shows it at
 * 10:00 AM as the e-mail and calendar feed do, and every page says which zone its times are in.
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { choose, field } from './support/browser';
import { clearVolunteerThroughApi, graphqlAs, createFacilityThroughApi } from './support/graphql';

const VOLUNTEER = 'amina.khan@example.org';
const journey = useAppInBrowser(
  [
    { email: 'staff@example.org', group: 'Admins' },
    { email: VOLUNTEER, group: 'Volunteers' },
  ],
  { ORG_TIMEZONE: 'America/New_York' },
);

let phone: Page;

beforeAll(async () => {
  // The staff page arranges the facility; the volunteer's phone has its clock set to UTC,
  // whatever this machine's zone.
  await signInThroughForm(journey.page, journey.baseUrl, 'staff@example.org', '/admin/dashboard');
  await journey.page.getByText('Admin Panel', { exact: true }).waitFor();
  const facilityId = await createFacilityThroughApi(journey.page, journey.baseUrl, {
    name: 'Riverside Correctional',
  });
  // Their own request places them there: they are cleared (product.md §3.2.1).
  const { listVolunteers } = await graphqlAs<{
    listVolunteers: { items: { id: string; email: string }[] };
  }>(journey.page, journey.baseUrl, '{ listVolunteers { items { id email } } }');
  const volunteerId = listVolunteers.items.find((item) => item.email === VOLUNTEER)!.id;
  await clearVolunteerThroughApi(journey.page, journey.baseUrl, volunteerId, facilityId);
  const context = await journey.browser.newContext({
    bypassCSP: true,
    timezoneId: 'UTC',
    viewport: { width: 375, height: 800 },
  });
  phone = await context.newPage();
  await signInThroughForm(phone, journey.baseUrl, VOLUNTEER, '/volunteer/schedule');
  await phone.getByRole('heading', { name: 'My Schedule' }).waitFor();
});

it("reads and shows a visit on the programme's clock, and says so", async () => {
  expect(await phone.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC');
  await phone.getByText('Times in America/New_York', { exact: true }).waitFor();

  await phone.getByRole('button', { name: 'Request a Visit' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Request a Visit' });
  await choose(dialog, 'Facility', 'Riverside Correctional');
  await field(dialog, 'Start Time').fill('2031-01-10T10:00');
  expect(await dialog.getByText('Times in America/New_York').count()).toBe(2);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await dialog.waitFor({ state: 'detached' });

  // 10:00 in New York in winter is 15:00 UTC: the 3:00 PM a phone set to UTC showed before.
  const { listSchedules } = await graphqlAs<{ listSchedules: { items: { startTime: string }[] } }>(
    journey.page,
    journey.baseUrl,
    '{ listSchedules { items { startTime } } }',
  );
  expect(listSchedules.items.map((item) => item.startTime)).toEqual(['2031-01-10T15:00:00.000Z']);
  await phone
    .getByRole('article', {
      name: /^Riverside Correctional, Fri, Jan 10, 2031, 10:00\sAM – 11:00\sAM$/,
    })
    .waitFor();
  expect(await accessibilityViolations(phone)).toEqual([]);
});
