/**
 * The admin overview (product.md §2.4): the four figures and what needs attention, as the server
 * counts them; a failed load shows the message of product.md §11 with Retry, which recovers.
 */
import { expect, it } from 'vitest';
import { addDays, todayIn } from '../src/shared/domain/common/calendar';
import { clientInput } from '../tests/support/client-factory';
import { facilityInput } from '../tests/support/factories';
import { incarcerationResourceInput } from '../tests/support/resource-factory';
import { scheduleInput } from '../tests/support/schedule-factory';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { openStarted } from './support/browser';
import { accessibilityViolations } from './support/axe';
import { clearVolunteerThroughApi, graphqlAs } from './support/graphql';

const journey = useAppInBrowser([
  { email: 'super@example.org', group: 'SuperAdmins' },
  { email: 'volunteer@example.org', group: 'Volunteers' },
]);

/** Label on the page → the figure's field, and the test id of where the page shows it. */
const FIGURES = {
  'Active Volunteers': ['activeVolunteers', 'stat-activeVolunteers'],
  'Total Facilities': ['totalFacilities', 'stat-totalFacilities'],
  'Recent Programs': ['recentPrograms', 'stat-recentPrograms'],
  'Open Incidents': ['openIncidents', 'stat-openIncidents'],
  'Follow-ups due this week': ['followUpsDueThisWeek', 'attention-followUpsDueThisWeek'],
  'Pending schedule requests': ['pendingScheduleRequests', 'attention-pendingScheduleRequests'],
  'Resources to reorder': ['resourcesToReorder', 'attention-resourcesToReorder'],
} as const;

it('shows the figures the server counts, and links what needs attention', async () => {
  const { page, problems } = journey;
  await signInThroughForm(page, journey.baseUrl, 'super@example.org');
  await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
  await page.getByTestId('stat-totalFacilities').waitFor();
  expect(await page.getByTestId('stat-totalFacilities').textContent()).toBe('0');

  const create = 'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }';
  await graphqlAs(page, journey.baseUrl, create, { input: facilityInput() });
  await graphqlAs(page, journey.baseUrl, create, { input: facilityInput() });
  const { dashboardStats } = (await graphqlAs(
    page,
    journey.baseUrl,
    `query { dashboardStats { ${Object.values(FIGURES)
      .map(([key]) => key)
      .join(' ')} } }`,
  )) as { dashboardStats: Record<string, number> };
  expect(dashboardStats.totalFacilities).toBe(2);

  await page.reload();
  await page.getByTestId('stat-totalFacilities').waitFor();
  for (const [label, [key, testId]] of Object.entries(FIGURES)) {
    expect(await page.getByTestId(testId).textContent(), label).toBe(String(dashboardStats[key]));
    await page.getByText(label, { exact: true }).waitFor();
  }
  await page.screenshot({ path: '/tmp/overview-1280.png', fullPage: true });
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Pending schedule requests' }).click();
  await page.waitForURL(/\/admin\/schedules\?status=PENDING$/);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${journey.baseUrl}/admin`);
  await page.getByTestId('stat-totalFacilities').waitFor();
  await page.screenshot({ path: '/tmp/overview-375.png', fullPage: true });
  expect(problems).toEqual([]);
});

it('shows the error with Retry when the figures cannot be loaded, and recovers', async () => {
  const page = await journey.browser.newPage();
  await signInThroughForm(page, journey.baseUrl, 'super@example.org');
  await page.getByTestId('stat-totalFacilities').waitFor();

  // The network fails for the overview's query only; Retry asks again once it is back.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('DashboardStats')) await route.abort('connectionfailed');
    else await route.continue();
  });
  // Opened from the menu: the browser asks for the figures itself. (Opened by its address, the
  // page comes with the figures the server fetched for it, decision 080.)
  await openStarted(page, `${journey.baseUrl}/admin/account`);
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  // The query is retried a few times before it counts as failed; meanwhile it says so.
  await page.getByText('Loading dashboard data...').waitFor();
  await page.getByText('Failed to load dashboard data. Please try again.').waitFor({
    timeout: 30_000,
  });
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByTestId('stat-totalFacilities').waitFor();
  expect(await page.getByText('Failed to load dashboard data. Please try again.').count()).toBe(0);
  await page.close();
});

it('leads from each figure that needs attention to exactly the records it counts', async () => {
  const { page, baseUrl } = journey;
  const run = <Result>(query: string, variables?: Record<string, unknown>) =>
    graphqlAs<Result>(page, baseUrl, query, variables);
  // Signed in by the first test.
  await page.goto(`${baseUrl}/admin`);
  await page.getByTestId('stat-totalFacilities').waitFor();

  // Follow-ups: today, in 7 days (the last day of the week), in 8 days and yesterday.
  const today = todayIn('UTC'); // the test server's programme time zone
  for (const days of [0, 7, 8, -1]) {
    await run('mutation($i: CreateClientInput!) { createClient(input: $i) { id } }', {
      i: clientInput({ followUpDate: addDays(today, days) }),
    });
  }
  // Schedule requests: two pending ahead, one approved ahead.
  const { listFacilities } = await run<{ listFacilities: { items: { id: string }[] } }>(
    '{ listFacilities { items { id } } }',
  );
  const { listVolunteers } = await run<{ listVolunteers: { items: { id: string }[] } }>(
    '{ listVolunteers { items { id } } }',
  );
  const facilityId = listFacilities.items[0]!.id;
  const volunteerId = listVolunteers.items[0]!.id;
  await clearVolunteerThroughApi(page, baseUrl, volunteerId, facilityId);
  const ids: string[] = [];
  for (let day = 1; day <= 3; day += 1) {
    const visit = {
      startTime: `2030-03-0${day}T09:00:00.000Z`,
      endTime: `2030-03-0${day}T12:00:00.000Z`,
    };
    const { createSchedule } = await run<{ createSchedule: { id: string } }>(
      'mutation($i: CreateScheduleInput!) { createSchedule(input: $i) { id } }',
      { i: scheduleInput(facilityId, { volunteerId, ...visit }) },
    );
    ids.push(createSchedule.id);
  }
  await run('mutation($id: ID!) { approveSchedule(id: $id) { id } }', { id: ids[2] });
  // Materials: one low, one out of stock, one plentiful, one low but discontinued by hand.
  for (const stock of [
    { quantity: 2, reorderThreshold: 5 },
    { quantity: 0, reorderThreshold: null },
    { quantity: 40, reorderThreshold: 5 },
    { quantity: 1, reorderThreshold: 5, status: 'DISCONTINUED' },
  ]) {
    await run('mutation($i: CreateResourceInput!) { createResource(input: $i) { id } }', {
      i: incarcerationResourceInput(facilityId, stock),
    });
  }

  // Clearances: the volunteer's at the other facility runs out in 10 days (the first never does).
  await run(
    'mutation($i: CreateVolunteerClearanceInput!) { createVolunteerClearance(input: $i) { id } }',
    {
      i: {
        volunteerId,
        facilityId: listFacilities.items[1]!.id,
        status: 'APPROVED',
        expiresOn: addDays(today, 10),
      },
    },
  );

  await page.reload();
  const figure = async (testId: string) => Number(await page.getByTestId(testId).textContent());
  await page.getByTestId('attention-followUpsDueThisWeek').waitFor();
  const followUps = await figure('attention-followUpsDueThisWeek');
  const pending = await figure('attention-pendingScheduleRequests');
  const toReorder = await figure('attention-resourcesToReorder');
  expect(followUps).toBe(2);
  expect(pending).toBe(2);
  expect(toReorder).toBe(2);

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await page.getByRole('link', { name: 'Follow-ups due this week' }).click();
  await page.waitForURL(/\/admin\/clients\?/);
  await pages.getByText(`1–${followUps} of ${followUps}`).waitFor();
  // The view is in the address: a reload keeps it.
  await page.reload();
  await pages.getByText(`1–${followUps} of ${followUps}`).waitFor();
  expect(await page.getByLabel('Follow-up from').inputValue()).toBe(today);
  expect(await page.getByLabel('Follow-up to').inputValue()).toBe(addDays(today, 7));

  await page.goBack();
  await page.getByRole('link', { name: 'Pending schedule requests' }).click();
  await page.waitForURL(/\/admin\/schedules\?status=PENDING$/);
  await pages.getByText(`1–${pending} of ${pending}`).waitFor();
  await page.getByRole('tab', { name: `Upcoming (${pending})` }).waitFor();

  await page.goBack();
  await page.getByRole('link', { name: 'Resources to reorder' }).click();
  await page.waitForURL(/\/admin\/resources\?stock=REORDER$/);
  await pages.getByText(`1–${toReorder} of ${toReorder}`).waitFor();

  await page.goBack();
  expect(await figure('attention-clearancesExpiringSoon')).toBe(1);
  await page.getByRole('link', { name: 'Clearances expiring within 30 days' }).click();
  await page.waitForURL(/\/admin\/volunteers\?/);
  await pages.getByText('1–1 of 1').waitFor();
  expect(await page.getByLabel('Clearance expires from').inputValue()).toBe(today);
  expect(await page.getByLabel('Clearance expires to').inputValue()).toBe(addDays(today, 30));
});

it('names the requests left pending after their day and leads to them, on a laptop and a phone', async () => {
  const { page, baseUrl } = journey;
  const run = <Result>(query: string, variables?: Record<string, unknown>) =>
    graphqlAs<Result>(page, baseUrl, query, variables);
  const { listFacilities } = await run<{ listFacilities: { items: { id: string }[] } }>(
    '{ listFacilities { items { id } } }',
  );
  const { listVolunteers } = await run<{ listVolunteers: { items: { id: string }[] } }>(
    '{ listVolunteers { items { id } } }',
  );
  // A visit asked for a day now gone, never decided.
  await run('mutation($i: CreateScheduleInput!) { createSchedule(input: $i) { id } }', {
    i: scheduleInput(listFacilities.items[0]!.id, {
      volunteerId: listVolunteers.items[0]!.id,
      startTime: '2026-01-05T09:00:00.000Z',
      endTime: '2026-01-05T11:00:00.000Z',
      notes: 'Forgotten request',
    }),
  });
  const pages = page.getByRole('navigation', { name: 'Pages' });
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${baseUrl}/admin`);
    const passed = page.getByTestId('attention-pendingRequestsPassed');
    await passed.waitFor();
    expect(await passed.textContent()).toBe('1');
    await page.screenshot({ path: `/tmp/overview-left-pending-${width}.png`, fullPage: true });
    await page.getByRole('link', { name: 'Requests left pending after their day' }).click();
    await page.waitForURL(/\/admin\/schedules\?tab=past&status=PENDING$/);
    await pages.getByText('1–1 of 1').waitFor();
    await page.getByRole('article').filter({ hasText: 'Forgotten request' }).waitFor();
  }
});
